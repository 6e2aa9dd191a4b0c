import type { MarketState, ScreenBars } from '@nivesh/market';

/** Whether stock `id` has traded today (its bar for today exists). */
const tradedToday = (state: MarketState, id: number): boolean => {
  const q = state.quote(id);
  return q.volume > 0 && q.open > 0;
};

/**
 * A stock's daily bars for screening: the completed sessions (the last `days` bars only, when
 * given) plus today's bar so far (open, high, low, last price, volume) once it has traded.
 * `version` tags the bars for the indicator cache. `datesWithToday`, when given, is used as the
 * dates of full-history bars with today's bar (one array shared by every stock).
 */
export function dailyBarsWithToday(
  state: MarketState,
  id: number,
  version: number,
  days = Number.POSITIVE_INFINITY,
  datesWithToday?: readonly string[],
): ScreenBars {
  const d = state.daily(id);
  const q = state.quote(id);
  const n = d.close.length;
  const today = tradedToday(state, id);
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
  const shared = from === 0 && datesWithToday?.length === size ? datesWithToday : undefined;
  return {
    open: int(d.open, q.open),
    high: int(d.high, q.high),
    low: int(d.low, q.low),
    close: int(d.close, q.ltp),
    volume,
    adjFactor,
    dates: today ? (shared ?? [...past, state.sessionDate]) : past,
    version,
  };
}

/** Bars `LiveDailyBars` keeps for one stock, with the session they were built in. */
interface Kept {
  readonly bars: ScreenBars & { version: number };
  /** Completed days and session date the bars were built for. */
  readonly session: string;
  readonly today: boolean;
}

/**
 * Every stock's full daily history plus today's bar so far, kept across the minutes of a session:
 * the completed days are copied once per session, and each played minute only rewrites today's bar
 * in place (and bumps `version`, so indicator caches recompute). A new completed day, a new session
 * or a stock's first trade of the day builds its bars afresh.
 */
export class LiveDailyBars {
  private readonly kept = new Map<number, Kept>();
  private session = '';
  private datesWithToday: readonly string[] = [];

  /** Stock `id`'s bars at `version` (the played minute). */
  of(state: MarketState, id: number, version: number): ScreenBars {
    const session = `${state.dates.length}|${state.sessionDate}`;
    if (session !== this.session) {
      this.session = session;
      this.datesWithToday = [...state.dates, state.sessionDate];
      this.kept.clear();
    }
    const today = tradedToday(state, id);
    const kept = this.kept.get(id);
    if (kept && kept.session === session && kept.today === today) {
      if (today && kept.bars.version !== version) {
        const q = state.quote(id);
        const last = kept.bars.close.length - 1;
        kept.bars.open[last] = q.open;
        kept.bars.high[last] = q.high;
        kept.bars.low[last] = q.low;
        kept.bars.close[last] = q.ltp;
        kept.bars.volume[last] = q.volume;
        kept.bars.version = version;
      }
      return kept.bars;
    }
    const bars = {
      ...dailyBarsWithToday(state, id, version, Number.POSITIVE_INFINITY, this.datesWithToday),
      version,
    };
    this.kept.set(id, { bars, session, today });
    return bars;
  }
}
