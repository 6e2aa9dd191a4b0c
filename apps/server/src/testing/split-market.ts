import type { MarketState } from '@nivesh/market';
import { flat, handBuiltState } from '../../../../packages/market/src/market-state/test-support';

/**
 * The hand-built market of the performance tests: 71 sessions. ABC's closes are given (paise, in
 * the prices printed then) and it splits 1:2 on day 25 (backward factor 0.5 before); XYZ stays at
 * ₹200; NIFTY 50 moves from 10,000 to 10,500 on day 11 and stays there.
 */
export function splitMarket(abcCloses: readonly number[], abcOpens?: readonly number[]): MarketState {
  return handBuiltState([
    {
      symbol: 'ABC',
      sector: 'S',
      closes: [...abcCloses],
      ...(abcOpens ? { opens: [...abcOpens] } : {}),
      adjFactor: [...flat(0.5, 25), ...flat(1, 46)],
      shares: 2_000_000,
    },
    { symbol: 'XYZ', sector: 'S', closes: flat(20_000, 71), shares: 4_000_000 },
    {
      symbol: 'NIFTY 50',
      sector: 'Index',
      isIndex: true,
      closes: [...flat(1_000_000, 11), ...flat(1_050_000, 60)],
    },
  ]);
}
