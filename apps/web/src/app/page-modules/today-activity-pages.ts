import type { LazyModule } from './lazy-module';

/** Pages of today's activity (institutional flows), by route path. */
export const TODAY_ACTIVITY_PAGES: Readonly<Record<string, LazyModule>> = {
  '/fii-dii-data-nse': () => import('../routes/fii-dii-data-nse'),
  '/fii-dii-activities': () => import('../routes/fii-dii-activities'),
  '/corporate-action': () => import('../routes/corporate-action'),
  '/insider-trading': () => import('../routes/insider-trading'),
  '/event': () => import('../routes/event'),
  '/event-performance': () => import('../routes/event-performance'),
};
