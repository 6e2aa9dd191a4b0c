import type { LazyModule } from './lazy-module';

/** The signed-in user's day and the signals on a watchlist, by route path (see config/paths.ts). */
export const DASHBOARD_PAGES: Readonly<Record<string, LazyModule>> = {
  '/dashboard': () => import('../routes/dashboard'),
  '/watchlist-signal': () => import('../routes/watchlist-signal'),
};
