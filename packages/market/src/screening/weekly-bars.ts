import type { PriceBars } from './price-bars';

/** Weekly bars built from daily ones, with the map from each daily bar to its week. */
export interface WeeklyBars extends PriceBars {
  /** `weekOfDay[t]` is the index of the weekly bar that daily bar `t` belongs to. */
  readonly weekOfDay: Int32Array;
  /** `firstDayOfWeek[w]` is the index of the first daily bar of week `w`. */
  readonly firstDayOfWeek: Int32Array;
}

/** Days since 1970-01-01 of an ISO date `YYYY-MM-DD` (proleptic Gregorian; Howard Hinnant's days_from_civil). */
export function epochDay(date: string): number {
  // Digits read by char code (48 is "0"): this runs once per daily bar when weeks are built.
  const y0 =
    date.charCodeAt(0) * 1000 +
    date.charCodeAt(1) * 100 +
    date.charCodeAt(2) * 10 +
    date.charCodeAt(3) -
    53328;
  const m = date.charCodeAt(5) * 10 + date.charCodeAt(6) - 528;
  const d = date.charCodeAt(8) * 10 + date.charCodeAt(9) - 528;
  const y = m <= 2 ? y0 - 1 : y0;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

/** Monday-based week number: equal for the days Monday..Sunday of one ISO week (1970-01-05 was a Monday). */
export function isoWeekNumber(date: string): number {
  return Math.floor((epochDay(date) + 3) / 7);
}

/** Which week each daily bar falls in: computed once per dates array and shared by every symbol on it. */
export interface WeekLayout {
  /** `weekOfDay[t]` is the index of the week of daily bar `t`. */
  readonly weekOfDay: Int32Array;
  /** `firstDayOfWeek[w]` is the index of the first daily bar of week `w`. */
  readonly firstDayOfWeek: Int32Array;
}

/** Groups ascending trading dates into ISO weeks. */
export function weekLayout(dates: readonly string[]): WeekLayout {
  const weekOfDay = new Int32Array(dates.length);
  const firsts: number[] = [];
  let previousWeek = Number.NaN;
  for (let t = 0; t < dates.length; t++) {
    const week = isoWeekNumber(dates[t] ?? '');
    if (week !== previousWeek) firsts.push(t);
    previousWeek = week;
    weekOfDay[t] = firsts.length - 1;
  }
  return { weekOfDay, firstDayOfWeek: Int32Array.from(firsts) };
}

/**
 * Aggregates daily bars into ISO weeks (Monday–Friday): open of the first day, highest high, lowest
 * low, close of the last day, summed volume; the week's date is its last trading day present.
 * `lastDay` (default: all) builds the weeks from days `0..lastDay` only — the week so far.
 * `layout` may be passed when already known for these dates (it may cover more days).
 */
export function aggregateWeekly(
  daily: PriceBars,
  lastDay = daily.length - 1,
  layout: WeekLayout = weekLayout(daily.dates),
): WeeklyBars {
  const days = Math.min(lastDay + 1, daily.length);
  const weekOfDay = layout.weekOfDay.subarray(0, days);
  const weeks = days === 0 ? 0 : (weekOfDay[days - 1] ?? 0) + 1;
  const firstDayOfWeek = layout.firstDayOfWeek.subarray(0, weeks);
  const open = new Float64Array(weeks);
  const high = new Float64Array(weeks).fill(Number.NEGATIVE_INFINITY);
  const low = new Float64Array(weeks).fill(Number.POSITIVE_INFINITY);
  const close = new Float64Array(weeks);
  const volume = new Float64Array(weeks);
  const dates: string[] = new Array(weeks);
  const { open: dOpen, high: dHigh, low: dLow, close: dClose, volume: dVolume } = daily;
  for (let t = 0; t < days; t++) {
    const w = weekOfDay[t] ?? 0;
    if (firstDayOfWeek[w] === t) open[w] = dOpen[t] ?? Number.NaN;
    const h = dHigh[t] ?? Number.NaN;
    const l = dLow[t] ?? Number.NaN;
    if (h > (high[w] ?? 0)) high[w] = h;
    if (l < (low[w] ?? 0)) low[w] = l;
    close[w] = dClose[t] ?? Number.NaN;
    volume[w] = (volume[w] ?? 0) + (dVolume[t] ?? 0);
    dates[w] = daily.dates[t] ?? '';
  }
  return { length: weeks, open, high, low, close, volume, dates, weekOfDay, firstDayOfWeek };
}
