/**
 * One scan of the whole market per played minute: every equity's session so far (15-minute bars
 * rolled up from the recorded minutes, live quote, 20-day average volume), every intraday screen
 * (the screening-language ones over `MarketScreenUniverse`, the others as pure functions) and every
 * price pattern on the daily bar and on the last closed 15-minute bar. Endpoints read the scan; it
 * is rebuilt only when a new minute has been played. The scans of the last `RETAINED_SCANS` minutes
 * are kept, so a screen's stocks can be listed from the scan whose counts a list showed.
 */
import {
  type CompiledScreen,
  compileScreen,
  completedCount,
  INTRADAY_SCREENS,
  type IntradayBars,
  type IntradayInput,
  type OhlcSeries,
  PATTERN_LOOKBACK,
  PRICE_PATTERNS,
  rollUpIntradayBars,
  runScreen,
  ScreenCache,
} from '@nivesh/market';
import { equityIds } from '../market/day/list-scope';
import type { MarketService } from '../market/market.service';
import { averageVolumes } from '../market/routes/overview/average-volume';
import {
  BAR_MINUTES,
  barsStatus,
  lastCompletedDailyDate,
  playedMinute,
  sessionClock,
} from './session-bars-status';
import { SessionScreenUniverse } from './session-screen-universe';

/** A stock showing a pattern: the bar it completed on (printed prices, paise). */
export interface PatternHit {
  readonly id: number;
  readonly bar: string;
  readonly open: number;
  readonly high: number;
  readonly low: number;
  readonly close: number;
}

export interface IntradayScan {
  readonly key: number;
  readonly ids: readonly number[];
  readonly inputs: ReadonlyMap<number, IntradayInput>;
  /** Screen id → matching equity id → the screen's metric. */
  readonly screens: ReadonlyMap<string, ReadonlyMap<number, number | null>>;
  /** Pattern id → hits on the daily bar. */
  readonly daily: ReadonlyMap<string, readonly PatternHit[]>;
  /** Pattern id → hits on the last closed 15-minute bar. */
  readonly m15: ReadonlyMap<string, readonly PatternHit[]>;
  /** The daily bar patterns were read on: the previous session while today trades, else today. */
  readonly dailyBar: string;
  /** Where the session's 15-minute bars stood at the scan. */
  readonly bars: ReturnType<typeof barsStatus>;
  readonly elapsedMs: number;
}

const EMPTY_BARS: IntradayBars = {
  barSeconds: BAR_MINUTES * 60,
  count: 0,
  open: new Int32Array(0),
  high: new Int32Array(0),
  low: new Int32Array(0),
  close: new Int32Array(0),
  volume: new Float64Array(0),
  turnover: new Float64Array(0),
  vwap: new Float64Array(0),
  lastComplete: true,
};

/**
 * The last `PATTERN_LOOKBACK` completed daily bars on today's price basis: while the session trades,
 * up to the previous session (today's candle is not a candle yet); once it has closed, up to today.
 * `live`: whether the session trades (read once per scan).
 */
function dailySeries(
  market: MarketService,
  id: number,
  live: boolean,
): { series: OhlcSeries; bar: string } | undefined {
  const state = market.feed.state;
  const d = state.daily(id);
  const q = state.quote(id);
  const n = d.close.length;
  const lastClose = d.close[n - 1] ?? 0;
  const scale = lastClose > 0 && q.prevClose > 0 ? q.prevClose / lastClose : 1;
  const today = q.open > 0 && !live;
  const from = Math.max(d.firstDay, n - PATTERN_LOOKBACK + (today ? 1 : 0));
  const open: number[] = [];
  const high: number[] = [];
  const low: number[] = [];
  const close: number[] = [];
  for (let t = from; t < n; t++) {
    const f = (d.adjFactor[t] ?? 1) * scale;
    open.push((d.open[t] ?? 0) * f);
    high.push((d.high[t] ?? 0) * f);
    low.push((d.low[t] ?? 0) * f);
    close.push((d.close[t] ?? 0) * f);
  }
  if (today) {
    open.push(q.open);
    high.push(q.high);
    low.push(q.low);
    close.push(q.ltp);
  }
  if (close.length === 0) return undefined;
  return { series: { open, high, low, close }, bar: today ? state.sessionDate : (state.dates[n - 1] ?? '') };
}

