import type { LazyModule } from './lazy-module';

/** Pages of portfolio analysis: risk profiles and the risk X-ray, by route path (see config/paths.ts). */
export const PORTFOLIO_ANALYSIS_PAGES: Readonly<Record<string, LazyModule>> = {
  '/portfolio-analysis': () => import('../routes/portfolio-analysis'),
  '/portfolio-analysis/profile': () => import('../routes/portfolio-analysis-profile'),
  '/portfolio-analysis/profile-data/{profileID}': () => import('../routes/portfolio-analysis-profile-data'),
  '/portfolio-analysis/add-profile': () => import('../routes/portfolio-analysis-add-profile'),
  '/portfolio-analysis/performance': () => import('../routes/portfolio-analysis-performance'),
};
