import { describe, expect, it } from 'vitest';
import { barsFromCloses, ramp, tableUniverse } from '../screening/test-support';
import { findBuiltinScreenAnywhere } from './builtin-screen-catalogue';
import { runBuiltinScreen } from './run-builtin-screen';

const screen = (slug: string) => {
  const found = findBuiltinScreenAnywhere(slug);
  if (!found) throw new Error(`No screen ${slug}`);
  return found;
};

// Fundamentals only (no bars are needed for a rule that reads none).
const companies = tableUniverse([
  // P/E 12 × P/B 1.2 = 14.4: every Graham test passes.
  { symbol: 'CHEAP', numbers: { eps: 10, pe: 12, pb: 1.2, debt_to_equity: 0.5, market_cap: 800 } },
  // P/B 2.2 is above 1.5 but P/E 10 × 2.2 = 22 < 22.5: Graham's product rule lets it through.
  { symbol: 'PRODUCT', numbers: { eps: 5, pe: 10, pb: 2.2, debt_to_equity: 0.2, market_cap: 900 } },
  // 10 × 2.3 = 23 ≥ 22.5.
  { symbol: 'BOOKY', numbers: { eps: 5, pe: 10, pb: 2.3, debt_to_equity: 0.2 } },
  { symbol: 'PRICEY', numbers: { eps: 5, pe: 16, pb: 1, debt_to_equity: 0.2 } },
  { symbol: 'LOSS', numbers: { eps: -1, pe: -5, pb: 0.5, debt_to_equity: 0.2 } },
  { symbol: 'LEVERED', numbers: { eps: 5, pe: 8, pb: 1, debt_to_equity: 1.2 } },
  // No P/B known: the product is unknown, so the screen cannot say yes.
  { symbol: 'NOBOOK', numbers: { eps: 5, pe: 8, debt_to_equity: 0.2 } },
]);

describe('built-in screens on hand-made universes', () => {
  it('Graham value keeps P/E < 15 with P/E × P/B < 22.5, profitable and debt below equity', () => {
    const result = runBuiltinScreen(screen('graham-value'), companies);
    expect(result.symbols).toEqual(['CHEAP', 'PRODUCT']);
    // Columns: P/E, P/B, P/E × P/B, debt/equity, market cap.
    expect(result.values.map((v) => Array.from(v))).toEqual([
      [12, 10],
      [1.2, 2.2],
      [12 * 1.2, 10 * 2.2],
      [0.5, 0.2],
      [800, 900],
    ]);
  });

  it('PEG below one needs a P/E lower than the profit growth rate', () => {
    const peg = tableUniverse([
      { symbol: 'GARP', numbers: { pe: 10, profit_growth: 20, roe: 15 } }, // PEG 0.5
      { symbol: 'FAIR', numbers: { pe: 20, profit_growth: 20, roe: 15 } }, // PEG 1: not below
      { symbol: 'SLOW', numbers: { pe: 30, profit_growth: 20, roe: 15 } }, // PEG 1.5
      { symbol: 'SHRINK', numbers: { pe: 10, profit_growth: -5, roe: 15 } },
      { symbol: 'POOR', numbers: { pe: 10, profit_growth: 20, roe: 8 } },
    ]);
    const result = runBuiltinScreen(screen('peg-below-one'), peg);
    expect(result.symbols).toEqual(['GARP']);
    expect(result.values[2]?.[0]).toBe(0.5);
  });

  // 300 bars: UP rises by 1 a day, DOWN falls by 1, FLAT stays at 100.
  const trends = tableUniverse([
    { symbol: 'UP', daily: barsFromCloses(ramp(300, 100, 1)) },
    { symbol: 'DOWN', daily: barsFromCloses(ramp(300, 400, -1)) },
    { symbol: 'FLAT', daily: barsFromCloses(new Array(300).fill(100)) },
  ]);
  const symbols = (slug: string) => runBuiltinScreen(screen(slug), trends).symbols;

  it('reads RSI and the EMA stack off straight lines', () => {
    // Only gains: RSI 100; only losses: RSI 0; no change at all: 100 (the language's rule: no loss).
    expect(symbols('rsi-overbought')).toEqual(['UP', 'FLAT']);
    expect(symbols('rsi-oversold')).toEqual(['DOWN']);
    // An EMA of a line lags it by (n − 1)/2 bars: close > EMA 20 > EMA 50 > EMA 200 on the way up.
    expect(symbols('bullish-ema-stack')).toEqual(['UP']);
    expect(symbols('bearish-ema-stack')).toEqual(['DOWN']);
    // A line's 20-day standard deviation is constant, so the width as % of the middle band shrinks
    // every day on the way up (today is the narrowest) and grows on the way down; FLAT's is 0 = lowest.
    expect(symbols('bollinger-squeeze')).toEqual(['UP', 'FLAT']);
  });

  /**
   * 150 bars at 120, 100 bars at 100, then k bars at 110. For k ≤ 50 the last 200 bars are k at
   * 110, 100 at 100 and 100 − k at 120: SMA 200 = 110 − 0.05k, SMA 50 = 100 + 0.2k. They are equal
   * (108) at k = 40, so SMA 50 is first above at k = 41; the screen (crossed within 5 sessions:
   * above now, not above 5 bars ago) holds for k = 41..45.
   */
  const goldenCross = (k: number) =>
    runBuiltinScreen(
      screen('golden-cross'),
      tableUniverse([
        {
          symbol: `K${k}`,
          daily: barsFromCloses([
            ...new Array(150).fill(120),
            ...new Array(100).fill(100),
            ...new Array(k).fill(110),
          ]),
        },
      ]),
    ).symbols;

  it('finds a golden cross only within five sessions of the cross', () => {
    expect([39, 40, 41, 43, 45, 46, 60].filter((k) => goldenCross(k).length === 1)).toEqual([41, 43, 45]);
  });

  it('needs volume above 1.5 × the 20-day average for a new 52-week high', () => {
    const closes = ramp(260, 100, 1);
    const quiet = barsFromCloses(closes);
    const loud = barsFromCloses(closes, { volume: [...new Array(259).fill(1000), 1600] });
    const louder = barsFromCloses(closes, { volume: [...new Array(259).fill(1000), 1700] });
    const result = runBuiltinScreen(
      screen('new-52-week-high-on-volume'),
      tableUniverse([
        { symbol: 'QUIET', daily: quiet },
        // avg_volume(20) = (19 × 1000 + 1600)/20 = 1030; 1.5 × 1030 = 1545 < 1600.
        { symbol: 'LOUD', daily: loud },
        { symbol: 'LOUDER', daily: louder },
      ]),
    );
    expect(result.symbols).toEqual(['LOUD', 'LOUDER']);
    // Volume ÷ 20-day average: 1600 / 1030 and 1700 / 1035.
    expect(Array.from(result.values[1] ?? [])).toEqual([1600 / 1030, 1700 / 1035]);
  });

  it('uses index membership in the NIFTY 50 screen', () => {
    // A dip after a long rise: close above SMA 200 and RSI under 40.
    const closes = [...ramp(250, 100, 1), ...ramp(10, 345, -5)];
    const bars = barsFromCloses(closes);
    const result = runBuiltinScreen(
      screen('nifty-50-leaders-oversold'),
      tableUniverse([
        { symbol: 'IN', daily: bars, indices: ['NIFTY 50'] },
        { symbol: 'OUT', daily: bars, indices: ['NIFTY NEXT 50'] },
      ]),
    );
    expect(result.symbols).toEqual(['IN']);
    expect(result.values[0]?.[0]).toBeLessThan(40);
  });
});
