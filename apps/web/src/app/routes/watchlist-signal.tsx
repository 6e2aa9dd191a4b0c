import { WatchlistSignalPage } from '@/features/watchlists/dashboard/components/watchlist-signal-page';

export function Component() {
  return <WatchlistSignalPage />;
}
