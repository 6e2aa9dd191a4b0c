import { useState } from 'react';
import { useUserData } from '@/lib/session/use-user-data';
import { useSubWebFunction } from '../api/get-sub-web-function';

/** Subscription/subWebFunction with the spec's reload: a fresh timestamp triggers a refetch. */
export function useSubscriptionData(pageName: string | undefined) {
  const user = useUserData();
  const [reloadAt, setReloadAt] = useState(() => Date.now());
  const query = useSubWebFunction(pageName, reloadAt, user?.web_token);
  return { query, reload: () => setReloadAt(Date.now()), reloading: query.isFetching };
}
