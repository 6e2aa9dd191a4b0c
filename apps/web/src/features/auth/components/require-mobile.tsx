import { Navigate, Outlet, useLocation } from 'react-router';
import { loginHref } from '@/lib/session/auth-session';
import { useUserData } from '@/lib/session/use-user-data';
import { isSignedIn } from '@/lib/session/userdata-store';

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
