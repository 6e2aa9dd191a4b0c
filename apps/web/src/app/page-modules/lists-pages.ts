import type { LazyModule } from './lazy-module';

/** Pages of the lists market area, by route path (see config/paths.ts). */
export const LISTS_PAGES: Readonly<Record<string, LazyModule>> = {
  '/top-gainers-nse': () => import('../routes/top-gainers-nse'),
  '/top-losers-nse': () => import('../routes/top-losers-nse'),
  '/52-week-high-stocks': () => import('../routes/fifty-two-week-high-stocks'),
  '/52-week-low-stocks': () => import('../routes/fifty-two-week-low-stocks'),
  '/new-fifty-two': () => import('../routes/new-fifty-two'),
  '/market/all-time-high-stocks': () => import('../routes/all-time-high-stocks'),
  '/breakout-stocks': () => import('../routes/breakout-stocks'),
  '/hourly-gainer-looser': () => import('../routes/hourly-gainer-looser'),
  '/market-breadth-today': () => import('../routes/market-breadth-today'),
  '/market-breadth-stock/{ex_sector_id}': () => import('../routes/market-breadth-stock'),
  '/advance-decline-ratio-nse': () => import('../routes/advance-decline-ratio-nse'),
  '/india-vix': () => import('../routes/india-vix'),
  '/bulk-deals-nse': () => import('../routes/bulk-deals-nse'),
  '/block-deals-nse': () => import('../routes/block-deals-nse'),
  '/bulk-deals-nse-performance': () => import('../routes/bulk-deals-nse-performance'),
  '/block-deals-nse-performance': () => import('../routes/block-deals-nse-performance'),
};
