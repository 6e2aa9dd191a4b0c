import { describe, expect, it } from 'vitest';
import { MarketState } from '../market-state/market-state';
import { snapPricesToTick } from '../other-instruments/intraday-on-tick';
import { generateDailyHistory } from '../simulator/daily-history';
import { aggregateIntradayBars, rollUpIntradayBars } from '../simulator/intraday-bars';
import { generateIntradayPath } from '../simulator/intraday-path';
import { universe, weekdays } from '../simulator/test-support';
import type { IsoDate } from '../units';
import { SessionPlayer } from './session-player';

// The player records each minute's OHLCV as it applies the prints; that must equal the bars built
// from the whole 1-second path (what minuteBars used to regenerate on every call), whether the day
// was played second by second, caught up in one call, or a mix of both.
const dates = weekdays('2024-01-01', 60);
const instruments = universe(4, 2);
const history = generateDailyHistory({ seed: 'minutes', dates, instruments });
const last = dates.length - 1;
const today = dates[last] as IsoDate;
const OPEN_MS = Date.parse(`${today}T03:45:00Z`);

function playerAt(): {
  player: SessionPlayer;
  bar: (symbol: string) => { open: number; high: number; low: number; close: number; volume: number };
} {
  const symbols = instruments.map((spec) => {
    const s = history.series.get(spec.symbol);
    if (!s) throw new Error(spec.symbol);
    return {
      meta: { symbol: spec.symbol, sector: spec.sector, isIndex: false, sharesOutstanding: 1e7 },
      open: s.open.subarray(0, last),
      high: s.high.subarray(0, last),
      low: s.low.subarray(0, last),
      close: s.close.subarray(0, last),
      volume: s.volume.subarray(0, last),
    };
  });
  const state = new MarketState({ dates: dates.slice(0, last), symbols, sessionDate: today });
  const player = new SessionPlayer({ state, seed: 'minutes' });
  const bar = (symbol: string) => {
    const s = history.series.get(symbol);
    if (!s) throw new Error(symbol);
    return {
      open: s.open[last] ?? 0,
      high: s.high[last] ?? 0,
      low: s.low[last] ?? 0,
      close: s.close[last] ?? 0,
      volume: s.volume[last] ?? 0,
    };
  };
  player.openDay(today, OPEN_MS, new Map(instruments.map((i) => [i.symbol, bar(i.symbol)])));
  return { player, bar };
}

function expectedBars(
  symbol: string,
  bar: ReturnType<ReturnType<typeof playerAt>['bar']>,
  lastSecond: number,
) {
  const path = generateIntradayPath({ seed: 'minutes', symbol, date: today, sessionOpenMs: OPEN_MS, ...bar });
  snapPricesToTick(path.price, 5);
  return aggregateIntradayBars(path, 60, lastSecond);
}

const columns = (b: {
  open: Int32Array;
  high: Int32Array;
  low: Int32Array;
  close: Int32Array;
  volume: Float64Array;
  count: number;
}) => ({
  open: Array.from(b.open.subarray(0, b.count)),
  high: Array.from(b.high.subarray(0, b.count)),
  low: Array.from(b.low.subarray(0, b.count)),
  close: Array.from(b.close.subarray(0, b.count)),
  volume: Array.from(b.volume.subarray(0, b.count)),
});

describe('minute bars recorded while playing', () => {
  it('equal the bars of the 1-second path after a catch-up and then second-by-second play', () => {
    const { player, bar } = playerAt();
    const caughtUp = 95 * 60 + 20; // 10:50:20
    player.advanceTo(OPEN_MS + caughtUp * 1000);
    for (let s = caughtUp + 1; s <= caughtUp + 75; s++) player.advanceTo(OPEN_MS + s * 1000);
    for (const spec of instruments) {
      const mine = player.minuteBars(spec.symbol);
      const theirs = expectedBars(spec.symbol, bar(spec.symbol), caughtUp + 75);
      expect(mine?.count).toBe(theirs.count);
      expect(columns(mine ?? theirs)).toEqual(columns(theirs));
      expect(mine?.vwap.at(-1)).toBeCloseTo(theirs.vwap.at(-1) ?? 0, 6);
      expect(mine?.lastComplete).toBe(false);
    }
  });

  it('roll up into the 15-minute bars the signal engine scans, and end on the day bar', () => {
    const { player, bar } = playerAt();
    player.advanceTo(OPEN_MS + 22_500_000);
    const symbol = instruments[1]?.symbol ?? '';
    const m15 = player.bars(symbol, 15);
    const theirs = rollUpIntradayBars(expectedBars(symbol, bar(symbol), 22_499), 15);
    expect(m15?.count).toBe(25);
    expect(columns(m15 ?? theirs)).toEqual(columns(theirs));
    const day = bar(symbol);
    expect(Math.max(...(m15?.high ?? []))).toBe(day.high);
    expect(Math.min(...(m15?.low ?? []))).toBe(day.low);
    expect(m15?.close[24]).toBe(day.close);
    expect(Array.from(m15?.volume ?? []).reduce((a, b) => a + b, 0)).toBeCloseTo(day.volume, 6);
  });
});
