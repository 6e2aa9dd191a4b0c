import type { LazyModule } from './lazy-module';

/** Pages of the user's watchlists and their columns, by route path (see config/paths.ts). */
export const WATCHLISTS_PAGES: Readonly<Record<string, LazyModule>> = {
  '/watchlist/': () => import('../routes/watchlist'),
  '/add-watchlist/': () => import('../routes/add-watchlist'),
  '/update-watchlist/{watchlist_id}': () => import('../routes/update-watchlist'),
  '/watchlist-stock/{watchlist_id}': () => import('../routes/watchlist-stock'),
  '/edit-column/': () => import('../routes/edit-column'),
};
