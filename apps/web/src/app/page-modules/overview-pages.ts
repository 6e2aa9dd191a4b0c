import type { LazyModule } from './lazy-module';

/** Pages of the overview market area, by route path (see config/paths.ts). */
export const OVERVIEW_PAGES: Readonly<Record<string, LazyModule>> = {
  '/market': () => import('../routes/market'),
  '/stock-market-today': () => import('../routes/stock-market-today'),
  '/cash': () => import('../routes/cash'),
  '/future-stock': () => import('../routes/future-stock'),
  '/nifty-heatmap': () => import('../routes/nifty-heatmap'),
  '/global-market/': () => import('../routes/global-market'),
  '/commodity': () => import('../routes/commodity'),
  '/exchange-traded-funds': () => import('../routes/exchange-traded-funds'),
  '/exchange-traded-funds/{symbol}': () => import('../routes/exchange-traded-fund'),
  '/nse-pre-market': () => import('../routes/nse-pre-market'),
};
