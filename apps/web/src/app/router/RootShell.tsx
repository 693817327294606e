import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useNavigationProgress } from './use-navigation-progress';

/** The root of every page: progress bar on navigation, and each new page starts at the top (spec section 2). */
export function RootShell() {
  const location = useLocation();
  useNavigationProgress();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0 });
  }, [location.key]);
  return <Outlet />;
}
