import { describe, expect, it } from 'vitest';
import { OPTION_STRATEGIES } from './catalogue';
import { resolveStrategy } from './resolve-strategy';
import { strategyPayoff } from './strategy-payoff';
import { expiryPnlByHand, MARKET, priceAtModel } from './test-support';

// Every catalogue strategy placed on the NIFTY-like market of test-support.ts (ATM 23,000, step
// 50, lot 75), priced at the model, and its expiry curve compared with the legs' payoffs written
// out independently: intrinsic values minus premiums for the near expiry, Black–Scholes for the
// next-expiry legs of calendars and diagonals at the near expiry.

const { asOf, near, next, spot, strikeStep, lotSize, rate, dividendYield } = MARKET;
/** Grid 20,000 … 26,000 every 25 points, so every strike is a grid point. */
const FROM = 20_000;
const TO = 26_000;
const POINTS = 241;
const CHECKED = [20_000, 21_500, 22_500, 22_875, 23_000, 23_050, 23_275, 24_000, 25_150, 26_000];

describe.each(OPTION_STRATEGIES.map((s) => [s.id, s] as const))('%s', (_id, definition) => {
  const legs = priceAtModel(
    resolveStrategy(definition, { atmStrike: spot, strikeStep, expiries: { near, next } }),
  );
  const result = strategyPayoff({
    legs,
    lotSize,
    spot,
    asOf,
    rate,
    dividendYield,
    from: FROM,
    to: TO,
    points: POINTS,
    // Futures-only positions have no option IV to describe the underlying: the ATM IV is passed.
    ...(legs.some((l) => l.iv !== undefined) ? {} : { referenceVolatility: 0.14 }),
  });
  const scale = lotSize * spot * 1e-9;

  it(`pays at expiry at ${CHECKED.length} prices what its legs pay`, () => {
    for (const s of CHECKED) {
      const i = Math.round((s - FROM) / 25);
      expect(result.prices[i]).toBeCloseTo(s, 9);
      expect(result.atExpiry[i], `at ${s}`).toBeCloseTo(expiryPnlByHand(legs, s), 6);
    }
  });

  it('reports breakevens where that P&L is zero, and extremes the grid never exceeds', () => {
    for (const b of result.breakevens)
      expect(Math.abs(expiryPnlByHand(legs, b)), `at ${b}`).toBeLessThan(1e-4);
    const gridMax = Math.max(...result.atExpiry);
    const gridMin = Math.min(...result.atExpiry);
    if (result.maxProfit !== 'unlimited') expect(result.maxProfit).toBeGreaterThanOrEqual(gridMax - scale);
    if (result.maxLoss !== 'unlimited') expect(result.maxLoss).toBeGreaterThanOrEqual(-gridMin - scale);
    // Strictly between two consecutive breakevens the P&L keeps one sign.
    const edges = [FROM, ...result.breakevens.filter((b) => b > FROM && b < TO), TO];
    for (let k = 0; k + 1 < edges.length; k++) {
      const a = edges[k] ?? FROM;
      const b = edges[k + 1] ?? TO;
      const signs = new Set(
        [0.1, 0.3, 0.5, 0.7, 0.9].map((t) => Math.sign(Math.round(expiryPnlByHand(legs, a + t * (b - a))))),
      );
      signs.delete(0);
      expect(signs.size, `between ${a} and ${b}`).toBeLessThanOrEqual(1);
    }
    expect(result.probabilityOfProfit).toBeGreaterThanOrEqual(0);
    expect(result.probabilityOfProfit).toBeLessThanOrEqual(1);
  });

  it("says 'unlimited' exactly where the catalogue's text does", () => {
    expect(result.maxProfit === 'unlimited').toBe(definition.maxProfit.startsWith('Unlimited'));
    expect(result.maxLoss === 'unlimited').toBe(definition.maxLoss.startsWith('Unlimited'));
  });

  if (!definition.legs.some((l) => l.expiry === 'next')) {
    it('has finite extremes equal to the best and worst of the hand P&L over S = 0 and the strikes', () => {
      const candidates = [0, ...legs.flatMap((l) => (l.strike === null ? [] : [l.strike]))].map((s) =>
        expiryPnlByHand(legs, s),
      );
      if (result.maxProfit !== 'unlimited') expect(result.maxProfit).toBeCloseTo(Math.max(...candidates), 6);
      if (result.maxLoss !== 'unlimited') expect(result.maxLoss).toBeCloseTo(-Math.min(...candidates), 6);
    });
  }

  it('is worth nothing at spot on the T+0 curve, since every leg entered at its model price', () => {
    const i = Math.round((spot - FROM) / 25);
    expect(result.atDate[i]).toBeCloseTo(0, 6);
  });
});
