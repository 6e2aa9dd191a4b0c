import { describe, expect, it } from 'vitest';
import { istDateTimeToUtc } from '../calendar/ist';
import { nseCalendar } from '../calendar/nse-calendar';
import { createRng } from '../simulator/prng';
import { isoDate } from '../units';
import { buildOptionChain } from './option-chain';
import { EXPIRY_DAY_RESIDUAL, expiryLifecycle } from './synthetic-open-interest';

describe('the lifecycle of an expiry', () => {
  it('peaks the day before expiry and keeps 5 % at the expiry close (hand-computed points)', () => {
    expect(expiryLifecycle(1, 'weekly', true)).toBeCloseTo(1, 12);
    expect(expiryLifecycle(0, 'weekly', true)).toBe(EXPIRY_DAY_RESIDUAL);
    expect(expiryLifecycle(0, 'monthly', false)).toBe(0.05);
    // Weekly, 5 sessions out: e^{−1}·(1 − e^{−20/4})/(1 − e^{−24/4}) = 0.366309.
    expect(expiryLifecycle(5, 'weekly', true)).toBeCloseTo(0.366309, 6);
    // NIFTY monthly, 16 out: (0.8·e^{−15/4} + 0.2·e^{−15/20})·(1 − e^{−49/4})/(1 − e^{−64/4}) = 0.113287.
    expect(expiryLifecycle(16, 'monthly', true)).toBeCloseTo(0.113287, 6);
    // BANKNIFTY monthly, 20 out: (0.6·e^{−19/12} + 0.4·e^{−19/40})·(1 − e^{−45/4})/(…) = 0.371923.
    expect(expiryLifecycle(20, 'monthly', false)).toBeCloseTo(0.371923, 6);
    // Not listed yet: weeklies 25 sessions ahead, monthlies 65.
    expect(expiryLifecycle(25, 'weekly', true)).toBe(0);
    expect(expiryLifecycle(65, 'monthly', false)).toBe(0);
  });

  // The February 2026 monthly (Tuesday 24 Feb) over its last 20 sessions, on a seeded random walk
  // of daily closes (σ 1 %); totals are call + put contracts over strikes within ±15 %.
  const expiry = isoDate('2026-02-24');
  const sessions = nseCalendar.tradingDaysBetween(nseCalendar.addTradingDays(expiry, -19), expiry);

  function totals(symbol: string, start: number): { closes: number[]; expiryDay: number[] } {
    const rng = createRng('lifecycle-walk', symbol);
    const levels = [start, start, start];
    const closes: number[] = [];
    const expiryDay: number[] = [];
    for (const date of sessions) {
      const times = date === expiry ? ['10:00', '13:00', '15:00', '15:29'] : ['15:30'];
      for (const time of times) {
        const chain = buildOptionChain({
          symbol,
          spot: levels[0] ?? start,
          asOf: istDateTimeToUtc(date, time),
          atmVol: 0.14,
          seed: 'lifecycle',
          strikeRange: 0.15,
          referenceLevel: levels[0],
          previousReferenceLevel: levels[1],
          earlierReferenceLevel: levels[2],
          expiries: [{ date: expiry, kind: 'monthly' }],
        });
        const e = chain.expiries[0];
        if (!e) throw new Error('expiry not listed');
        const total =
          e.call.openInterest.reduce((s, x) => s + x, 0) + e.put.openInterest.reduce((s, x) => s + x, 0);
        (date === expiry ? expiryDay : closes).push(total);
      }
      levels.unshift((levels[0] ?? start) * Math.exp(0.01 * rng.normal()));
      levels.pop();
    }
    return { closes, expiryDay };
  }

  for (const [symbol, start, firstShare] of [
    ['BANKNIFTY', 58_000, 0.45],
    ['NIFTY', 25_000, 0.15],
  ] as const) {
    it(`${symbol}: builds over 19 sessions to a peak the day before expiry, then unwinds to near zero`, () => {
      const { closes, expiryDay } = totals(symbol, start);
      expect(closes).toHaveLength(19);
      const peak = Math.max(...closes);
      expect(closes[18]).toBe(peak);
      expect(closes[0] ?? 0).toBeLessThan(firstShare * peak);
      let rises = 0;
      for (let i = 1; i < closes.length; i++) if ((closes[i] ?? 0) > (closes[i - 1] ?? 0)) rises++;
      expect(rises).toBeGreaterThanOrEqual(16);
      // Expiry day: falling through the session, most of it in the last hour, near zero at 15:29.
      const [ten = 0, one = 0, three = 0, last = 0] = expiryDay;
      expect(ten).toBeGreaterThan(0.9 * peak);
      expect(one).toBeLessThan(ten);
      expect(three).toBeLessThan(0.6 * one);
      expect(last).toBeLessThan(0.1 * peak);
      expect(last).toBeGreaterThan(0.02 * peak);
    });
  }
});
