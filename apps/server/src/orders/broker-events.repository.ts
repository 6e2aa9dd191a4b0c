/** The paper broker's stored events (table `broker_events`) and answered submits (`order_submissions`). */
import type { BrokerEvent } from '@nivesh/market';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { brokerEvents, orderSubmissions } from '../db/schema';

/** A submit answered by the events stored with it: the user's idempotency key and the order placed. */
export interface StoredSubmit {
  readonly userId: string;
  readonly key: string;
  readonly orderId: string;
}

const submitKey = (userId: string, key: string) => `${userId}\u0000${key}`;

export class BrokerEventsRepository {
  /**
   * Every answered submit (user + key → order), read once and then kept in step with each stored
   * submit, so a submit needs no lookup query. Dropped after a failed write: the write may have
   * landed (a lost answer), so the next lookup reads the table again.
   */
  private submits: Map<string, string> | undefined;

  constructor(
    private readonly db: Db,
    /** Which market the events belong to (`simulated:<seed>`, or the replay's key). */
    private readonly market: string,
  ) {}

  /** Every event of this market, in the order it happened. */
  async all(): Promise<BrokerEvent[]> {
    const rows = await this.db
      .select({ event: brokerEvents.event })
      .from(brokerEvents)
      .where(eq(brokerEvents.market, this.market))
      .orderBy(asc(brokerEvents.id));
    return rows.map((row) => row.event as BrokerEvent);
  }

  /**
   * Stores events, and the submits they answer, atomically in one statement (one commit per write:
   * the commit is most of a submit's cost, and the order queue writes a batch of commands at once).
   */
  async append(
    events: readonly BrokerEvent[],
    now: Date,
    submits: readonly StoredSubmit[] = [],
  ): Promise<void> {
    if (events.length === 0 && submits.length === 0) return;
    const rows = events.map((event) => ({ market: this.market, type: event.type, event, recordedAt: now }));
    if (submits.length === 0) {
      await this.db.insert(brokerEvents).values(rows);
      return;
    }
    // One statement, so one commit and one round trip: the events and the submits land together.
    const at = now.toISOString();
    const values = rows.map(
      (row) => sql`(${row.market}, ${row.type}, ${JSON.stringify(row.event)}::jsonb, ${at}::timestamptz)`,
    );
    const answered = submits.map(
      (submit) => sql`(${submit.userId}, ${submit.key}, ${submit.orderId}, ${at}::timestamptz)`,
    );
    const submission = sql`insert into ${orderSubmissions} (user_id, idempotency_key, order_id, created_at)
      values ${sql.join(answered, sql`, `)} on conflict do nothing`;
    try {
      await this.db.execute(
        values.length === 0
          ? submission
          : sql`with stored as (insert into ${brokerEvents} (market, type, event, recorded_at)
              values ${sql.join(values, sql`, `)} returning 1) ${submission}`,
      );
    } catch (error) {
      this.submits = undefined;
      throw error;
    }
    for (const submit of submits) this.submits?.set(submitKey(submit.userId, submit.key), submit.orderId);
  }

  /** The order an earlier submit with this key placed, if any. */
  async submitted(userId: string, key: string): Promise<string | undefined> {
    if (!this.submits) {
      const rows = await this.db
        .select({
          userId: orderSubmissions.userId,
          key: orderSubmissions.idempotencyKey,
          orderId: orderSubmissions.orderId,
        })
        .from(orderSubmissions);
      this.submits = new Map(rows.map((row) => [submitKey(row.userId, row.key), row.orderId]));
    }
    return this.submits.get(submitKey(userId, key));
  }
}
