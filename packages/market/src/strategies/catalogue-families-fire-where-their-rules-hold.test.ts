import { describe, expect, it } from 'vitest';
import { STRATEGIES, STRATEGY_FAMILIES } from './catalogue';
import { compileStrategy } from './strategy-signals';
import { barsFromRows, choppyBars, firedBars, m15Dates, rowsFromCloses } from './test-support';

const flat = (n: number, close = 100) => new Array<number>(n).fill(close);
const daily = (closes: readonly number[], volume?: number) => ({
  daily: barsFromRows(rowsFromCloses(closes, volume)),
});
/** Flat bars at 100 (high 101, low 99, volume 1000) followed by the given rows. */
const flatThen = (n: number, ...rows: number[][]) => ({
  daily: barsFromRows([...rowsFromCloses(flat(n)), ...rows]),
});

describe('the strategy catalogue', () => {
  it('ships more than 125 strategies with unique ids, each compiling', () => {
    expect(STRATEGIES.length).toBe(152);
    expect(new Set(STRATEGIES.map((s) => s.id)).size).toBe(STRATEGIES.length);
    for (const s of STRATEGIES) expect(() => compileStrategy(s), s.id).not.toThrow();
  });

  it('keeps the two seed strategies with their rules', () => {
    const sma = STRATEGIES.find((s) => s.id === 'sma-cross-20-50');
    expect(sma).toMatchObject({
      name: 'SMA 20/50 crossover',
      entry: 'crosses_above(sma(close, 20), sma(close, 50))',
      stopLossPercent: 8,
      targetPercent: 0,
    });
    expect(STRATEGIES.find((s) => s.id === 'rsi-reversal-14-30-70')).toMatchObject({
      entry: 'crosses_above(rsi(14), 30)',
      exit: 'crosses_above(rsi(14), 70)',
      stopLossPercent: 6,
      targetPercent: 12,
    });
  });

  it('has a stop on every member, shorts only intraday, and every family listed', () => {
    for (const s of STRATEGIES) {
      expect(s.stopLossPercent, s.id).toBeGreaterThan(0);
      if (s.side === 'short') expect(s.product, s.id).toBe('intraday');
      if (s.timeframe === 'm15') expect(s.entry.startsWith('m15(')).toBe(true);
    }
    expect(new Set(STRATEGIES.map((s) => s.family))).toEqual(new Set(STRATEGY_FAMILIES.map((f) => f.family)));
  });

  it('has members that are distinct rules (no two with the same entry, exit, stop and target)', () => {
    const keys = STRATEGIES.map((s) =>
      [s.entry, s.exit, s.stopLossPercent, s.targetPercent, s.side].join('|'),
    );
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('every member fires sometimes, never always, on a choppy or a calm random walk', () => {
  const choppy = { daily: choppyBars(2500, 7) };
  const calm = { daily: choppyBars(2500, 5, { gap: 0.01, move: 0.03 }) };
  const m15 = {
    daily: choppy.daily,
    m15: choppyBars(40 * 25, 11, { dates: m15Dates(40, 25), gap: 0.004, move: 0.01 }),
  };
  it.each(STRATEGIES.map((s) => [s.id, s.timeframe] as const))('%s', (id, timeframe) => {
    const runs = timeframe === 'm15' ? [firedBars(id, m15)] : [firedBars(id, choppy), firedBars(id, calm)];
    const n = timeframe === 'm15' ? 1000 : 2500;
    expect(Math.max(...runs.map((r) => r.entries.length))).toBeGreaterThan(0);
    for (const { entries } of runs) expect(entries.length).toBeLessThan(n / 4);
    expect(Math.max(...runs.map((r) => r.exits.length))).toBeGreaterThan(0);
  });
});

describe('crafted series: each family fires on the bar its rule describes, and not otherwise', () => {
  it('SMA 5/20: on the first bar the 5-day average rises above the 20-day one', () => {
    // bar 30: SMA5 = (4×100 + 110)/5 = 102 > SMA20 = (19×100 + 110)/20 = 100.5; bar 29 equal
    expect(firedBars('sma-cross-5-20', daily([...flat(30), 110])).entries).toEqual([30]);
    expect(firedBars('sma-cross-5-20', daily(flat(40))).entries).toEqual([]);
  });

  it('Donchian 10/5: a close above the previous 10-day high (101)', () => {
    expect(firedBars('donchian-10-5', flatThen(15, [100, 102.5, 99.5, 102])).entries).toEqual([15]);
    expect(firedBars('donchian-10-5', flatThen(15, [100, 101, 99.5, 100.9])).entries).toEqual([]);
  });

  it('Volume breakout 20, 2× vs 3×: volume 3,000 against a 20-day average of 1,100', () => {
    const bars = flatThen(30, [100, 106, 100, 105, 3000]);
    expect(firedBars('volume-breakout-20-2x', bars).entries).toEqual([30]); // 3000 > 2200
    expect(firedBars('volume-breakout-20-3x', bars).entries).toEqual([]); // 3000 < 3300
  });

  it('52-week high: a close above the previous 252-day high on volume, not on average volume', () => {
    expect(firedBars('high52-sma20-vol1p5', flatThen(260, [100, 106, 100, 105, 2000])).entries).toEqual([
      260,
    ]);
    expect(firedBars('high52-sma20-vol1', flatThen(260, [100, 106, 100, 105, 1000])).entries).toEqual([]);
  });

  it('Gap up 2 %: open above 101 × 1.02 = 103.02 and a close above the open', () => {
    expect(firedBars('gap-up-2', flatThen(5, [104, 106, 103.5, 105])).entries).toEqual([5]);
    expect(firedBars('gap-up-2', flatThen(5, [103, 106, 102.5, 105])).entries).toEqual([]);
    expect(firedBars('gap-up-2', flatThen(5, [104, 104.5, 102, 103])).entries).toEqual([]);
  });

  it('Gap-down reversal 2 %: open below 99 × 0.98 = 97.02 and a close above the open', () => {
    expect(firedBars('gap-down-reversal-2', flatThen(5, [96, 98.5, 95.5, 98])).entries).toEqual([5]);
    expect(firedBars('gap-down-reversal-2', flatThen(5, [96, 96.5, 94, 95])).entries).toEqual([]);
  });

  it('Mean reversion 5 % below SMA(20): 94 < 0.95 × 99.7 = 94.715, but 95 > 94.76', () => {
    expect(firedBars('sma-deviation-20-5', daily([...flat(25), 94])).entries).toEqual([25]);
    expect(firedBars('sma-deviation-20-5', daily([...flat(25), 95])).entries).toEqual([]);
  });

  it('ROC(10) above 5 %: a 6 % jump crosses 5, not 10', () => {
    const bars = daily([...flat(60), 106]);
    expect(firedBars('roc-10-5', bars).entries).toEqual([60]);
    expect(firedBars('roc-10-10', bars).entries).toEqual([]);
  });

  it('Stochastic %K(5) 20/80: %K goes 10 → 10 → 50 and fires on the rise through 20', () => {
    // bar 5: (100 − 99)/(109 − 99) = 10 %; bar 6: (103 − 99)/(107 − 99) = 50 %
    expect(firedBars('stochastic-5-20', daily([110, 108, 106, 104, 102, 100, 103])).entries).toEqual([6]);
    expect(firedBars('stochastic-5-15', daily([110, 108, 106, 104, 102, 100, 99])).entries).toEqual([]);
  });

  it('Supertrend and Keltner stay silent on a flat market', () => {
    for (const id of ['supertrend-10-3', 'keltner-breakout-2', 'bb-breakout-20-2', 'macd-cross-12-26-9'])
      expect(firedBars(id, daily(flat(300))).entries, id).toEqual([]);
  });
});

describe('crafted 15-minute sessions', () => {
  // One session of four bars; high/low = close ± 1 and equal volume, so VWAP = mean of closes.
  const session = (closes: number[]) => {
    const m15 = barsFromRows(rowsFromCloses(closes), m15Dates(1, closes.length));
    return { daily: barsFromRows(rowsFromCloses([closes.at(-1) ?? 0])), m15 };
  };

  it('VWAP cross: long on the close above VWAP (12 > 9.75), short on the close below (9 < 9.5)', () => {
    const bars = session([10, 9, 8, 12]);
    expect(firedBars('m15-vwap-long-0p5-1', bars).entries).toEqual([3]);
    expect(firedBars('m15-vwap-short-0p5-1', bars).entries).toEqual([1]);
  });

  it('30-minute opening range: long above the first two bars’ high (13), short never below 9', () => {
    const bars = session([10, 12, 11, 14]);
    expect(firedBars('m15-orb-long-30', bars).entries).toEqual([3]);
    expect(firedBars('m15-orb-short-30', bars).entries).toEqual([]);
  });
});
