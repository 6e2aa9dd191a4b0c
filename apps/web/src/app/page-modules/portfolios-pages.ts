import type { LazyModule } from './lazy-module';

/** Pages of the user's portfolios, by route path (see config/paths.ts). */
export const PORTFOLIOS_PAGES: Readonly<Record<string, LazyModule>> = {
  '/portfolio/': () => import('../routes/portfolio'),
  '/portfolio-stock/{portfolio_id}': () => import('../routes/portfolio-stock'),
};
