/**
 * Runs the auto-signal engine on the running market and keeps the product's record of it
 * (docs/signals.md): at each 15-minute bar close of the session it scans every equity and stores
 * what fired; at start-up it replays the recent completed sessions the record lacks (the same
 * engine on the same bars, so the track record exists from the first start); and it judges stored
 * signals against the bars that followed them.
 */
import {
  BARS_PER_SESSION,
  type BackfilledSignal,
  type BackfillSymbol,
  backfillSteps,
  type DailyColumns,
  daysAfterFromHistory,
  evaluateOutcome,
  type IntradayColumns,
  type IsoDate,
  rescaleIntradayBars,
  rollUpIntradayBars,
  type Signal,
  SignalEngine,
  type SignalOutcome,
  type SignalSymbolBars,
} from '@nivesh/market';
import type { AutoSignalRow } from '../db/schema';
import { equityIds } from '../market/day/list-scope';
import { SESSION_MS, sessionOpenMs } from '../market/feed-session';
import type { MarketService } from '../market/market.service';
import { pastDayBars } from '../market/past-intraday';
import type { AutoSignalsRepository, SignalToStore } from './auto-signals.repository';

/** Seconds from the open to the close of 15-minute bar `k` (0 closes 09:30). */
const barCloseSecond = (k: number): number => (k + 1) * 900;
const BAR_MS = 900_000;
/** Symbols whose past-day bars are built between two yields of a backfill (about 7–10 ms of work). */
const BACKFILL_SLICE = 5;

const yieldToServer = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

interface BackfillPlan {
  readonly universe: readonly BackfillSymbol[];
  readonly cache: Map<string, IntradayColumns | undefined>;
  m15ForDay(symbol: string, day: number): IntradayColumns | undefined;
  /** Day indices to replay, newest first. */
  readonly days: readonly number[];
}

export interface SignalServiceOptions {
  /** The seed of the intraday paths the feed plays (the simulated market's or the replay's). */
  readonly seed: string;
  /** Completed sessions replayed into the record at start-up (default 60). */
  readonly backfillDays?: number;
  readonly onError?: (error: unknown) => void;
}

/** A stored row as the engine's Signal (for outcome evaluation and statistics). */
/** The stored type of a row (only the engine's types are ever stored). */
export const typeOfRow = (row: AutoSignalRow): Signal['type'] => row.type as Signal['type'];

export function signalOfRow(row: AutoSignalRow): Signal {
  return {
    symbol: row.symbol,
    sector: row.sector,
    type: typeOfRow(row),
    side: row.side === 'sell' ? 'sell' : 'buy',
    rule: row.rule,
    barIndex: row.barIndex,
    time: row.signalAt.getTime(),
    price: row.price,
    target: row.target,
    stop: row.stop,
    horizonDays: row.horizonDays,
    details: JSON.parse(row.details) as Signal['details'],
  };
}

export class SignalService {
  private readonly engine = new SignalEngine();
  private session: { date: string; lastBar: number; daily: Map<number, DailyColumns> } | undefined;
  private readonly previousDay = new Map<number, IntradayColumns | undefined>();
  private running: Promise<void> = Promise.resolve();

  constructor(
    private readonly market: MarketService,
    private readonly signals: AutoSignalsRepository,
    private readonly options: SignalServiceOptions,
  ) {}

  /**
   * Starts following the market: replays the recent sessions the record lacks, judges the stored
   * signals, then scans each bar as it closes and judges again when a new session begins (each in
   * the background, never blocking a tick). Returns the function that stops it.
   */
  start(): () => void {
    let date = this.market.feed.session().date;
    // Today's closed bars first (the live record), then the history it lacks, then the outcomes.
    void this.scanClosedBars();
    void this.backfill().then(() => this.updateOutcomes());
    const stop = this.market.onQuotes(() => {
      const session = this.market.feed.session();
      if (session.date !== date) {
        date = session.date;
        void this.updateOutcomes();
      }
      void this.scanClosedBars();
    });
    return stop;
  }

