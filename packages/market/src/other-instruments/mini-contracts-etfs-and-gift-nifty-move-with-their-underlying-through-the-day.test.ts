import { describe, expect, it } from 'vitest';
import { type SessionDayBar, SessionPlayer } from '../live/session-player';
import { MarketState } from '../market-state/market-state';
import type { DailyColumnsInput } from '../market-state/market-state-types';
import { generateDailyHistory } from '../simulator/daily-history';
import { SESSION_MINUTES } from '../simulator/intraday-path';
import { universe, weekdays } from '../simulator/test-support';
import type { IsoDate } from '../units';
import { COMMODITIES, ETFS, GLOBAL_INDICES } from '../universe/universe';
import { generateOtherInstrumentsHistory } from './generate-other-instruments';
import { intradayReferences } from './intraday-coupling';

// Issue 16: on one simulated minute Gold was −1.11 % and Gold Mini +0.27 %, NIFTYBEES −1.01 % and
// NIFTY −0.23 %. Each instrument's day was an independent Brownian bridge through its own bar, so at
// 11:00 two instruments on one underlying were at unrelated points of their days. Played with
// `follows`, a mini contract rides its big contract's path, an ETF and GIFT Nifty the played NIFTY 50.
const SEED = 'related';
const dates = weekdays('2024-01-01', 120);
const instruments = universe(30, 3);
const NIFTY = 'NIFTY 50';
const constituents = instruments.slice(0, 20).map((i) => i.symbol);
const history = generateDailyHistory({
  seed: SEED,
  dates,
  instruments,
  indices: [{ symbol: NIFTY, constituents }],
});
const pick = <T extends { readonly symbol: string }>(list: readonly T[], symbols: readonly string[]) =>
  list.filter((d) => symbols.includes(d.symbol));
const others = generateOtherInstrumentsHistory({
  seed: SEED,
  dates,
  nseIndices: history.indices,
  etfs: pick(ETFS, ['NIFTYBEES', 'GOLDBEES']),
  commodities: pick(COMMODITIES, [
    'GOLD',
    'GOLDM',
    'GOLDGUINEA',
    'GOLDPETAL',
    'SILVER',
    'SILVERM',
    'SILVERMIC',
  ]),
  globalIndices: pick(GLOBAL_INDICES, ['GIFTNIFTY']),
});
const FIRST_PLAYED = dates.length - 3;

/** Pairs (follower, reference) and the allowed gap of their change % beyond the day's own, in pp. */
const PAIRS: readonly (readonly [string, string, number])[] = [
  ['GOLDM', 'GOLD', 0.05],
  ['GOLDGUINEA', 'GOLD', 0.05],
  ['GOLDPETAL', 'GOLD', 0.05],
  ['SILVERM', 'SILVER', 0.05],
  ['SILVERMIC', 'SILVER', 0.05],
  ['GOLDBEES', 'GOLD', 0.15],
  ['NIFTYBEES', NIFTY, 0.15],
  ['GIFTNIFTY', NIFTY, 0.15],
];

function initialState(): MarketState {
  const n = FIRST_PLAYED;
  const cut = (s: {
    open: Int32Array;
    high: Int32Array;
    low: Int32Array;
    close: Int32Array;
    volume: Float64Array;
  }) => ({
    open: s.open.subarray(0, n),
    high: s.high.subarray(0, n),
    low: s.low.subarray(0, n),
    close: s.close.subarray(0, n),
    volume: s.volume.subarray(0, n),
  });
  const symbols: DailyColumnsInput[] = [];
  for (const [symbol, s] of history.series) {
    symbols.push({ meta: { symbol, sector: 'S', isIndex: false, sharesOutstanding: 1e7 }, ...cut(s) });
  }
  for (const [symbol, s] of others.series) {
    symbols.push({ meta: { symbol, sector: 'OTHER', isIndex: true }, ...cut(s) });
  }
  const index = history.indices.get(NIFTY);
  if (!index) throw new Error(NIFTY);
  const hundredths = (p: Float64Array) => Int32Array.from(p.subarray(0, n), (x) => Math.round(x * 100));
  symbols.push({
    meta: { symbol: NIFTY, sector: 'INDEX', isIndex: true },
    open: hundredths(index.open),
    high: hundredths(index.high),
    low: hundredths(index.low),
    close: hundredths(index.close),
    volume: new Float64Array(n),
  });
  return new MarketState({ dates: dates.slice(0, n), symbols, sessionDate: dates[n] as IsoDate });
}

