import type { LazyModule } from './lazy-module';

/** Pages of the intraday and pre-market screeners area (issue 4), by route path (see config/paths.ts). */
export const INTRADAY_SCREENERS_PAGES: Readonly<Record<string, LazyModule>> = {
  '/intraday-screener': () => import('../routes/intraday-screener'),
  '/intraday-screener-stock': () => import('../routes/intraday-screener-stock'),
  '/preMarket-screener': () => import('../routes/premarket-screener'),
  '/preMarket-screener/{screener_id}/{sector_id}': () => import('../routes/premarket-screener-detail'),
  '/preMarket-stock/{symbol}': () => import('../routes/premarket-stock'),
};