  private get state() {
    return this.market.feed.state;
  }

  /** Queues `work` after whatever the service is doing (scans and stores never interleave). */
  private queue(work: () => Promise<void>): Promise<void> {
    this.running = this.running.then(work).catch((error: unknown) => this.options.onError?.(error));
    return this.running;
  }

  /** Scans every 15-minute bar that has closed since the last scan (call after each market tick). */
  scanClosedBars(): Promise<void> {
    return this.queue(async () => {
      const session = this.market.feed.session();
      if (!this.session || this.session.date !== session.date) {
        this.session = { date: session.date, lastBar: -1, daily: new Map() };
        this.previousDay.clear();
      }
      const closed = Math.min(BARS_PER_SESSION, Math.floor(session.secondsPlayed / 900)) - 1;
      if (closed <= this.session.lastBar) return;
      // One universe for every bar caught up (the engine reads only bars up to the one scanned).
      const universe = this.liveUniverse();
      const found: SignalToStore[] = [];
      for (let k = this.session.lastBar + 1; k <= closed; k++) {
        const at = session.openMs + barCloseSecond(k) * 1000;
        for (const signal of this.engine.scanAt(universe, k, at))
          found.push({ sessionDate: session.date, signal, signalAtMs: at });
        this.session.lastBar = k;
      }
      await this.signals.insertMany(found);
    });
  }

  /** The equities' bars as the engine reads them at the live session. */
  private liveUniverse(): SignalSymbolBars[] {
    const state = this.state;
    const session = this.session;
    if (!session) return [];
    const universe: SignalSymbolBars[] = [];
    const yesterday = state.dates.length - 1;
    for (const id of equityIds(state)) {
      const meta = state.meta(id);
      const minutes = this.market.feed.minuteBars(meta.symbol);
      if (!minutes || minutes.count === 0) continue;
      let daily = session.daily.get(id);
      if (!daily) {
        daily = state.daily(id);
        session.daily.set(id, daily);
      }
      if (!this.previousDay.has(id)) {
        const bars = pastDayBars(this.options.seed, state, id, yesterday, 15);
        // Yesterday's printed prices on today's basis (a split or dividend between them rescales).
        const factor = daily.adjFactor[yesterday] ?? 1;
        this.previousDay.set(id, bars && rescaleIntradayBars(bars, factor));
      }
      universe.push({
        symbol: meta.symbol,
        sector: meta.sector,
        daily,
        m15: rollUpIntradayBars(minutes, 15),
        m15Previous: this.previousDay.get(id),
      });
    }
    return universe;
  }

  /**
   * Replays the last `backfillDays` completed sessions the record does not have yet, newest first
   * (the sessions people look at first are in the record first). Each day is its own queued job,
   * so live scans at a 15-minute close run between days, and each job yields to the server between
   * slices of bar building and between engine passes. Returns the days replayed.
   */
  async backfill(): Promise<number> {
    let plan: BackfillPlan | undefined;
    await this.queue(async () => {
      plan = this.backfillPlan(new Set(await this.signals.storedDays()));
    });
    let replayed = 0;
    for (const day of plan?.days ?? []) {
      await this.queue(async () => {
        if (plan) await this.backfillDay(plan, day);
        replayed++;
      });
    }
    return replayed;
  }

