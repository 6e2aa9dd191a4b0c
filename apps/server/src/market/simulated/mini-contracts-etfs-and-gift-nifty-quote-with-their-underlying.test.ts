import { describe, expect, it } from 'vitest';
import { createTestMarket } from '../../testing/test-market';

// Issue 16: a review saw Gold −1.11 % while Gold Mini was +0.27 %, and NIFTYBEES −1.01 % while NIFTY
// was −0.23 %, at the same simulated minute. The feed now plays followers on their underlying's path.
const PAIRS: readonly (readonly [string, string, number])[] = [
  ['GOLDM', 'GOLD', 0.1],
  ['SILVERM', 'SILVER', 0.1],
  ['NIFTYBEES', 'NIFTY 50', 0.25],
  ['GIFTNIFTY', 'NIFTY 50', 0.25],
];

describe('the simulated feed quotes related instruments together', () => {
  it('keeps mini contracts, NIFTYBEES and GIFT Nifty near their underlying’s change % every minute', () => {
    // 10:30 IST on 2026-11-23, then an hour minute by minute.
    const t = createTestMarket();
    const change = (symbol: string): number => {
      const q = t.market.quote(symbol);
      if (!q || !(q.prevClose > 0)) throw new Error(`no quote for ${symbol}`);
      return (q.ltp / q.prevClose - 1) * 100;
    };
    for (let minute = 0; minute < 60; minute++) {
      t.advance(60_000);
      for (const [follower, reference, bound] of PAIRS) {
        const gap = Math.abs(change(follower) - change(reference));
        expect(gap, `${follower} vs ${reference} at minute ${minute}`).toBeLessThanOrEqual(bound);
      }
    }
  });
});
