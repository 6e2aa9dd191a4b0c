import { WatchlistStocksPage } from '@/features/watchlists/components/watchlist-stocks-page';

export function Component() {
  return <WatchlistStocksPage />;
}
