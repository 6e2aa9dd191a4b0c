import type { LazyModule } from './lazy-module';

/** Pages of subscriptions, payments and premium access (issue 6, spec 2.2), by route path (see config/paths.ts). */
export const SUBSCRIPTION_PAGES: Readonly<Record<string, LazyModule>> = {
  '/subscription': () => import('../routes/subscription'),
  '/subscription-feature': () => import('../routes/subscription-feature'),
  '/premium': () => import('../routes/premium'),
  '/premium-services': () => import('../routes/premium-services'),
  '/premium-services/{slug}': () => import('../routes/premium-service'),
  '/pms': () => import('../routes/pms'),
  '/futures-and-options': () => import('../routes/futures-and-options'),
  '/Calculator': () => import('../routes/calculator'),
  '/test-chart': () => import('../routes/test-chart'),
  '/my-account': () => import('../routes/my-account'),
};