  /** The universe, the bars cache and the day indices a backfill replays. */
  private backfillPlan(stored: ReadonlySet<string>): BackfillPlan {
    const state = this.state;
    const ids = equityIds(state);
    const universe = ids.map((id) => ({
      symbol: state.meta(id).symbol,
      sector: state.meta(id).sector,
      daily: state.daily(id),
    }));
    const idBySymbol = new Map(ids.map((id) => [state.meta(id).symbol, id]));
    const cache = new Map<string, IntradayColumns | undefined>();
    const m15ForDay = (symbol: string, day: number) => {
      const key = `${symbol}|${day}`;
      if (!cache.has(key))
        cache.set(key, pastDayBars(this.options.seed, state, idBySymbol.get(symbol) ?? -1, day, 15));
      return cache.get(key);
    };
    const last = state.dates.length;
    const days: number[] = [];
    for (let day = last - 1; day >= Math.max(1, last - (this.options.backfillDays ?? 60)); day--) {
      const date = state.dates[day];
      if (date !== undefined && !stored.has(date)) days.push(day);
    }
    return { universe, cache, m15ForDay, days };
  }

  private async backfillDay(plan: BackfillPlan, day: number): Promise<void> {
    const { universe, cache, m15ForDay } = plan;
    const date = this.state.dates[day];
    if (date === undefined) return;
    // Build the day's (and the day before's) bars in slices, yielding between them.
    for (const d of [day - 1, day]) {
      for (let i = 0; i < universe.length; i += BACKFILL_SLICE) {
        for (const s of universe.slice(i, i + BACKFILL_SLICE)) m15ForDay(s.symbol, d);
        await yieldToServer();
      }
    }
    const openMs = sessionOpenMs(date);
    const steps = backfillSteps(
      {
        universe,
        fromDay: day,
        toDay: day + 1,
        m15ForDay,
        barCloseTime: (_d, bar) => openMs + (bar + 1) * BAR_MS,
      },
      this.engine,
    );
    // One engine pass per 15-minute bar (about 12 ms over the universe) between yields.
    const signals: BackfilledSignal[] = [];
    for (const step of steps) {
      signals.push(...step);
      await yieldToServer();
    }
    await this.signals.insertMany(
      signals.map((signal) => ({
        sessionDate: date,
        signal,
        signalAtMs: signal.time,
        outcome: this.judge(signal, day, m15ForDay(signal.symbol, day)),
      })),
    );
    // The next (earlier) day reuses this day's previous-session bars.
    for (const key of cache.keys()) if (!key.endsWith(`|${day - 1}`)) cache.delete(key);
  }

  /** The outcome of a signal of completed day `t` on the bars known now (undefined without the day's bars). */
  private judge(
    signal: Signal,
    t: number,
    m15: IntradayColumns | undefined,
  ): { result: SignalOutcome; exitAtMs: number | null } | undefined {
    const state = this.state;
    const id = state.idOf(signal.symbol);
    if (!m15 || id === undefined) return undefined;
    const result = evaluateOutcome(signal, { m15, daysAfter: daysAfterFromHistory(state.daily(id), t, 20) });
    return { result, exitAtMs: exitTime(state.dates, t, result.exitDay, result.exitBar) };
  }

  /** Judges every open stored signal on the bars known now; returns how many closed. */
  updateOutcomes(): Promise<number> {
    let closed = 0;
    return this.queue(async () => {
      const state = this.state;
      const dayIndex = new Map<string, number>(state.dates.map((d, i) => [d, i]));
      const open = await this.signals.open();
      for (const [i, row] of open.entries()) {
        if (i % BACKFILL_SLICE === 0) await yieldToServer();
        const id = state.idOf(row.symbol);
        const t = dayIndex.get(row.sessionDate);
        if (id === undefined || t === undefined) continue; // today's signals: judged once the day completes
        const judged = this.judge(signalOfRow(row), t, pastDayBars(this.options.seed, state, id, t, 15));
        if (!judged) continue;
        const outcome = judged.result;
        if (
          outcome.status === 'open' &&
          outcome.return1d === row.return1d &&
          outcome.return5d === row.return5d
        )
          continue;
        const exitAt = judged.exitAtMs;
        await this.signals.recordOutcome(row.id, outcome, exitAt);
        if (outcome.status !== 'open') closed++;
      }
    }).then(() => closed);
  }
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
