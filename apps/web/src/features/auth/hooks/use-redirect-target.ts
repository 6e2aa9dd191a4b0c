import { useSearchParams } from 'react-router';
import { safeRedirect } from '@/lib/session/auth-session';

/** The same-site page to return to after signing in (`?redirect=` set by the guard), if any. */
export function useRedirectTarget(): string | undefined {
  const [params] = useSearchParams();
  const target = params.get('redirect');
  return target ? safeRedirect(target, undefined) : undefined;
}
