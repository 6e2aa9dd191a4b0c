import type { PriceBars } from './price-bars';
import type { ScreenNode, ScreenNodeOf } from './screen-node';
import type { SeriesContext } from './symbol-scope';
import { UNKNOWN } from './tri-state';
import type { WeeklyBars } from './weekly-bars';

/**
 * The series evaluator (`valueSeries`), passed in: it evaluates timeframe nodes with this module, so
 * importing it here would make an import cycle.
 */
export type ValueSeries = (node: ScreenNode, ctx: SeriesContext) => Float64Array | Uint8Array;

/**
 * Maps `weekly(x)` or `m15(x)` onto the daily bars of `ctx` without look-ahead. Daily bar t sees:
 * weekly — `x` on the weekly bars whose last bar is the week of t *so far* (its days up to and
 * including t); m15 — `x` at the last 15-minute bar dated on or before t's day (the day's close).
 */
export function mapTimeframe(
  node: ScreenNodeOf<'timeframe'>,
  ctx: SeriesContext,
  valueSeries: ValueSeries,
): Float64Array | Uint8Array {
  const n = ctx.bars.length;
  const boolean = node.type === 'boolean';
  const out = boolean ? new Uint8Array(n).fill(UNKNOWN) : new Float64Array(n).fill(Number.NaN);
  if (node.timeframe === 'm15') {
    const m15 = ctx.scope.prices('m15');
    if (!m15) return out;
    // Evaluating on the 15-minute bars themselves (evaluateSeries with `on: 'm15'`): same bar.
    if (m15 === ctx.bars) return valueSeries(node.inner, ctx);
    const values = valueSeries(node.inner, { ...ctx, bars: m15 });
    let j = -1;
    for (let t = 0; t < n; t++) {
      const day = ctx.bars.dates[t] ?? '';
      while (j + 1 < m15.length && (m15.dates[j + 1] ?? '') <= day) j++;
      if (j >= 0) out[t] = values[j] ?? out[t] ?? 0;
    }
    return out;
  }
  if (node.timeframe === 'daily') return valueSeries(node.inner, ctx);
  const weekly = ctx.cache.weeklyOf(ctx.bars);
  const complete = valueSeries(node.inner, { ...ctx, bars: weekly });
  for (let t = 0; t < n; t++) out[t] = weeklyValueAt(node, ctx, t, valueSeries, complete) ?? out[t] ?? 0;
  return out;
}

/**
 * The value of `weekly(x)` seen on daily bar `t` of `ctx.bars` (the week so far, see
 * `mapTimeframe`); `complete` is `x` over the whole weekly bars when the caller has it.
 */
export function weeklyValueAt(
  node: ScreenNodeOf<'timeframe'>,
  ctx: SeriesContext,
  t: number,
  valueSeries: ValueSeries,
  complete?: Float64Array | Uint8Array,
): number | undefined {
  const weekly = ctx.cache.weeklyOf(ctx.bars);
  const w = weekly.weekOfDay[t] ?? 0;
  const bars =
    t === ctx.bars.length - 1 || weekly.weekOfDay[t + 1] !== w ? weekly : weekSoFar(weekly, ctx.bars, t);
  // On the last day of a week in the data the weekly bar is exactly the week so far.
  if (bars === weekly && complete) return complete[w];
  return valueSeries(node.inner, { ...ctx, bars })[w];
}

/** Weekly bars 0..w where week w (the week of daily bar t) holds only its days up to t. */
function weekSoFar(weekly: WeeklyBars, daily: PriceBars, t: number): PriceBars {
  const w = weekly.weekOfDay[t] ?? 0;
  const first = weekly.firstDayOfWeek[w] ?? 0;
  const open = weekly.open.slice(0, w + 1);
  const high = weekly.high.slice(0, w + 1);
  const low = weekly.low.slice(0, w + 1);
  const close = weekly.close.slice(0, w + 1);
  const volume = weekly.volume.slice(0, w + 1);
  let h = Number.NEGATIVE_INFINITY;
  let l = Number.POSITIVE_INFINITY;
  let v = 0;
  for (let d = first; d <= t; d++) {
    h = Math.max(h, daily.high[d] ?? Number.NaN);
    l = Math.min(l, daily.low[d] ?? Number.NaN);
    v += daily.volume[d] ?? 0;
  }
  high[w] = h;
  low[w] = l;
  close[w] = daily.close[t] ?? Number.NaN;
  volume[w] = v;
  const dates = weekly.dates.slice(0, w + 1);
  dates[w] = daily.dates[t] ?? '';
  return { length: w + 1, open, high, low, close, volume, dates };
}
