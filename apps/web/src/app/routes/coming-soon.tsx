import { useParams } from 'react-router';
import { findAppPath } from '@/config/paths';
import { ComingSoonPage } from '@/features/coming-soon/components/coming-soon-page';
import { useUserData } from '@/lib/session/use-user-data';
import { isSignedIn } from '@/lib/session/userdata-store';
import { useCurrentRoutePath } from '../route-handle';

/** Shared by every route whose page is still being built. */
export function Component() {
  const routePath = useCurrentRoutePath();
  const params = useParams();
  const signedIn = isSignedIn(useUserData());
  const route = routePath ? findAppPath(routePath) : undefined;
  if (!route) return null;
  return <ComingSoonPage route={route} params={params} signedIn={signedIn} />;
}
