import { describe, expect, it } from 'vitest';
import { aggregateIntradayBars } from '../simulator/intraday-bars';
import { generateIntradayPath } from '../simulator/intraday-path';
import { isoDate } from '../units';
import { type BackfillSymbol, backfillSignals, daysAfterFromHistory } from './backfill';
import { SignalEngine } from './engine';
import type { IntradayColumns } from './signal-types';
import { dailyFromCloses, randomUniverse, sliceColumns } from './test-support';

const DAYS = 266;
const universe: BackfillSymbol[] = randomUniverse(11, 12, DAYS).map(({ symbol, sector, daily }) => ({
  symbol,
  sector,
  daily,
}));
const bySymbol = new Map(universe.map((s) => [s.symbol, s.daily]));
const cache = new Map<string, IntradayColumns>();

/** The simulator's 15-minute bars of a past day, conditioned on its daily bar (deterministic). */
function m15ForDay(symbol: string, day: number): IntradayColumns | undefined {
  const daily = bySymbol.get(symbol);
  if (!daily || day < 0 || day >= daily.close.length) return undefined;
  const key = `${symbol}:${day}`;
  const known = cache.get(key);
  if (known) return known;
  const path = generateIntradayPath({
    seed: 'signals-backfill',
    symbol,
    date: isoDate(`2026-0${1 + (Math.floor(day / 28) % 9)}-${String(1 + (day % 28)).padStart(2, '0')}`),
    open: daily.open[day] ?? 0,
    high: daily.high[day] ?? 0,
    low: daily.low[day] ?? 0,
    close: daily.close[day] ?? 0,
    volume: daily.volume[day] ?? 0,
  });
  const bars = aggregateIntradayBars(path, 900);
  cache.set(key, bars);
  return bars;
}

describe('backfill', () => {
  const input = {
    universe,
    fromDay: 260,
    toDay: DAYS,
    m15ForDay,
    barCloseTime: (day: number, bar: number) => day * 100 + bar,
  };
  const replayed = backfillSignals(input);

  it('produces what the live scan would have stored each day, stamped with the day and the caller’s times', () => {
    expect(replayed.length).toBeGreaterThan(0);
    const expected = [];
    for (let day = 260; day < DAYS; day++) {
      const engine = new SignalEngine();
      const live = universe.flatMap((s) => {
        const m15 = m15ForDay(s.symbol, day);
        if (!m15) return [];
        return [{ ...s, daily: sliceColumns(s.daily, day), m15, m15Previous: m15ForDay(s.symbol, day - 1) }];
      });
      for (let bar = 0; bar < 25; bar++)
        expected.push(...engine.scanAt(live, bar, day * 100 + bar).map((s) => ({ ...s, day })));
    }
    expect(replayed).toEqual(expected);
  });

  it('does not depend on the history after the replayed days', () => {
    const cut = universe.map((s) => ({ ...s, daily: sliceColumns(s.daily, DAYS) }));
    expect(backfillSignals({ ...input, universe: cut })).toEqual(replayed);
  });

  it('gives the following days on the signal day’s printed basis for outcomes', () => {
    const daily = dailyFromCloses([10_000, 10_000, 5_000, 5_100], 1, 0);
    daily.adjFactor.set([0.5, 0.5, 1, 1]);
    // After a 1:2 split on day 2, the signal of day 1 (printed 10,000) sees closes 10,000 and 10,200.
    expect(Array.from(daysAfterFromHistory(daily, 1).close)).toEqual([10_000, 10_200]);
  });
});
