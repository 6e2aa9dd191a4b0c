import type { LazyModule } from './lazy-module';

/** Pages of the stock market area, by route path (see config/paths.ts). */
export const STOCK_PAGES: Readonly<Record<string, LazyModule>> = {};
