/**
 * The CPU-heavy half of the auto-signal record, run in a background worker
 * (signal-replay.worker.ts) on a copy of the market: replaying a completed session through the
 * engine (its 15-minute bars rebuilt from the feed's seed) and judging stored signals against the
 * bars that followed them. Pure functions of the market state and the seed, so the worker's answers
 * are the ones the main thread would compute.
 */
import {
  type BackfillSymbol,
  backfillSteps,
  daysAfterFromHistory,
  evaluateOutcome,
  type IntradayColumns,
  type IsoDate,
  type MarketState,
  type Signal,
  SignalEngine,
  type SignalOutcome,
} from '@nivesh/market';
import { equityIds } from '../market/day/list-scope';
import { SESSION_MS, sessionOpenMs } from '../market/feed-session';
import { pastDayBars } from '../market/past-intraday';
import type { SignalToStore } from './auto-signals.repository';

/** Seconds from the open to the close of 15-minute bar `k` (0 closes 09:30). */
export const barCloseSecond = (k: number): number => (k + 1) * 900;
const BAR_MS = 900_000;

/** A stored signal to judge: its row id, the signal, and the day index it fired on. */
export interface SignalToJudge {
  readonly id: number;
  readonly signal: Signal;
  readonly day: number;
}

export interface Judgement {
  readonly result: SignalOutcome;
  readonly exitAtMs: number | null;
}

/** Requests a replay worker answers. */
export type ReplayRequest =
  | { readonly kind: 'day'; readonly day: number }
  | { readonly kind: 'judge'; readonly signals: readonly SignalToJudge[] };

/** Answers, in the order of the requests: a day's signals to store, or the judged signals. */
export type ReplayAnswer =
  | { readonly kind: 'day'; readonly rows: SignalToStore[] }
  | { readonly kind: 'judged'; readonly judged: { readonly id: number; readonly judgement: Judgement }[] };

/**
 * Replays completed sessions one at a time (newest first, as the backfill asks for them): the
 * 15-minute bars of a day and the day before are rebuilt once and the earlier day's kept for the
 * next (earlier) request.
 */
export class SignalReplay {
  private readonly engine = new SignalEngine();
  private readonly universe: readonly BackfillSymbol[];
  private readonly idBySymbol: ReadonlyMap<string, number>;
  private readonly cache = new Map<string, IntradayColumns | undefined>();

  constructor(
    private readonly state: MarketState,
    private readonly seed: string,
  ) {
    const ids = equityIds(state);
    this.universe = ids.map((id) => ({
      symbol: state.meta(id).symbol,
      sector: state.meta(id).sector,
      daily: state.daily(id),
    }));
    this.idBySymbol = new Map(ids.map((id) => [state.meta(id).symbol, id]));
  }

  private m15ForDay = (symbol: string, day: number): IntradayColumns | undefined => {
    const key = `${symbol}|${day}`;
    if (!this.cache.has(key))
      this.cache.set(key, pastDayBars(this.seed, this.state, this.idBySymbol.get(symbol) ?? -1, day, 15));
    return this.cache.get(key);
  };

  /** The signals the live scan would have stored on completed day `day`, judged on the bars after them. */
  day(day: number): SignalToStore[] {
    const date = this.state.dates[day];
    if (date === undefined) return [];
    const openMs = sessionOpenMs(date);
    const rows: SignalToStore[] = [];
    const steps = backfillSteps(
      {
        universe: this.universe,
        fromDay: day,
        toDay: day + 1,
        m15ForDay: this.m15ForDay,
        barCloseTime: (_d, bar) => openMs + (bar + 1) * BAR_MS,
      },
      this.engine,
    );
    for (const step of steps)
      for (const { day: _day, ...signal } of step)
        rows.push({
          sessionDate: date,
          signal,
          signalAtMs: signal.time,
          outcome: this.judge(signal, day, this.m15ForDay(signal.symbol, day)),
        });
    // The next (earlier) day reuses this day's previous-session bars.
    for (const key of this.cache.keys()) if (!key.endsWith(`|${day - 1}`)) this.cache.delete(key);
    return rows;
  }

  /** Judges stored signals on the bars known now (those without the day's bars are left out). */
  judgeAll(signals: readonly SignalToJudge[]): { id: number; judgement: Judgement }[] {
    const out: { id: number; judgement: Judgement }[] = [];
    for (const { id, signal, day } of signals) {
      const symbolId = this.state.idOf(signal.symbol);
      if (symbolId === undefined) continue;
      const judgement = this.judge(signal, day, pastDayBars(this.seed, this.state, symbolId, day, 15));
      if (judgement) out.push({ id, judgement });
    }
    return out;
  }

  /** The outcome of a signal of completed day `t` on the bars known now (undefined without the day's bars). */
  private judge(signal: Signal, t: number, m15: IntradayColumns | undefined): Judgement | undefined {
    const id = this.state.idOf(signal.symbol);
    if (!m15 || id === undefined) return undefined;
    // Imported data with a gap after day t: judged only on the days before it (the rest is unknown).
    const gap = this.state.continuousHistoryFrom;
    const days = t < gap ? Math.max(0, gap - t - 1) : 20;
    const result = evaluateOutcome(signal, {
      m15,
      daysAfter: daysAfterFromHistory(this.state.daily(id), t, days),
    });
    return { result, exitAtMs: exitTime(this.state.dates, t, result.exitDay, result.exitBar) };
  }
}

/** Day indices of the last `days` completed sessions (from day 1) missing from `stored`, newest first. */
export function daysToReplay(dates: readonly IsoDate[], stored: ReadonlySet<string>, days: number): number[] {
  const last = dates.length;
  const out: number[] = [];
  for (let day = last - 1; day >= Math.max(1, last - days); day--) {
    const date = dates[day];
    if (date !== undefined && !stored.has(date)) out.push(day);
  }
  return out;
}

/** Epoch ms an outcome exited: the exit bar's close on the signal day, or the close of the exit day. */
function exitTime(
  dates: readonly IsoDate[],
  t: number,
  exitDay: number | null,
  exitBar: number | null,
): number | null {
  if (exitDay === null) return null;
  const date = dates[t + exitDay];
  if (date === undefined) return null;
  const openMs = sessionOpenMs(date);
  return exitDay === 0 && exitBar !== null ? openMs + barCloseSecond(exitBar) * 1000 : openMs + SESSION_MS;
}
