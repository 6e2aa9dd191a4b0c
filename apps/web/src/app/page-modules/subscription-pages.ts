import type { LazyModule } from './lazy-module';

/** Pages of subscriptions, payments and premium access (issue 6, spec 2.2), by route path (see config/paths.ts). */
export const SUBSCRIPTION_PAGES: Readonly<Record<string, LazyModule>> = {};
