/**
 * Each stock's pre-open figures: today's from the live quote (equilibrium price = the session's
 * open) and the simulated order book of `PreMarket/getPreMarketData` (the same `preOpenBook` with the
 * same inputs, so both pages show the same quantities), and any past session's from its day bar.
 */
import type { MarketState, PreOpenFigures } from '@nivesh/market';
import { averageVolumes } from '../market/routes/overview/average-volume';
import { preOpenBook } from '../market/routes/overview/pre-market';

/** Sessions of volume behind the pre-open book (as `averageVolumes`). */
const AVERAGE_DAYS = 20;

export interface PreOpenDayFigures extends PreOpenFigures {
  readonly date: string;
  /** The day's close (today: the last price), paise. */
  readonly close: number;
}

/** Today's (the shown session's) pre-open of equity `id`, or undefined before it has an open. */
export function todayPreOpen(state: MarketState, id: number): PreOpenDayFigures | undefined {
  const q = state.quote(id);
  if (q.open <= 0 || q.prevClose <= 0) return undefined;
  const d = state.daily(id);
  const n = d.close.length;
  const lastClose = d.close[n - 1] ?? 0;
  // Yesterday's range on today's price basis (a split or bonus effective today rescales it).
  const scale = lastClose > 0 ? q.prevClose / lastClose : 1;
  const gapPct = ((q.open - q.prevClose) / q.prevClose) * 100;
  const book = preOpenBook(state.meta(id).symbol, state.sessionDate, averageVolumes(state)[id] ?? 0, gapPct);
  return {
    date: state.sessionDate,
    prevClose: q.prevClose,
    prevHigh: (d.high[n - 1] ?? 0) * scale,
    prevLow: (d.low[n - 1] ?? 0) * scale,
    iep: q.open,
    close: q.ltp,
    ...book,
  };
}

/**
 * The pre-open of completed session `t` as it was shown that morning: the open against the
 * previous close on day t's price basis, the book from the 20 sessions before t.
 */
export function pastPreOpen(state: MarketState, id: number, t: number): PreOpenDayFigures | undefined {
  const d = state.daily(id);
  const date = state.dates[t];
  const open = d.open[t] ?? 0;
  const prev = d.close[t - 1] ?? 0;
  if (date === undefined || t - 1 < d.firstDay || open <= 0 || prev <= 0) return undefined;
  const basis = (d.adjFactor[t - 1] ?? 1) / (d.adjFactor[t] ?? 1);
  const prevClose = prev * basis;
  let sum = 0;
  const from = Math.max(0, t - AVERAGE_DAYS);
  for (let k = from; k < t; k++) sum += d.volume[k] ?? 0;
  const average = t > from ? sum / (t - from) : 0;
  const gapPct = ((open - prevClose) / prevClose) * 100;
  return {
    date,
    prevClose,
    prevHigh: (d.high[t - 1] ?? 0) * basis,
    prevLow: (d.low[t - 1] ?? 0) * basis,
    iep: open,
    close: d.close[t] ?? 0,
    ...preOpenBook(state.meta(id).symbol, date, average, gapPct),
  };
}
