import type { LazyModule } from './lazy-module';

/** Pages of the trading tools area (tools, their performance, the trading terminal) (issue 4), by route path (see config/paths.ts). */
export const TRADING_TOOLS_PAGES: Readonly<Record<string, LazyModule>> = {
  '/trading-tools': () => import('../routes/trading-tools'),
  '/trading-tools/performance': () => import('../routes/trading-tools-performance'),
  '/trading-terminal': () => import('../routes/trading-terminal'),
};
