import { AddWatchlistPage } from '@/features/watchlists/components/watchlist-form-pages';

export function Component() {
  return <AddWatchlistPage />;
}
