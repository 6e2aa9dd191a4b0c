/**
 * A symbol's daily bars as charts and indicators want them: adjusted to today's terms (printed ×
 * adjFactor, so splits and dividends do not show as crashes), from its first bar, with today's
 * live bar appended once the symbol has traded. Weekly bars roll those up by calendar week.
 */
import type { IsoDate, MarketState } from '@nivesh/market';

/** Adjusted OHLCV columns (paise, or hundredths of a point for indices) with their dates. */
export interface SeriesColumns {
  readonly dates: readonly IsoDate[];
  readonly open: Float64Array;
  readonly high: Float64Array;
  readonly low: Float64Array;
  readonly close: Float64Array;
  readonly volume: Float64Array;
}

/** Daily series with a flag for today's forming bar at the end. */
export interface DailySeries extends SeriesColumns {
  readonly hasLiveBar: boolean;
}

const at = (a: ArrayLike<number>, i: number): number => a[i] ?? 0;

/**
 * Adjusted daily bars of a symbol id, today's live bar last when it has traded. Days without a bar
 * (a suspension; in imported data a day of another file, an index outside its file's range) are
 * left out, never drawn as a bar at 0.
 */
export function dailySeries(state: MarketState, id: number): DailySeries {
  const daily = state.daily(id);
  const first = daily.firstDay < 0 ? daily.close.length : daily.firstDay;
  const days: number[] = [];
  for (let t = first; t < daily.close.length; t++) if (at(daily.close, t) > 0) days.push(t);
  const completed = days.length;
  const quote = state.quote(id);
  const hasLiveBar = quote.open > 0;
  const n = completed + (hasLiveBar ? 1 : 0);
  const open = new Float64Array(n);
  const high = new Float64Array(n);
  const low = new Float64Array(n);
  const close = new Float64Array(n);
  const volume = new Float64Array(n);
  const dates: IsoDate[] = new Array(n);
  const allDates = state.dates;
  days.forEach((t, k) => {
    const f = at(daily.adjFactor, t);
    open[k] = at(daily.open, t) * f;
    high[k] = at(daily.high, t) * f;
    low[k] = at(daily.low, t) * f;
    close[k] = at(daily.close, t) * f;
    volume[k] = at(daily.volume, t);
    dates[k] = allDates[t] as IsoDate;
  });
  if (hasLiveBar) {
    open[completed] = quote.open;
    high[completed] = quote.high;
    low[completed] = quote.low;
    close[completed] = quote.ltp;
    volume[completed] = quote.volume;
    dates[completed] = state.sessionDate;
  }
  return { dates, open, high, low, close, volume, hasLiveBar };
}

const DAY_MS = 86_400_000;

/** Monday-based week number of an ISO date (1970-01-05 was a Monday). */
function weekOf(date: string): number {
  const ms = Date.parse(`${date}T00:00:00Z`) - Date.parse('1970-01-05T00:00:00Z');
  return Math.floor(ms / DAY_MS / 7);
}

/** Rolls daily bars up into calendar weeks, each dated by its first trading day. */
export function weeklySeries(daily: SeriesColumns): SeriesColumns {
  const starts: number[] = [];
  let lastWeek = Number.NaN;
  daily.dates.forEach((date, i) => {
    const week = weekOf(date);
    if (week !== lastWeek) starts.push(i);
    lastWeek = week;
  });
  const n = starts.length;
  const out = {
    dates: new Array<IsoDate>(n),
    open: new Float64Array(n),
    high: new Float64Array(n),
    low: new Float64Array(n),
    close: new Float64Array(n),
    volume: new Float64Array(n),
  };
  for (let w = 0; w < n; w++) {
    const from = starts[w] ?? 0;
    const to = (starts[w + 1] ?? daily.dates.length) - 1;
    let hi = at(daily.high, from);
    let lo = at(daily.low, from);
    let vol = 0;
    for (let i = from; i <= to; i++) {
      hi = Math.max(hi, at(daily.high, i));
      lo = Math.min(lo, at(daily.low, i));
      vol += at(daily.volume, i);
    }
    out.dates[w] = daily.dates[from] as IsoDate;
    out.open[w] = at(daily.open, from);
    out.high[w] = hi;
    out.low[w] = lo;
    out.close[w] = at(daily.close, to);
    out.volume[w] = vol;
  }
  return out;
}
