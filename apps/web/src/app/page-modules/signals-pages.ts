import type { LazyModule } from './lazy-module';

/** Pages of the auto-signals area (issue 4), by route path (see config/paths.ts). */
export const SIGNALS_PAGES: Readonly<Record<string, LazyModule>> = {
  '/autosignal/': () => import('../routes/autosignal'),
  '/autosignal/most-common': () => import('../routes/autosignal-most-common'),
  '/autosignal/{signal_id}/{sector_id}/{date}': () => import('../routes/autosignal-detail'),
  '/market-signal': () => import('../routes/market-signal'),
};
