/** Payment orders, payments and handled webhook events (tables `payment_orders`, `payments`, `payment_webhook_events`). */
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import {
  type PaymentOrderRow,
  type PaymentRow,
  paymentOrders,
  payments,
  paymentWebhookEvents,
} from '../db/schema';

export type PaymentStatus = 'captured' | 'failed' | 'pending';

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

  /** Records a payment attempt, or moves a known one on (a pending payment captured later). */
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
      })
      .returning();
    if (!row) throw new Error('Saving a payment returned no row');
    return row;
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
