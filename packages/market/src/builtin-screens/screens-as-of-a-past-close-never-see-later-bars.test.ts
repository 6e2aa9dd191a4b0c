import { describe, expect, it } from 'vitest';
import { compileScreen } from '../screening/compile-screen';
import { evaluateSeries } from '../screening/evaluate-series';
import { runScreen } from '../screening/run-screen';
import { ScreenCache } from '../screening/screen-cache';
import type { ScreenBars } from '../screening/screen-universe';
import { barsFromCloses, tableUniverse } from '../screening/test-support';
import { BUILTIN_SCREENS } from './builtin-screen-catalogue';
import { runBuiltinScreen } from './run-builtin-screen';
import { countOnOrBefore, UniverseAsOf } from './universe-as-of';

/** A seeded zig-zag walk of `n` closes (deterministic, no Math.random). */
function walk(n: number, seed: number): number[] {
  let x = seed;
  let price = 100 + seed;
  return Array.from({ length: n }, () => {
    x = (x * 1103515245 + 12345) % 2147483648;
    price = Math.max(5, price * (1 + ((x % 2001) - 1000) / 25000));
    return Math.round(price * 100) / 100;
  });
}

const N = 420;
const closesOf = [1, 2, 3, 4, 5, 6].map((seed) => walk(N, seed));
const volumes = (seed: number) => Array.from({ length: N }, (_, t) => 1000 + ((t * 37 + seed * 101) % 900));
const universeOf = (closes: readonly (readonly number[])[]) =>
  tableUniverse(
    closes.map((c, k) => ({
      symbol: `S${k}`,
      daily: barsFromCloses(c, { volume: volumes(k).slice(0, c.length) }),
      indices: k % 2 === 0 ? ['NIFTY 50'] : [],
    })),
  );

const full = universeOf(closesOf);
const dates = full.bars(0, 'daily')?.dates ?? [];

describe('a screen as of the close of a past day', () => {
  it('counts the bars on or before a date', () => {
    expect(countOnOrBefore(['2024-01-01', '2024-01-02', '2024-01-03'], '2024-01-02')).toBe(2);
    expect(countOnOrBefore(['2024-01-01', '2024-01-02', '2024-01-03'], '2023-12-31')).toBe(0);
    expect(countOnOrBefore(['2024-01-01', '2024-01-02', '2024-01-03'], '2024-02-01')).toBe(3);
  });

  it('gives what the same rule gives on history cut at that day, for every screen without fundamentals', () => {
    for (const t of [300, 333, 419]) {
      const date = dates[t] ?? '';
      const cut = universeOf(closesOf.map((c) => c.slice(0, t + 1)));
      const asOf = new UniverseAsOf(full, date);
      for (const screen of BUILTIN_SCREENS.filter((s) => s.category !== 'fundamental')) {
        const expected = runBuiltinScreen(screen, cut);
        const got = runBuiltinScreen(screen, asOf);
        expect(got.symbols, `${screen.slug} on ${date}`).toEqual(expected.symbols);
        expect(got.values.map((v) => Array.from(v))).toEqual(expected.values.map((v) => Array.from(v)));
      }
    }
  });

  it('is not changed by later bars: wild prices and volumes after the day leave the answer as it was', () => {
    const wild = closesOf.map((c, k) => c.map((p, i) => (i <= 320 ? p : p * (k % 2 === 0 ? 3 : 0.2))));
    let matched = 0;
    for (const t of [300, 310, 320]) {
      const before = new UniverseAsOf(full, dates[t] ?? '');
      const after = new UniverseAsOf(universeOf(wild), dates[t] ?? '');
      for (const screen of BUILTIN_SCREENS.filter((s) => s.category !== 'fundamental')) {
        const a = runBuiltinScreen(screen, before).symbols;
        matched += a.length;
        expect(runBuiltinScreen(screen, after).symbols, `${screen.slug} at ${t}`).toEqual(a);
      }
    }
    // The comparison is not vacuous: the screens do match something on that day.
    expect(matched).toBeGreaterThan(5);
    // …whereas the live answers (the last bar) do differ.
    const live = (u: ReturnType<typeof universeOf>) =>
      BUILTIN_SCREENS.map((s) => runBuiltinScreen(s, u, { columns: false }).symbols.join());
    expect(live(universeOf(wild))).not.toEqual(live(full));
  });

  it('agrees with evaluateSeries at that bar', () => {
    const rule = compileScreen('weekly(close) > weekly(sma(close, 20)) and rsi(14) < 55');
    const t = 377;
    const asOf = new UniverseAsOf(full, dates[t] ?? '');
    const cache = new ScreenCache();
    const expected = closesOf.flatMap((_, k) => {
      const daily = full.bars(k, 'daily') as ScreenBars;
      return evaluateSeries(rule, { daily }, {}, { cache })[t] === 1 ? [`S${k}`] : [];
    });
    expect(runScreen(rule, asOf, { cache }).symbols).toEqual(expected);
  });

  it('shows prices as printed that day: a split after the day changes neither matches nor values', () => {
    const t = 300;
    const printed = closesOf[0] ?? [];
    // A 2:1 split after bar 320: printed prices halve, earlier bars carry factor 0.5.
    const splitCloses = printed.map((p, i) => (i > 320 ? p / 2 : p));
    const adjFactor = printed.map((_, i) => (i > 320 ? 1 : 0.5));
    const split = tableUniverse([{ symbol: 'S0', daily: barsFromCloses(splitCloses, { adjFactor }) }]);
    const plain = tableUniverse([{ symbol: 'S0', daily: barsFromCloses(printed) }]);
    const rule = compileScreen('close > 0 and sma(close, 50) > 0');
    const at = (u: typeof plain) => runScreen(rule, new UniverseAsOf(u, dates[t] ?? '')).columns;
    expect(at(split).map((c) => Array.from(c.values))).toEqual(at(plain).map((c) => Array.from(c.values)));
    expect(at(split)[0]?.values[0]).toBe(printed[t]);
  });

  it('has no bars before the first day, so nothing matches then', () => {
    const asOf = new UniverseAsOf(full, '2023-12-29');
    expect(asOf.bars(0, 'daily')).toBeUndefined();
    expect(runScreen(compileScreen('close > 0'), asOf).symbols).toEqual([]);
  });

  it('on a weekend day evaluates the Friday before it', () => {
    const friday = dates.findIndex((d, i) => i > 300 && new Date(`${d}T00:00:00Z`).getUTCDay() === 5);
    const saturday = new Date(`${dates[friday]}T00:00:00Z`);
    saturday.setUTCDate(saturday.getUTCDate() + 1);
    const asOf = new UniverseAsOf(full, saturday.toISOString().slice(0, 10));
    expect(asOf.bars(0, 'daily')?.close.length).toBe(friday + 1);
  });
});
