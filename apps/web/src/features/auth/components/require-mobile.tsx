import { Navigate, Outlet, useLocation } from 'react-router';
import { loginHref } from '../auth-session';
import { useUserData } from '../hooks/use-user-data';
import { isSignedIn } from '../userdata-store';

/**
 * Order dashboard guard (spec sections 2.1 and 6): without a saved mobile number the visitor goes
 * to /login/ with a redirect back; otherwise it renders nothing of its own, only the page.
 */
export function RequireMobile() {
  const user = useUserData();
  const location = useLocation();
  if (!isSignedIn(user)) {
    return <Navigate to={loginHref(`${location.pathname}${location.search}`)} replace />;
  }
  return <Outlet />;
}
