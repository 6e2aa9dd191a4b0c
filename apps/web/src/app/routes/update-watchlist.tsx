import { UpdateWatchlistPage } from '@/features/watchlists/components/watchlist-form-pages';

export function Component() {
  return <UpdateWatchlistPage />;
}