function hit(id: number, s: OhlcSeries, t: number, bar: string): PatternHit {
  return { id, bar, open: s.open[t] ?? 0, high: s.high[t] ?? 0, low: s.low[t] ?? 0, close: s.close[t] ?? 0 };
}

/**
 * Minutes of scans kept: a list page asks again just after each 15-minute close, so its links name a
 * scan at most about 16 played minutes old.
 */
export const RETAINED_SCANS = 20;

export class IntradayScanner {
  private readonly cache = new ScreenCache();
  private readonly compiled = new Map<string, CompiledScreen>();
  private last: IntradayScan | undefined;
  /** The recent scans by key, oldest first. */
  private readonly recent = new Map<number, IntradayScan>();

  constructor(private readonly market: MarketService) {
    for (const screen of INTRADAY_SCREENS) {
      if (screen.kind === 'language') this.compiled.set(screen.id, compileScreen(screen.language));
    }
  }

  /**
   * The scan of the minute being played (built on first use in that minute); with `at`, the kept
   * scan of that minute when there is one.
   */
  scan(at?: number): IntradayScan {
    const feed = this.market.feed;
    const state = feed.state;
    const session = feed.session();
    const key = playedMinute(feed, session);
    const kept = at === undefined ? undefined : this.recent.get(at);
    if (kept) return kept;
    if (this.last?.key === key) return this.last;
    const started = performance.now();
    const ids = equityIds(state);
    const volumes = averageVolumes(state);
    const inputs = new Map<number, IntradayInput & { readonly bars: IntradayBars }>();
    for (const id of ids) {
      const q = state.quote(id);
      const minutes = this.market.feed.minuteBars(state.meta(id).symbol);
      const bars = minutes && minutes.count > 0 ? rollUpIntradayBars(minutes, BAR_MINUTES) : EMPTY_BARS;
      inputs.set(id, { bars, ...q, avgDailyVolume: volumes[id] ?? 0 });
    }
    const screens = new Map<string, Map<number, number | null>>();
    const universe = new SessionScreenUniverse(state, ids, (id) => inputs.get(id)?.bars, key);
    for (const screen of INTRADAY_SCREENS) {
      const matched = new Map<number, number | null>();
      const compiled = this.compiled.get(screen.id);
      const add = (id: number) => {
        const input = inputs.get(id);
        if (input) matched.set(id, screen.metricOf(input));
      };
      if (compiled) {
        for (const row of runScreen(compiled, universe, { cache: this.cache }).matches)
          add(universe.idAt(row));
      } else if (screen.kind === 'function') {
        for (const [id, input] of inputs) if (input.bars.count > 0 && screen.matches(input)) add(id);
      }
      screens.set(screen.id, matched);
    }
    const daily = new Map<string, PatternHit[]>(PRICE_PATTERNS.map((p) => [p.id, []]));
    const m15 = new Map<string, PatternHit[]>(PRICE_PATTERNS.map((p) => [p.id, []]));
    for (const [id, input] of inputs) {
      const day = dailySeries(this.market, id, session.live);
      if (day) {
        const t = day.series.close.length - 1;
        for (const p of PRICE_PATTERNS)
          if (p.detect(day.series, t)) daily.get(p.id)?.push(hit(id, day.series, t, day.bar));
      }
      const k = completedCount(input.bars) - 1;
      if (k < 0) continue;
      const label = sessionClock(k * BAR_MINUTES);
      for (const p of PRICE_PATTERNS)
        if (p.detect(input.bars, k)) m15.get(p.id)?.push(hit(id, input.bars, k, label));
    }
    this.last = {
      key,
      ids,
      inputs,
      screens,
      daily,
      m15,
      dailyBar: lastCompletedDailyDate(feed, session) ?? '',
      bars: barsStatus(session),
      elapsedMs: Math.round((performance.now() - started) * 10) / 10,
    };
    this.recent.set(key, this.last);
    for (const old of this.recent.keys()) {
      if (this.recent.size <= RETAINED_SCANS) break;
      this.recent.delete(old);
    }
    return this.last;
  }
}
