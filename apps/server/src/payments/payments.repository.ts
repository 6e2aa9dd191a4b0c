/** Payment orders, payments and handled webhook events (tables `payment_orders`, `payments`, `payment_webhook_events`). */
import { PAYMENT_STATUSES, type PaymentStatus } from '@nivesh/contracts';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import {
  type PaymentOrderRow,
  type PaymentRow,
  paymentOrders,
  payments,
  paymentWebhookEvents,
} from '../db/schema';

export type { PaymentStatus };

/** A status's rank in SQL (the order of PAYMENT_STATUSES): a payment moves only to a higher rank. */
function rankSql(status: SQL): SQL {
  const statuses = sql.join(
    PAYMENT_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  );
  return sql`array_position(array[${statuses}]::text[], ${status})`;
}

export class PaymentsRepository {
  constructor(private readonly db: Db) {}

  async createOrder(row: PaymentOrderRow): Promise<void> {
    await this.db.insert(paymentOrders).values(row);
  }

  async order(id: string): Promise<PaymentOrderRow | undefined> {
    const [row] = await this.db.select().from(paymentOrders).where(eq(paymentOrders.id, id));
    return row;
  }

  async markOrderPaid(id: string, at: Date): Promise<void> {
    await this.db.update(paymentOrders).set({ status: 'paid', paidAt: at }).where(eq(paymentOrders.id, id));
  }

  /**
   * Records a payment, or moves a known one forward (a pending payment captured later, a duplicate
   * capture refunded). A status of lower rank never overwrites a higher one: a `failed` event for a
   * captured payment leaves it captured. Answers the row as stored.
   */
  async savePayment(
    p: Pick<PaymentRow, 'paymentId' | 'orderId' | 'userId' | 'amountPaise' | 'detail'> & {
      status: PaymentStatus;
    },
    now: Date,
  ): Promise<PaymentRow> {
    const [row] = await this.db
      .insert(payments)
      .values({ ...p, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: payments.paymentId,
        set: { status: p.status, detail: p.detail, updatedAt: now },
        setWhere: sql`${rankSql(sql`excluded.status`)} > ${rankSql(sql`${payments.status}`)}`,
      })
      .returning();
    if (row) return row;
    const kept = await this.payment(p.paymentId);
    if (!kept) throw new Error('Saving a payment returned no row');
    return kept;
  }

  async payment(paymentId: string): Promise<PaymentRow | undefined> {
    const [row] = await this.db.select().from(payments).where(eq(payments.paymentId, paymentId));
    return row;
  }

  /** The payments of an order with a status, oldest first. */
  async paymentsOfOrder(orderId: string, status: PaymentStatus): Promise<PaymentRow[]> {
    return this.db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.status, status)))
      .orderBy(payments.id);
  }

  async paymentsOf(userId: string): Promise<{ payment: PaymentRow; order: PaymentOrderRow }[]> {
    return this.db
      .select({ payment: payments, order: paymentOrders })
      .from(payments)
      .innerJoin(paymentOrders, eq(payments.orderId, paymentOrders.id))
      .where(eq(payments.userId, userId))
      .orderBy(desc(payments.createdAt), desc(payments.id));
  }

  async paymentOf(
    userId: string,
    paymentId: string,
  ): Promise<{ payment: PaymentRow; order: PaymentOrderRow } | undefined> {
    const [row] = await this.db
      .select({ payment: payments, order: paymentOrders })
      .from(payments)
      .innerJoin(paymentOrders, eq(payments.orderId, paymentOrders.id))
      .where(and(eq(payments.userId, userId), eq(payments.paymentId, paymentId)));
    return row;
  }

  async webhookSeen(eventId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: paymentWebhookEvents.eventId })
      .from(paymentWebhookEvents)
      .where(eq(paymentWebhookEvents.eventId, eventId));
    return row !== undefined;
  }

  async recordWebhook(eventId: string, provider: string, type: string, now: Date): Promise<void> {
    await this.db
      .insert(paymentWebhookEvents)
      .values({ eventId, provider, type, receivedAt: now })
      .onConflictDoNothing();
  }
}
