import { WatchlistsPage } from '@/features/watchlists/components/watchlists-page';

export function Component() {
  return <WatchlistsPage />;
}
