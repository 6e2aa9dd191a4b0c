import type { LazyModule } from './lazy-module';

/** Pages of the sectors market area, by route path (see config/paths.ts). */
export const SECTORS_PAGES: Readonly<Record<string, LazyModule>> = {};
