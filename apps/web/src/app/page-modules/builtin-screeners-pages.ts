import type { LazyModule } from './lazy-module';

/** Pages of the built-in screeners area (fundamental, technical, special, intraday, pre-market; screener by date) (issue 4), by route path (see config/paths.ts). */
export const BUILTIN_SCREENERS_PAGES: Readonly<Record<string, LazyModule>> = {
  '/fundamental-analysis': () => import('../routes/fundamental-analysis'),
  '/fundamental-analysis/{screener_id}/{sector_id}': () => import('../routes/fundamental-analysis-detail'),
  '/technical-analysis': () => import('../routes/technical-analysis'),
  '/technical-analysis/{screener_id}/{sector_id}': () => import('../routes/technical-analysis-detail'),
  '/special-screener': () => import('../routes/special-screener'),
  '/screener/most-common': () => import('../routes/screener-most-common'),
  '/screener/{signal_id}/{sector_id}/{date}': () => import('../routes/screener-by-date'),
};
