import { describe, expect, it } from 'vitest';
import { createExpiryPricer, type ExpiryPricer, theoreticalPair } from './expiry-pricer';
import { vixTermVariance } from './india-vix';
import { askPaise, bidPaise, halfSpreadPaise, premiumToTickPaise } from './option-quotes';
import { simulatedVixTerm } from './simulated-india-vix';
import { INDEX_SMILE, type SmileShape } from './volatility-surface';

/** The plain way: every strike from 1 to 3·F, priced by `theoreticalPair`, quoted by the quote rules. */
function referenceQuotes(pricer: ExpiryPricer, step: number) {
  const strikes: number[] = [];
  const callBid: number[] = [];
  const callAsk: number[] = [];
  const putBid: number[] = [];
  const putAsk: number[] = [];
  const sdMove = pricer.atmVol * Math.sqrt(pricer.years);
  for (let k = 1; k * step < 3 * pricer.forward; k++) {
    const strike = k * step;
    const pair = theoreticalPair(pricer, strike);
    const z = Math.log(strike / pricer.forward) / sdMove;
    const call = premiumToTickPaise(pair.call);
    const put = premiumToTickPaise(pair.put);
    strikes.push(strike);
    callBid.push(bidPaise(call, halfSpreadPaise(call, z)) / 100);
    callAsk.push(askPaise(call, halfSpreadPaise(call, z)) / 100);
    putBid.push(bidPaise(put, halfSpreadPaise(put, z)) / 100);
    putAsk.push(askPaise(put, halfSpreadPaise(put, z)) / 100);
  }
  return { strikes, calls: { bid: callBid, ask: callAsk }, puts: { bid: putBid, ask: putAsk } };
}

function compare(shape: SmileShape, atmVol: number, years: number) {
  const pricer = createExpiryPricer(
    { ...shape, atmVol30: atmVol, longRunVol: 0.15 },
    24_000,
    0.065,
    0.012,
    years,
  );
  const strip = simulatedVixTerm(pricer, 50);
  const reference = referenceQuotes(pricer, 50);
  const fast = vixTermVariance(strip);
  const slow = vixTermVariance({ ...reference, years, rate: 0.065 });
  return { pricer, strip, reference, fast, slow };
}

describe('the VIX strip (inlined pricing) against the chain pricer', () => {
  it('quotes the same strikes at the same prices and gives the same variance', () => {
    for (const [vol, days] of [
      [0.14, 20],
      [0.1, 3],
      [0.35, 45],
    ] as const) {
      const { strip, reference, fast, slow } = compare(INDEX_SMILE, vol, days / 365);
      const offset = reference.strikes.indexOf(strip.strikes[0] ?? -1);
      expect(offset).toBeGreaterThanOrEqual(0);
      for (let i = 0; i < strip.strikes.length; i++) {
        expect(strip.strikes[i]).toBe(reference.strikes[offset + i]);
        for (const side of ['calls', 'puts'] as const) {
          const fastSide = strip[side];
          const slowSide = reference[side];
          if (!('bid' in fastSide)) throw new Error('strip quotes carry bids');
          expect(Math.abs((fastSide.bid[i] ?? 0) - (slowSide.bid[offset + i] ?? 0))).toBeLessThanOrEqual(
            0.05,
          );
          expect(Math.abs((fastSide.ask[i] ?? 0) - (slowSide.ask[offset + i] ?? 0))).toBeLessThanOrEqual(
            0.05,
          );
        }
      }
      expect(fast.strikesUsed).toBe(slow.strikesUsed);
      expect(fast.variance).toBeCloseTo(slow.variance, 6);
    }
  });

  it('grows past its first allocation when a steep put wing keeps bids alive far out', () => {
    const steep: SmileShape = { ...INDEX_SMILE, skew: -0.5, wingLimit: 6 };
    const { pricer, fast, slow } = compare(steep, 0.14, 30 / 365);
    const sdMove = pricer.atmVol * Math.sqrt(pricer.years);
    // The first allocation covers 10 ATM standard deviations below the forward plus 8 strikes.
    expect(fast.lowestStrike).toBeLessThan(pricer.forward * Math.exp(-10 * sdMove) - 8 * 50);
    expect(fast.lowestStrike).toBe(slow.lowestStrike);
    expect(fast.variance).toBeCloseTo(slow.variance, 6);
  });
});
