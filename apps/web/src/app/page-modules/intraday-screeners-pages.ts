import type { LazyModule } from './lazy-module';

/** Pages of the intraday and pre-market screeners area (issue 4), by route path (see config/paths.ts). */
export const INTRADAY_SCREENERS_PAGES: Readonly<Record<string, LazyModule>> = {};
