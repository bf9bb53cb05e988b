import { Navigate, useLocation } from 'react-router-dom';

/** Redirects to `to`, keeping the query string (e.g. /dashboard?page=2 → /dashboardV2?page=2). */
export function RedirectKeepingSearch({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={`${to}${search}`} replace />;
}
