import type { LazyModule } from './lazy-module';

/** Pages of the sectors market area, by route path (see config/paths.ts). */
export const SECTORS_PAGES: Readonly<Record<string, LazyModule>> = {
  '/nse-sectors-list/': () => import('../routes/nse-sectors-list'),
  '/nse-sectors-list/{sector_id}/': () => import('../routes/nse-sector'),
  '/indian-industry-sector/': () => import('../routes/indian-industry-sector'),
  '/indian-industry-sector/{sector_id}/': () => import('../routes/indian-industry'),
  '/sector-analysis': () => import('../routes/sector-analysis'),
  '/sector-analysis/{ex_sector_id}': () => import('../routes/sector-analysis-detail'),
};
