import type { LazyModule } from './lazy-module';

/** Pages of the user's own strategies (`/stratergy…`), by route path (see config/paths.ts). */
export const USER_STRATEGIES_PAGES: Readonly<Record<string, LazyModule>> = {
  '/stratergy': () => import('../routes/stratergy'),
  '/stratergy/performance': () => import('../routes/stratergy-performance'),
  '/add-stratergy': () => import('../routes/add-stratergy'),
  '/edit-stratergy/{strategies_id}': () => import('../routes/edit-stratergy'),
  '/stratergy-stock/{strategies_id}': () => import('../routes/stratergy-stock'),
};
