import type { LazyModule } from './lazy-module';

/** Pages of the lists market area, by route path (see config/paths.ts). */
export const LISTS_PAGES: Readonly<Record<string, LazyModule>> = {};