interface PlayedDay {
  readonly date: IsoDate;
  /** Change % (vs the previous close) of each symbol at the end of each session minute. */
  readonly change: Map<string, Float64Array>;
  /** The day's open, high, low and close as played, by symbol. */
  readonly ohlc: Map<string, readonly number[]>;
}

/** Plays the last three days of the window minute by minute, with or without the coupling. */
function playDays(coupled: boolean): PlayedDay[] {
  const state = initialState();
  const player = new SessionPlayer({
    state,
    seed: SEED,
    indices: [{ symbol: NIFTY, constituents, freeFloatShares: () => 1e7 }],
    ticks: new Map([...others.series].map(([symbol, s]) => [symbol, s.meta.tick])),
    ...(coupled ? { follows: intradayReferences(others.series) } : {}),
  });
  const watched = [...new Set(PAIRS.flatMap((pair) => [pair[0], pair[1]]))];
  const days: PlayedDay[] = [];
  for (let t = FIRST_PLAYED; t < dates.length; t++) {
    const date = dates[t] as IsoDate;
    const openMs = Date.parse(`${date}T03:45:00Z`);
    const bars = new Map<string, SessionDayBar>();
    for (const series of [history.series, others.series]) {
      for (const [symbol, s] of series) {
        bars.set(symbol, {
          open: s.open[t] ?? 0,
          high: s.high[t] ?? 0,
          low: s.low[t] ?? 0,
          close: s.close[t] ?? 0,
          volume: s.volume[t] ?? 0,
        });
      }
    }
    player.openDay(date, openMs, bars);
    const change = new Map(watched.map((symbol) => [symbol, new Float64Array(SESSION_MINUTES)]));
    for (let m = 0; m < SESSION_MINUTES; m++) {
      player.advanceTo(openMs + m * 60_000 + 59_000);
      for (const symbol of watched) {
        const q = state.quote(state.idOf(symbol) ?? -1);
        const column = change.get(symbol);
        if (column) column[m] = (q.ltp / q.prevClose - 1) * 100;
      }
    }
    const ohlc = new Map(
      watched.map((symbol) => {
        const q = state.quote(state.idOf(symbol) ?? -1);
        return [symbol, [q.open, q.high, q.low, q.ltp]] as const;
      }),
    );
    days.push({ date, change, ohlc });
  }
  return days;
}

/** The largest |change % of a − change % of b| beyond the larger of their gaps at the first and last minute. */
function excessGap(day: PlayedDay, a: string, b: string): { readonly excess: number; readonly max: number } {
  const ca = day.change.get(a);
  const cb = day.change.get(b);
  if (!ca || !cb) throw new Error(`${a}/${b} not played`);
  const gap = (m: number) => (ca[m] ?? 0) - (cb[m] ?? 0);
  const own = Math.max(Math.abs(gap(0)), Math.abs(gap(SESSION_MINUTES - 1)));
  let max = 0;
  for (let m = 0; m < SESSION_MINUTES; m++) max = Math.max(max, Math.abs(gap(m)));
  return { excess: max - own, max };
}

const coupledDays = playDays(true);

describe('instruments that share an underlying move together through the day', () => {
  for (const [follower, reference, bound] of PAIRS) {
    it(`${follower} stays within ${bound} pp of ${reference}'s change % beyond the day's own basis, every minute`, () => {
      for (const day of coupledDays) {
        const { excess } = excessGap(day, follower, reference);
        expect(excess, `${day.date}`).toBeLessThanOrEqual(bound);
      }
    });
  }

  it('every follower still prints its own daily bar exactly (open, high, low, close)', () => {
    for (const day of coupledDays) {
      const t = dates.indexOf(day.date);
      for (const [follower] of PAIRS) {
        const s = others.series.get(follower);
        if (!s) throw new Error(follower);
        expect(day.ohlc.get(follower), `${follower} ${day.date}`).toEqual([
          s.open[t],
          s.high[t],
          s.low[t],
          s.close[t],
        ]);
      }
    }
  });

  it('played independently (the old behaviour), the same pairs drift far apart during the day', () => {
    const independent = playDays(false);
    let breaches = 0;
    for (const day of independent) {
      for (const [follower, reference, bound] of PAIRS) {
        if (excessGap(day, follower, reference).excess > bound) breaches++;
      }
    }
    expect(breaches).toBeGreaterThan(PAIRS.length);
  });
});
