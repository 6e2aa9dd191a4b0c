import type { MarketState, MeasurementWindow, ScreenBars } from '@nivesh/market';
import { equityIds } from '../market/day/list-scope';
import { pastDayBars } from '../market/past-intraday';

/**
 * Daily bars before the window that the rules warm up on: the 252-day high needs 253; an EMA is
 * seeded with a simple average, whose weight in EMA(200) after 400 more bars is 0.99^400 ≈ 1.8 %.
 */
export const WARM_UP_DAYS = 600;
const BAR_MINUTES = 15;
const SESSION_OPEN_MINUTE = 9 * 60 + 15;

/**
 * Where the 15-minute sessions of the back-tests and of the tools' measurement come from, in words
 * (lower case: it ends a sentence). On the replay of real NSE days only the day bars are real.
 */
export function playedSessionsText(simulated: boolean): string {
  const same = 'the same 15-minute bars the stored auto-signals were scanned on';
  return simulated
    ? `each session is the path the simulated market played that day, rebuilt from the feed’s seed (${same})`
    : `each session is the path the replay played through that real NSE day’s open, high, low and close, rebuilt from the feed’s seed (${same}): the day bars are real, the intraday detail inside them is simulated`;
}

/** One equity's bars for the measurement, on the window's time axis. */
export interface MeasuredSymbol {
  readonly symbol: string;
  readonly daily: ScreenBars;
}

/** 15-minute sessions of the measurement for the intraday tools. */
export const intradaySessionsFor = (historyDays: number): number =>
  Math.min(10, Math.max(2, Math.floor(historyDays / 50)));

/**
 * The daily measurement: the last `days` completed sessions (plus `WARM_UP_DAYS` before them) of
 * every equity listed before that stretch begins, as screening bars on one time axis.
 */
export function dailyMeasurement(
  state: MarketState,
  days: number,
): { window: MeasurementWindow; symbols: MeasuredSymbol[] } {
  const last = state.dates.length;
  const from = Math.max(0, last - days - WARM_UP_DAYS);
  const labels = state.dates.slice(from, last);
  const symbols: MeasuredSymbol[] = [];
  for (const id of equityIds(state)) {
    const d = state.daily(id);
    if (d.firstDay < 0 || d.firstDay > from) continue;
    symbols.push({
      symbol: state.meta(id).symbol,
      daily: {
        open: d.open.subarray(from, last),
        high: d.high.subarray(from, last),
        low: d.low.subarray(from, last),
        close: d.close.subarray(from, last),
        volume: d.volume.subarray(from, last),
        adjFactor: d.adjFactor.subarray(from, last),
        dates: labels,
      },
    });
  }
  return { window: { labels, start: Math.min(WARM_UP_DAYS, Math.max(0, labels.length - days)) }, symbols };
}

/** `YYYY-MM-DD HH:MM` of 15-minute bar `b` of a session (09:15 is bar 0). */
function barLabel(date: string, b: number): string {
  const minute = SESSION_OPEN_MINUTE + b * BAR_MINUTES;
  const hh = String(Math.floor(minute / 60)).padStart(2, '0');
  const mm = String(minute % 60).padStart(2, '0');
  return `${date} ${hh}:${mm}`;
}

/**
 * 15-minute bars of the last `sessions` completed sessions of one equity as the market played them:
 * each day's path rebuilt from the feed's `seed` (`pastDayBars`, about 1 ms per day; the same
 * paths the auto-signal record was scanned on), adjusted with that day's factor; the first session
 * is the intraday rules' warm-up. Undefined unless the equity traded on every one of those days
 * with full sessions. `scale`: `INDEX_PATH_SCALE` for an index.
 */
export function intradayBarsOf(
  seed: string,
  state: MarketState,
  id: number,
  sessions: number,
  scale = 1,
): { bars: ScreenBars; labels: string[] } | undefined {
  const last = state.dates.length;
  const days: { date: string; t: number }[] = [];
  for (let t = Math.max(0, last - sessions); t < last; t++) days.push({ date: state.dates[t] ?? '', t });
  const parts = [];
  for (const { date, t } of days) {
    const bars = pastDayBars(seed, state, id, t, BAR_MINUTES, scale);
    if (!bars) return undefined;
    parts.push({ date, t, bars });
  }
  const perDay = parts[0]?.bars.count ?? 0;
  if (perDay === 0 || parts.some((p) => p.bars.count !== perDay)) return undefined;
  const n = perDay * parts.length;
  const out = {
    open: new Int32Array(n),
    high: new Int32Array(n),
    low: new Int32Array(n),
    close: new Int32Array(n),
    volume: new Float64Array(n),
    adjFactor: new Float64Array(n),
  };
  const dates: string[] = [];
  const labels: string[] = [];
  const daily = state.daily(id);
  parts.forEach(({ date, t, bars }, k) => {
    const at = k * perDay;
    out.open.set(bars.open.subarray(0, perDay), at);
    out.high.set(bars.high.subarray(0, perDay), at);
    out.low.set(bars.low.subarray(0, perDay), at);
    out.close.set(bars.close.subarray(0, perDay), at);
    out.volume.set(bars.volume.subarray(0, perDay), at);
    out.adjFactor.fill(daily.adjFactor[t] ?? 1, at, at + perDay);
    for (let b = 0; b < perDay; b++) {
      dates.push(date);
      labels.push(barLabel(date, b));
    }
  });
  return { bars: { ...out, dates }, labels };
}
