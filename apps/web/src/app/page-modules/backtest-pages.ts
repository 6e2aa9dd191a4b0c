import type { LazyModule } from './lazy-module';

/** Pages of the back-testing area (issue 4), by route path (see config/paths.ts). */
export const BACKTEST_PAGES: Readonly<Record<string, LazyModule>> = {
  '/back-testing': () => import('../routes/back-testing'),
};
