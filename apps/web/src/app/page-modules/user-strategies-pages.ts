import type { LazyModule } from './lazy-module';

/** Pages of the user's own strategies (`/stratergy…`), by route path (see config/paths.ts). */
export const USER_STRATEGIES_PAGES: Readonly<Record<string, LazyModule>> = {};
