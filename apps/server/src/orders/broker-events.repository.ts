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

  async append(events: readonly BrokerEvent[], now: Date): Promise<void> {
    if (events.length === 0) return;
    await this.db
      .insert(brokerEvents)
      .values(events.map((event) => ({ market: this.market, type: event.type, event, recordedAt: now })));
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

  async recordSubmit(userId: string, key: string, orderId: string, now: Date): Promise<void> {
    await this.db
      .insert(orderSubmissions)
      .values({ userId, idempotencyKey: key, orderId, createdAt: now })
      .onConflictDoNothing();
  }
}
