import type { LazyModule } from './lazy-module';

/** Pages of the screeners area (issue 4), by route path (see config/paths.ts). */
export const SCREENERS_PAGES: Readonly<Record<string, LazyModule>> = {
  '/piotroski-scan': () => import('../routes/piotroski-scan'),
  '/screener/': () => import('../routes/screener'),
};
