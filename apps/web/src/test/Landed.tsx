import { useLocation } from 'react-router-dom';

/** Shows where a navigation ended, so tests can assert on it. */
export function Landed() {
  const location = useLocation();
  return <div data-testid="landed">{`${location.pathname}${location.search}`}</div>;
}
