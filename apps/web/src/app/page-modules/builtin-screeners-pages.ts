import type { LazyModule } from './lazy-module';

/** Pages of the built-in screeners area (fundamental, technical, special, intraday, pre-market; screener by date) (issue 4), by route path (see config/paths.ts). */
export const BUILTIN_SCREENERS_PAGES: Readonly<Record<string, LazyModule>> = {};
