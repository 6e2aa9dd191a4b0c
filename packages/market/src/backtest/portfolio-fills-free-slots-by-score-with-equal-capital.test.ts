import { describe, expect, it } from 'vitest';
import { portfolioBacktest } from './run-backtest';
import { barLabels, barsFromRupees, signalAt } from './test-bars';

const n = 6;
const flat = barsFromRupees(Array.from({ length: n }, () => [100, 100, 100, 100] as const));
const dates = barLabels(n);
const score = new Float64Array(n);

// Three stocks fire on bar 0 with scores A 1, B 3, C 2; two slots. B exits on bar 2; A fires again on 3.
const result = portfolioBacktest(
  dates,
  [
    {
      symbol: 'A',
      bars: flat,
      entries: signalAt(n, 0, 3),
      exits: new Uint8Array(n),
      score: score.map(() => 1),
    },
    { symbol: 'B', bars: flat, entries: signalAt(n, 0), exits: signalAt(n, 2), score: score.map(() => 3) },
    { symbol: 'C', bars: flat, entries: signalAt(n, 0), exits: new Uint8Array(n), score: score.map(() => 2) },
  ],
  { initialCapitalPaise: 1_000_000, maxOpenPositions: 2 },
);

describe('portfolio of three signals for two slots', () => {
  it('takes the two best scores first and the third once a slot frees', () => {
    expect(result.trades.map((t) => [t.symbol, t.entryIndex, t.exitIndex, t.reason])).toEqual([
      ['B', 1, 3, 'signal'],
      ['C', 1, 5, 'end'],
      ['A', 4, 5, 'end'],
    ]);
  });

  it('gives each slot equity / 2, capped by the cash left', () => {
    // B: ₹5,000 at ₹100 → 50 shares (₹5,000 + charges ≤ ₹10,000 cash).
    // C: ₹5,000 but only ₹5,000 − B's buy charges in cash → 49 shares.
    const [b, c, a] = result.trades;
    expect(b?.quantity).toBe(50);
    expect(c?.quantity).toBe(49);
    // A enters with the previous close's equity / 2 ≈ ₹4,997 (after charges so far) → 49 shares.
    expect(a?.quantity).toBe(49);
  });

  it('keeps one equity curve: initial capital less every charge at flat prices', () => {
    const charges = result.trades.reduce((sum, t) => sum + t.chargesPaise, 0);
    expect(result.equityPaise[n - 1]).toBe(1_000_000 - charges);
    expect(result.metrics.totalChargesPaise).toBe(charges);
  });

  it('ranks a tie by instrument order', () => {
    const tie = portfolioBacktest(
      dates,
      ['X', 'Y', 'Z'].map((symbol) => ({
        symbol,
        bars: flat,
        entries: signalAt(n, 0),
        exits: new Uint8Array(n),
      })),
      { initialCapitalPaise: 1_000_000, maxOpenPositions: 1 },
    );
    expect(tie.trades.map((t) => t.symbol)).toEqual(['X']);
  });
});
