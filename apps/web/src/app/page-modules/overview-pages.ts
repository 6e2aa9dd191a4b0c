import type { LazyModule } from './lazy-module';

/** Pages of the overview market area, by route path (see config/paths.ts). */
export const OVERVIEW_PAGES: Readonly<Record<string, LazyModule>> = {};
