import type { OhlcvColumns } from '../daily-columns';
import { SignalEngine } from './engine';
import type { DaysAfter } from './outcome';
import { BARS_PER_SESSION, valueAt } from './session-bars';
import type { IntradayColumns, Signal, SignalSymbolBars } from './signal-types';

/** One symbol of a replay: its whole daily history (printed paise with adjFactor). */
export interface BackfillSymbol {
  readonly symbol: string;
  readonly sector: string;
  readonly daily: OhlcvColumns;
}

/** What a replay needs: the universe, the days to replay, and each past day's 15-minute bars. */
export interface BackfillInput {
  readonly universe: readonly BackfillSymbol[];
  /** First and one-past-last day index (into the daily columns) to replay; `fromDay` ≥ 1. */
  readonly fromDay: number;
  readonly toDay: number;
  /** The 15-minute bars (printed paise on that day) of `symbol` on day `day`; undefined to skip the symbol that day. */
  m15ForDay(symbol: string, day: number): IntradayColumns | undefined;
  /** Epoch ms of the close of bar `bar` on day `day` (default: the bar index). */
  barCloseTime?(day: number, bar: number): number;
}

/** A replayed signal with the day index it fired on. */
export interface BackfilledSignal extends Signal {
  readonly day: number;
}

/** Intraday bars with every price × `scale` (and volumes ÷ `scale`): a day's bars put on another day's price basis. */
export function rescaled(bars: IntradayColumns, scale: number): IntradayColumns {
  if (scale === 1) return bars;
  const price = (column: Int32Array) => Int32Array.from(column, (p) => Math.round(p * scale));
  return {
    open: price(bars.open),
    high: price(bars.high),
    low: price(bars.low),
    close: price(bars.close),
    volume: bars.volume.map((v) => v / scale),
  };
}

/**
 * Replays the engine over past days exactly as the live scan would have run (each day sees only
 * the completed days before it, today's bars up to the scanned one, and the previous day's bars
 * put on today's basis), returning the signals the product would have stored, day by day.
 */
export function backfillSignals(
  input: BackfillInput,
  engine: SignalEngine = new SignalEngine(),
): BackfilledSignal[] {
  const out: BackfilledSignal[] = [];
  for (const step of backfillSteps(input, engine)) out.push(...step);
  return out;
}

/**
 * `backfillSignals` one scanned bar at a time: each step is the signals of one 15-minute bar
 * close (often none), in the same order. A caller that must stay responsive (the server) can
 * yield between steps; a whole day is 25 steps.
 */
export function* backfillSteps(
  input: BackfillInput,
  engine: SignalEngine = new SignalEngine(),
): Generator<BackfilledSignal[], void, undefined> {
  const previous = new Map<string, IntradayColumns | undefined>();
  for (let day = Math.max(1, input.fromDay); day < input.toDay; day++) {
    const universe: SignalSymbolBars[] = [];
    for (const s of input.universe) {
      const m15 = input.m15ForDay(s.symbol, day);
      const before = previous.has(s.symbol) ? previous.get(s.symbol) : input.m15ForDay(s.symbol, day - 1);
      previous.set(s.symbol, m15);
      if (!m15) continue;
      const factor = valueAt(s.daily.adjFactor, day);
      const scale = valueAt(s.daily.adjFactor, day - 1) / factor;
      universe.push({
        symbol: s.symbol,
        sector: s.sector,
        daily: s.daily,
        days: day,
        m15,
        m15Previous: before ? rescaled(before, scale) : undefined,
        todayAdjFactor: factor,
      });
    }
    for (let bar = 0; bar < BARS_PER_SESSION; bar++) {
      const time = input.barCloseTime ? input.barCloseTime(day, bar) : bar;
      yield engine.scanAt(universe, bar, time).map((signal) => ({ ...signal, day }));
    }
  }
}

/**
 * The daily bars after `day` (at most `count`) on `day`'s printed basis (printed × factor ÷ the
 * factor of `day`, rounded to whole paise: an exit at one of these prices is stored in a paise
 * column), for `evaluateOutcome`.
 */
export function daysAfterFromHistory(daily: OhlcvColumns, day: number, count = 20): DaysAfter {
  const from = day + 1;
  const to = Math.min(daily.close.length, from + count);
  const base = valueAt(daily.adjFactor, day);
  const column = (printed: Int32Array) => {
    const out = new Float64Array(Math.max(0, to - from));
    for (let t = from; t < to; t++)
      out[t - from] = Math.round((valueAt(printed, t) * valueAt(daily.adjFactor, t)) / base);
    return out;
  };
  return {
    open: column(daily.open),
    high: column(daily.high),
    low: column(daily.low),
    close: column(daily.close),
  };
}
