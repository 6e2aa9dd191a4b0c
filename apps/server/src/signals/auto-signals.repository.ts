/**
 * The stored auto-signals (table `auto_signals`): the product's own record of every signal the
 * engine fired, per market (`simulated:<seed>` or `replay`), with outcomes filled in later.
 * Inserting is idempotent: a signal of a type for a symbol on a day is stored once, whichever
 * pass (live scan, backfill, a restarted server) reaches it first.
 */
import type { Signal, SignalOutcome, SignalType } from '@nivesh/market';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { type AutoSignalRow, autoSignals } from '../db/schema';
import { type BulkColumn, bulkInsert } from '../market-data/bulk-insert';

/** A signal as the engine returned it, with the session it fired in and the bar close instant. */
export interface SignalToStore {
  readonly sessionDate: string;
  readonly signal: Signal;
  /** Epoch ms of the signal bar's close. */
  readonly signalAtMs: number;
  /** The outcome when already known (a replayed day is judged as it is stored). */
  readonly outcome?: { readonly result: SignalOutcome; readonly exitAtMs: number | null };
}

const iso = (ms: number): string => new Date(ms).toISOString();

/** The market a record belongs to: the feed and the seed of its intraday paths (`simulated:nivesh`). */
export function signalMarketKey(feed: string, seed: string): string {
  return `${feed}:${seed}`;
}

function columns(market: string): BulkColumn<SignalToStore>[] {
  return [
    { name: 'market', type: 'text', value: () => market },
    { name: 'session_date', type: 'date', value: (r) => r.sessionDate },
    { name: 'symbol', type: 'text', value: (r) => r.signal.symbol },
    { name: 'sector', type: 'text', value: (r) => r.signal.sector },
    { name: 'type', type: 'text', value: (r) => r.signal.type },
    { name: 'side', type: 'text', value: (r) => r.signal.side },
    { name: 'rule', type: 'text', value: (r) => r.signal.rule },
    { name: 'bar_index', type: 'integer', value: (r) => r.signal.barIndex },
    { name: 'signal_at', type: 'timestamptz', value: (r) => iso(r.signalAtMs) },
    { name: 'price', type: 'bigint', value: (r) => r.signal.price },
    { name: 'target', type: 'bigint', value: (r) => r.signal.target },
    { name: 'stop', type: 'bigint', value: (r) => r.signal.stop },
    { name: 'horizon_days', type: 'integer', value: (r) => r.signal.horizonDays },
    { name: 'details', type: 'text', value: (r) => JSON.stringify(r.signal.details) },
    { name: 'status', type: 'text', value: (r) => r.outcome?.result.status ?? 'open' },
    { name: 'exit_price', type: 'bigint', value: (r) => r.outcome?.result.exitPrice ?? null },
    {
      name: 'exit_at',
      type: 'timestamptz',
      value: (r) => (r.outcome?.exitAtMs == null ? null : iso(r.outcome.exitAtMs)),
    },
    { name: 'return_1d', type: 'double precision', value: (r) => r.outcome?.result.return1d ?? null },
    { name: 'return_5d', type: 'double precision', value: (r) => r.outcome?.result.return5d ?? null },
    { name: 'return_20d', type: 'double precision', value: (r) => r.outcome?.result.return20d ?? null },
  ];
}

/** Signals per insert statement: a backfilled day (about 270) in slices of a few ms on PGlite. */
const SIGNAL_CHUNK_ROWS = 40;

export class AutoSignalsRepository {
  constructor(
    private readonly db: Db,
    /** The market the records belong to, e.g. `simulated:nivesh`. */
    private readonly market: string,
  ) {}

  /** Stores signals not stored yet (same day, symbol and type); returns how many were new. */
  async insertMany(rows: readonly SignalToStore[]): Promise<number> {
    return bulkInsert(
      this.db,
      'auto_signals',
      columns(this.market),
      rows,
      sql`on conflict (market, session_date, symbol, type) do nothing`,
      SIGNAL_CHUNK_ROWS,
    );
  }

  async count(): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(autoSignals)
      .where(eq(autoSignals.market, this.market));
    return row?.n ?? 0;
  }

  /**
   * Changes whenever a signal is stored or an outcome recorded (count, last id, closed outcomes and
   * recorded returns), so answers built from the whole record can be kept until it changes.
   */
  async fingerprint(): Promise<string> {
    const [row] = await this.db
      .select({
        n: sql<number>`count(*)::int`,
        last: sql<number>`coalesce(max(${autoSignals.id}), 0)::bigint`,
        closed: sql<number>`count(*) filter (where ${autoSignals.status} <> 'open')::int`,
        returns: sql<number>`(count(${autoSignals.return1d}) + count(${autoSignals.return5d}) + count(${autoSignals.return20d}))::int`,
      })
      .from(autoSignals)
      .where(eq(autoSignals.market, this.market));
    return row ? `${row.n}|${row.last}|${row.closed}|${row.returns}` : '';
  }

  /** Sessions that have stored signals, oldest first. */
  async storedDays(): Promise<string[]> {
    const rows = await this.db
      .selectDistinct({ day: autoSignals.sessionDate })
      .from(autoSignals)
      .where(eq(autoSignals.market, this.market))
      .orderBy(asc(autoSignals.sessionDate));
    return rows.map((r) => r.day);
  }

  /** The signals of one session, optionally of one type and sector, in firing order. */
  async onDay(
    sessionDate: string,
    filter: { type?: SignalType; sector?: string } = {},
  ): Promise<AutoSignalRow[]> {
    return this.db
      .select()
      .from(autoSignals)
      .where(
        and(
          eq(autoSignals.market, this.market),
          eq(autoSignals.sessionDate, sessionDate),
          filter.type === undefined ? undefined : eq(autoSignals.type, filter.type),
          filter.sector === undefined ? undefined : eq(autoSignals.sector, filter.sector),
        ),
      )
      .orderBy(asc(autoSignals.signalAt), asc(autoSignals.symbol), asc(autoSignals.type));
  }

  /** Signals whose outcome is still open (their horizon has not passed when last evaluated). */
  async open(): Promise<AutoSignalRow[]> {
    return this.db
      .select()
      .from(autoSignals)
      .where(and(eq(autoSignals.market, this.market), eq(autoSignals.status, 'open')))
      .orderBy(asc(autoSignals.sessionDate));
  }

  /** Every stored signal of a type (or all), for the measured statistics. */
  async all(type?: SignalType): Promise<AutoSignalRow[]> {
    return this.db
      .select()
      .from(autoSignals)
      .where(
        and(eq(autoSignals.market, this.market), type === undefined ? undefined : eq(autoSignals.type, type)),
      )
      .orderBy(asc(autoSignals.sessionDate), asc(autoSignals.signalAt));
  }

  /**
   * Records an evaluated outcome (returns as fractions, sign-adjusted for sells); `exitAtMs` is the
   * exit bar's close, which the caller knows from the outcome's exit day and bar.
   */
  async recordOutcome(id: number, outcome: SignalOutcome, exitAtMs: number | null): Promise<void> {
    await this.db
      .update(autoSignals)
      .set({
        status: outcome.status,
        exitPrice: outcome.exitPrice,
        exitAt: exitAtMs === null ? null : new Date(exitAtMs),
        return1d: outcome.return1d,
        return5d: outcome.return5d,
        return20d: outcome.return20d,
      })
      .where(and(eq(autoSignals.market, this.market), eq(autoSignals.id, id)));
  }
}
