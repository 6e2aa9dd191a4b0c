/**
 * Runs the auto-signal engine on the running market and keeps the product's record of it
 * (docs/signals.md): at each 15-minute bar close of the session it scans every equity and stores
 * what fired; at start-up it replays the recent completed sessions the record lacks (the same
 * engine on the same bars, so the track record exists from the first start); and it judges stored
 * signals against the bars that followed them.
 */
import {
  BARS_PER_SESSION,
  type DailyColumns,
  type IntradayColumns,
  rescaleIntradayBars,
  rollUpIntradayBars,
  type Signal,
  SignalEngine,
  type SignalSymbolBars,
} from '@nivesh/market';
import { BackgroundWorker } from '../background/background-worker';
import { snapshotOf } from '../background/market-snapshot';
import { yieldToServer } from '../background/yield-to-server';
import type { AutoSignalRow } from '../db/schema';
import { equityIds } from '../market/day/list-scope';
import type { MarketService } from '../market/market.service';
import { pastDayBars } from '../market/past-intraday';
import type { AutoSignalsRepository, SignalToStore } from './auto-signals.repository';
import {
  barCloseSecond,
  daysToReplay,
  type ReplayAnswer,
  type ReplayRequest,
  type SignalToJudge,
} from './signal-replay';

type ReplayWorker = BackgroundWorker<ReplayRequest, ReplayAnswer>;

/** Symbols whose previous-session bars are rebuilt between two yields (about 5 ms of work). */
const PREVIOUS_DAY_SLICE = 5;

export interface SignalServiceOptions {
  /** The seed of the intraday paths the feed plays (the simulated market's or the replay's). */
  readonly seed: string;
  /** Completed sessions replayed into the record at start-up (default 60). */
  readonly backfillDays?: number;
  /** CPU priority of the replay worker, 0 (default) to 19 (the server: background only). */
  readonly workerNice?: number;
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
      const universe = await this.liveUniverse();
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

  /**
   * The equities' bars as the engine reads them at the live session. Yesterday's bars are rebuilt
   * once a session (about 1 ms a symbol), a few symbols between two yields to the server.
   */
  private async liveUniverse(): Promise<SignalSymbolBars[]> {
    const state = this.state;
    const session = this.session;
    if (!session) return [];
    const universe: SignalSymbolBars[] = [];
    const yesterday = state.dates.length - 1;
    let rebuilt = 0;
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
        if (++rebuilt % PREVIOUS_DAY_SLICE === 0) await yieldToServer();
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
   * (the sessions people look at first are in the record first). The engine runs in a background
   * worker on a copy of the market (signal-replay.ts), one day per request; each day's signals are
   * stored as their own queued job, so live scans at a 15-minute close run between days. Returns
   * the days replayed.
   */
  async backfill(): Promise<number> {
    let days: number[] = [];
    await this.queue(async () => {
      const stored = new Set(await this.signals.storedDays());
      // Imported data with a gap: only days whose previous session is in the data (a signal reads
      // the day before, and is judged on the days after, which a gap would not hold).
      const from = this.state.continuousHistoryFrom;
      days = daysToReplay(this.state.dates, stored, this.options.backfillDays ?? 60).filter((d) => d > from);
    });
    if (days.length === 0) return 0;
    let replayed = 0;
    await this.withReplayWorker(async (worker) => {
      for (const day of days) {
        const answer = await worker.request({ kind: 'day', day });
        if (answer.kind !== 'day') throw new Error('replay worker: expected a day');
        await this.queue(async () => {
          await this.signals.insertMany(answer.rows);
          replayed++;
        });
      }
    });
    return replayed;
  }

  /** Runs `work` with a replay worker on a copy of the market as it is now, then stops the worker. */
  private async withReplayWorker<T>(work: (worker: ReplayWorker) => Promise<T>): Promise<T> {
    const { snapshot, transfer } = await snapshotOf(this.state);
    const worker: ReplayWorker = BackgroundWorker.start(
      new URL('./signal-replay.worker.ts', import.meta.url),
      { snapshot, seed: this.options.seed },
      { transfer, nice: this.options.workerNice },
    );
    try {
      return await work(worker);
    } finally {
      await worker.close();
    }
  }

  /** Judges every open stored signal on the bars known now (in the replay worker); returns how many closed. */
  updateOutcomes(): Promise<number> {
    let closed = 0;
    return this.queue(async () => {
      const dayIndex = new Map<string, number>(this.state.dates.map((d, i) => [d, i]));
      const open = await this.signals.open();
      const byId = new Map(open.map((row) => [row.id, row]));
      const toJudge: SignalToJudge[] = [];
      for (const row of open) {
        const day = dayIndex.get(row.sessionDate);
        // Today's signals are judged once the day completes.
        if (day !== undefined) toJudge.push({ id: row.id, signal: signalOfRow(row), day });
      }
      if (toJudge.length === 0) return;
      const answer = await this.withReplayWorker((worker) =>
        worker.request({ kind: 'judge', signals: toJudge }),
      );
      if (answer.kind !== 'judged') throw new Error('replay worker: expected judged signals');
      for (const { id, judgement } of answer.judged) {
        const row = byId.get(id);
        const outcome = judgement.result;
        if (
          !row ||
          (outcome.status === 'open' &&
            outcome.return1d === row.return1d &&
            outcome.return5d === row.return5d)
        )
          continue;
        await this.signals.recordOutcome(id, outcome, judgement.exitAtMs);
        if (outcome.status !== 'open') closed++;
      }
    }).then(() => closed);
  }
}
