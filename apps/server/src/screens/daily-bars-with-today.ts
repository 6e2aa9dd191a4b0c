import type { MarketState, ScreenBars } from '@nivesh/market';

/**
 * A stock's daily bars for screening: the completed sessions (the last `days` bars only, when
 * given) plus today's bar so far (open, high, low, last price, volume) once it has traded.
 * `version` tags the bars for the indicator cache.
 */
export function dailyBarsWithToday(
  state: MarketState,
  id: number,
  version: number,
  days = Number.POSITIVE_INFINITY,
): ScreenBars {
  const d = state.daily(id);
  const q = state.quote(id);
  const n = d.close.length;
  const today = q.volume > 0 && q.open > 0;
  const from = Math.max(0, n - (today ? days - 1 : days));
  const size = n - from + (today ? 1 : 0);
  const int = (col: Int32Array, last: number) => {
    const out = new Int32Array(size);
    out.set(col.subarray(from));
    if (today) out[size - 1] = last;
    return out;
  };
  const volume = new Float64Array(size);
  volume.set(d.volume.subarray(from));
  const adjFactor = new Float64Array(size);
  adjFactor.set(d.adjFactor.subarray(from));
  if (today) {
    volume[size - 1] = q.volume;
    adjFactor[size - 1] = 1;
  }
  const past = from === 0 ? state.dates : state.dates.slice(from);
  return {
    open: int(d.open, q.open),
    high: int(d.high, q.high),
    low: int(d.low, q.low),
    close: int(d.close, q.ltp),
    volume,
    adjFactor,
    dates: today ? [...past, state.sessionDate] : past,
    version,
  };
}
