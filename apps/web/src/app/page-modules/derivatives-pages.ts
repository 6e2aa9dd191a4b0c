import type { LazyModule } from './lazy-module';

/** Pages of the derivatives area (option chain, OI analytics, strategies), by route path. */
export const DERIVATIVES_PAGES: Readonly<Record<string, LazyModule>> = {
  '/nse-option-chain-data': () => import('../routes/nse-option-chain-data'),
  '/option-chain/edit-column': () => import('../routes/option-chain-edit-column'),
  '/option-dashboard': () => import('../routes/option-dashboard'),
  '/option-chain/analysis': () => import('../routes/option-chain-analysis'),
  '/open-interest-analysis': () => import('../routes/open-interest-analysis'),
  '/put-call-ratio': () => import('../routes/put-call-ratio'),
  '/option-chain/highest-oi-history': () => import('../routes/highest-oi-history'),
  '/option-chain/support-and-target': () => import('../routes/option-support-and-target'),
  '/option-chain/option-strategy': () => import('../routes/option-strategies'),
  '/option-chain/option-strategy/{strategyId}': () => import('../routes/option-strategy'),
  '/nse-derivative': () => import('../routes/nse-derivative'),
  '/fii-futures-data': () => import('../routes/fii-futures-data'),
  '/option-data-historical': () => import('../routes/option-data-historical'),
  '/option-chain/option-trading-terminal': () => import('../routes/option-trading-terminal'),
  '/option-chain/option-tips': () => import('../routes/option-tips'),
  '/option-chain/live-option-tips': () => import('../routes/live-option-tips'),
  '/option-screener': () => import('../routes/option-screener'),
};
