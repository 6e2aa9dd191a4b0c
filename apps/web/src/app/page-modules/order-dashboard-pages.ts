import type { LazyModule } from './lazy-module';

/** Pages of the order dashboard (issue 5, spec 2.1), by route path (see config/paths.ts). */
export const ORDER_DASHBOARD_PAGES: Readonly<Record<string, LazyModule>> = {};
