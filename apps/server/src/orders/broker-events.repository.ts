/** The paper broker's stored events (table `broker_events`) and answered submits (`order_submissions`). */
import type { BrokerEvent } from '@nivesh/market';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { brokerEvents, orderSubmissions } from '../db/schema';

export class BrokerEventsRepository {
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
   * Stores events, and with `submit` the submit they answer, in one transaction (one commit per
   * order: the commit is most of a submit's cost on PGlite).
   */
  async append(
    events: readonly BrokerEvent[],
    now: Date,
    submit?: { readonly userId: string; readonly key: string; readonly orderId: string },
  ): Promise<void> {
    if (events.length === 0 && !submit) return;
    const rows = events.map((event) => ({ market: this.market, type: event.type, event, recordedAt: now }));
    if (!submit) {
      await this.db.insert(brokerEvents).values(rows);
      return;
    }
    await this.db.transaction(async (tx) => {
      if (rows.length > 0) await tx.insert(brokerEvents).values(rows);
      await tx
        .insert(orderSubmissions)
        .values({
          userId: submit.userId,
          idempotencyKey: submit.key,
          orderId: submit.orderId,
          createdAt: now,
        })
        .onConflictDoNothing();
    });
  }

  /** The order an earlier submit with this key placed, if any. */
  async submitted(userId: string, key: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ orderId: orderSubmissions.orderId })
      .from(orderSubmissions)
      .where(and(eq(orderSubmissions.userId, userId), eq(orderSubmissions.idempotencyKey, key)))
      .limit(1);
    return row?.orderId;
  }
}
