/**
 * The simulated NSE market's fixed window: every equity of the universe and every NSE index, daily
 * from `SIMULATION_WINDOW.first` to `.last`, anchored so each stock closes at its approximate real
 * price (and each index at its approximate level) on `SIMULATION_WINDOW.anchor`.
 *
 * Why a fixed window: the same seed must give the same history whatever day the server starts, so
 * the dates cannot depend on "today". The window runs years past today so a running server always
 * has its next trading day's bar; days after today are never shown before their session is played.
 */

import type { NseCalendar } from '../calendar/nse-calendar';
import { simulationCalendar } from '../calendar/projected-years';
import { type IndiaVixHistory, simulateIndiaVixHistory } from '../options/india-vix-history';
import { generateOtherInstrumentsHistory } from '../other-instruments/generate-other-instruments';
import { snapPriceToTick } from '../other-instruments/intraday-on-tick';
import type {
  OtherInstrumentMeta,
  OtherInstrumentSeries,
  OtherInstrumentsHistory,
} from '../other-instruments/types';
import { nifty50DailyCloses } from '../reference-data/nifty-50-daily-closes';
import {
  type DailyHistory,
  generateDailyHistory,
  type IndexSpec,
  indexConstituentOf,
} from '../simulator/daily-history';
import { indexWeightAt } from '../simulator/index-calculator';
import { type IsoDate, isoDate } from '../units';
import { type Equity, INDICES, simulatorInstruments } from '../universe/universe';
import type { IndexDayBasis, LiveIndexDef } from './live-indices';

/** The simulated window (first and last day, and the day whose closes are today's real levels). */
export const SIMULATION_WINDOW = {
  firstYear: 2015,
  lastYear: 2028,
  first: isoDate('2015-06-01'),
  last: isoDate('2028-12-29'),
  anchor: isoDate('2026-11-20'),
} as const;

/** India VIX's symbol in the MarketState, and the index whose options it is computed from. */
export const INDIA_VIX = 'INDIA VIX';
export const INDIA_VIX_UNDERLYING = 'NIFTY 50';

/** The generated simulated NSE market: its calendar (with projected years) and daily history. */
export interface SimulatedNse {
  readonly seed: string;
  readonly calendar: NseCalendar;
  readonly history: DailyHistory;
  /** ETFs, MCX commodities and global indices on the same dates, anchored on the same day. */
  readonly others: OtherInstrumentsHistory;
  /** India VIX computed from the simulated NIFTY 50 option prices, one bar per day of the window. */
  readonly vix: IndiaVixHistory;
  /** Index of `SIMULATION_WINDOW.anchor` in `history.dates`. */
  readonly anchorIndex: number;
}

/** Free-float shares of an equity (shares outstanding × free-float factor). */
export function freeFloatShares(equity: Equity): number {
  return equity.sharesOutstanding * equity.freeFloat;
}

/** The window's sessions, as its history's dates (bar t of every series is day t). */
export function simulatedWindowDates(
  calendar: NseCalendar = simulationCalendar(SIMULATION_WINDOW.firstYear, SIMULATION_WINDOW.lastYear),
): IsoDate[] {
  return calendar.tradingDaysBetween(SIMULATION_WINDOW.first, SIMULATION_WINDOW.last);
}

/** Generates the whole simulated NSE window from `seed` (pure; about a second for 503 equities). */
export function generateSimulatedNse(seed: string): SimulatedNse {
  const calendar = simulationCalendar(SIMULATION_WINDOW.firstYear, SIMULATION_WINDOW.lastYear);
  const dates = simulatedWindowDates(calendar);
  const anchorDay = calendar.onOrBefore(SIMULATION_WINDOW.anchor);
  const anchorIndex = dates.indexOf(anchorDay);
  const { instruments, sectors } = simulatorInstruments();
  const indices: IndexSpec[] = INDICES.map((index) => ({
    symbol: index.name,
    constituents: index.constituents,
    baseDate: anchorDay,
    baseValue: index.approxLevel,
  }));
  const history = generateDailyHistory({
    seed,
    dates,
    instruments,
    sectors,
    indices,
    anchor: { index: anchorIndex },
    // The past follows the real NIFTY 50 where the shipped closes reach (to 2022-08-26), then bridges
    // to today's level and is simulated beyond with the model fitted to it.
    marketAnchor: { index: INDIA_VIX_UNDERLYING, closes: nifty50DailyCloses() },
  });
  const others = generateOtherInstrumentsHistory({ seed, dates, nseIndices: history.indices });
  for (const series of others.series.values()) anchorAt(series, anchorIndex);
  const nifty = history.indices.get(INDIA_VIX_UNDERLYING);
  if (!nifty) throw new RangeError(`The simulated window has no ${INDIA_VIX_UNDERLYING}`);
  const vix = simulateIndiaVixHistory({
    dates,
    closes: nifty.close,
    opens: nifty.open,
    highs: nifty.high,
    lows: nifty.low,
    seed,
  });
  return { seed, calendar, history, others, vix, anchorIndex };
}

/** Today's approximate real level of an instrument, in its stored units. */
function approxStored(meta: OtherInstrumentMeta): number {
  return Math.round((meta.kind === 'global-index' ? meta.approxLevel : meta.approxPrice) * 100);
}

/**
 * Rescales a series (generated to end at its approximate level on the window's last day) so it is
 * there on the anchor day instead; a constant factor keeps every return, and rounding to the tick
 * is monotonic, so OHLC order holds.
 */
function anchorAt(series: OtherInstrumentSeries, anchorIndex: number): void {
  const at = series.close[anchorIndex] ?? 0;
  if (!(at > 0)) return;
  const factor = approxStored(series.meta) / at;
  const tick = series.meta.tick;
  for (const column of [series.open, series.high, series.low, series.close]) {
    for (let t = 0; t < column.length; t++) {
      column[t] = Math.max(tick, snapPriceToTick((column[t] ?? 0) * factor, tick));
    }
  }
}

/**
 * The NSE indices of a generated history as live indices: each day is played on that day's bar's
 * own weights and divisor (`IndexDayBasis`), so the played index opens and closes on its daily bar.
 */
export function simulatedLiveIndices(history: DailyHistory): LiveIndexDef[] {
  return INDICES.map((index) => ({
    symbol: index.name,
    constituents: index.constituents,
    basisOn: (date: IsoDate) => dailyIndexBasis(history, index.name, date),
  }));
}

/** The daily calculation's weights and divisor of `symbol` (an index of `history`) on `date`. */
export function dailyIndexBasis(
  history: DailyHistory,
  symbol: string,
  date: IsoDate,
): IndexDayBasis | undefined {
  const t = barIndexOnOrBefore(history.dates, date);
  const divisor = history.indices.get(symbol)?.divisor[t];
  if (t < 0 || history.dates[t] !== date || divisor === undefined || !(divisor > 0)) return undefined;
  return {
    divisor,
    weightOf: (member) => {
      const s = history.series.get(member);
      return s ? indexWeightAt(indexConstituentOf(s), history.dates, t) : 0;
    },
  };
}

/** Index of the last bar on or before `date` in a history's dates (−1 when before the first). */
export function barIndexOnOrBefore(dates: readonly IsoDate[], date: IsoDate): number {
  let lo = 0;
  let hi = dates.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if ((dates[mid] ?? '') <= date) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}
