import type { LazyModule } from './lazy-module';

const stock: LazyModule = () => import('../routes/stock');
const symbols: LazyModule = () => import('../routes/symbols');

/** Pages of the stock market area, by route path (see config/paths.ts). */
export const STOCK_PAGES: Readonly<Record<string, LazyModule>> = {
  '/stocks/{symbol}': stock,
  '/company/{symbol}': stock,
  '/stock-details/{symbol}': stock,
  '/market-Details/{symbol}': () => import('../routes/market-details'),
  '/multi-chart': () => import('../routes/multi-chart'),
  '/chart-and-price': () => import('../routes/chart-and-price'),
  '/support-and-target': () => import('../routes/support-and-target'),
  '/symbols/': symbols,
  '/symbols/{character}': symbols,
};
