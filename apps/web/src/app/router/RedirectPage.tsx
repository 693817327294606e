import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';

/**
 * `/redirect/<path>` immediately replaces itself with `/<path>`: going through it remounts the target page,
 * which is how a page is reloaded without reloading the browser.
 */
export default function RedirectPage() {
  const { '*': path = '' } = useParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(`/${path}${search}`, { replace: true });
  }, [navigate, path, search]);
  return null;
}
