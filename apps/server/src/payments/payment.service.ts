import {
  type CartData,
  cartDataSchema,
  type DurationColumn,
  durationOf,
  type OrderResponse,
  orderResponseSchema,
  type TierCode,
  type TierHold,
} from '@nivesh/contracts';
import { sql } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import type { PaymentOrderRow, PaymentRow, UserRow } from '../db/schema';
import { failure, type Outcome, success } from '../http/answers';
import { CatalogueRepository } from '../subscriptions/catalogue.repository';
import { addedToFree, comingFor, holdDto, tierNameOf } from '../subscriptions/catalogue-answers';
import { EntitlementsRepository } from '../subscriptions/entitlements.repository';
import { stackedPeriod } from '../subscriptions/stacking';
import { invoiceNumber } from './invoice';
import type { PaymentProvider, ProviderOrder } from './payment-provider';
import { PaymentsRepository } from './payments.repository';
import type { SandboxCharge } from './sandbox-provider';

export interface CreatedOrder {
  readonly order: ProviderOrder;
  readonly cart: CartData;
  readonly description: string;
}

export interface Grant {
  readonly hold: TierHold;
  readonly paymentId: string;
  readonly invoiceNumber: string;
  /** False when this order had already been granted (a replay or a second confirmation). */
  readonly granted: boolean;
  /** This payment was a second capture of the order: refunded in full, or flagged when the refund failed. */
  readonly duplicate: 'refunded' | 'flagged' | null;
}

/** Duplicates still to settle: a capture not yet refunded (or flagged, to retry). */
function unsettled(rows: readonly PaymentRow[]): PaymentRow[] {
  return rows.filter((r) => r.status === 'captured' || r.status === 'duplicate');
}

/** How a sandbox charge is recorded (an unknown card charges nothing). */
function recordOf(
  charge: SandboxCharge,
): { paymentId: string; status: 'captured' | 'failed' | 'pending'; detail: string } | null {
  switch (charge.outcome) {
    case 'success':
      return {
        paymentId: charge.paymentId,
        status: 'captured',
        detail: 'Captured by the sandbox checkout; the plan starts when the payment is confirmed',
      };
    case 'declined':
      return { paymentId: charge.paymentId, status: 'failed', detail: charge.reason };
    case 'pending':
      return { paymentId: charge.paymentId, status: 'pending', detail: 'Awaiting the bank’s confirmation' };
    case 'unknown-card':
      return null;
  }
}

export const NO_ORDER = 'No such payment order: start again from the plans on /subscription';
export const BAD_SIGNATURE =
  'The payment could not be verified (its signature does not match), so no plan was activated. If money left your account, contact support with the payment id.';

function parseJson<T>(
  text: string,
  schema: { safeParse(v: unknown): { success: true; data: T } | { success: false } },
): T | null {
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Orders, payment confirmation and webhooks: decides, with the repositories doing the I/O. */
export class PaymentService {
  private readonly catalogue: CatalogueRepository;
  private readonly payments: PaymentsRepository;

  constructor(
    private readonly db: Db,
    readonly provider: PaymentProvider,
    private readonly clock: Clock,
  ) {
    this.catalogue = new CatalogueRepository(db);
    this.payments = new PaymentsRepository(db);
  }

  /** Payment/orderDetails: the amount is the server's price of the package and duration × 100. */
  async createOrder(
    user: UserRow,
    packageId: number,
    duration: DurationColumn,
    selectedAmount: number | undefined,
  ): Promise<Outcome<CreatedOrder>> {
    const pkg = await this.catalogue.packageById(packageId);
    if (!pkg) return failure(`No package ${packageId}: reload the plans and choose again`);
    const price = pkg[duration];
    const label = durationOf(duration).label;
    if (price <= 0) return failure(`${pkg.name} for ${label} is free: there is nothing to pay`);
    // A plan is sold only for what a buyer gets today: one adding no built page to Free is not.
    const tier = pkg.tier as TierCode;
    const features = await this.catalogue.features();
    if (addedToFree(features, tier).length === 0) {
      const coming = features.filter((f) => comingFor(f, tier)).map((f) => f.name);
      return failure(
        `${pkg.name} is not on sale yet: what it adds to Free (${coming.join('; ') || 'nothing yet'}) is still being built. See /subscription-feature for what is coming to the ${tierNameOf(pkg.tier)} plan.`,
      );
    }
    if (selectedAmount !== undefined && selectedAmount !== price)
      return failure(
        `The price of ${pkg.name} for ${label} is Rs. ${price}, not Rs. ${selectedAmount}: reload the plans and try again`,
      );
    const now = this.clock.now();
    const amountPaise = price * 100;
    const receipt = `rcpt_${now.getTime().toString(36)}_${user.id.slice(0, 8)}`;
    const order = await this.provider.createOrder({
      amountPaise,
      receipt,
      notes: { package: pkg.slug, duration, user: user.id },
    });
    await this.payments.createOrder({
      id: order.id,
      provider: this.provider.name,
      userId: user.id,
      packageId: pkg.id,
      packageName: pkg.name,
      tier: pkg.tier,
      duration,
      days: durationOf(duration).days,
      amountPaise,
      currency: 'INR',
      receipt,
      status: 'created',
      createdAt: now,
      paidAt: null,
    });
    return success({
      order,
      cart: { id: pkg.id, name: pkg.name, selectedColumn: duration, selectedAmount: price },
      description: `${pkg.name} for ${label}`,
    });
  }

  /** Payment/paymentDetails: verifies the provider's signature, then grants the order's tier once. */
  async confirm(user: UserRow, cartJson: string, responseJson: string): Promise<Outcome<Grant>> {
    const response = parseJson<OrderResponse>(responseJson, orderResponseSchema);
    if (!response)
      return failure(
        'orderResponse is not the checkout’s answer (razorpay_payment_id, razorpay_order_id, razorpay_signature)',
      );
    const cart = parseJson<CartData>(cartJson, cartDataSchema);
    if (!cart) return failure('cartData is not a package with selectedColumn and selectedAmount');
    const {
      razorpay_order_id: orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: signature,
    } = response;
    if (!this.provider.verifyPayment(orderId, paymentId, signature)) return failure(BAD_SIGNATURE);
    const order = await this.orderOf(user.id, orderId);
    if (!order) return failure(NO_ORDER);
    if (
      cart.id !== order.packageId ||
      cart.selectedColumn !== order.duration ||
      cart.selectedAmount * 100 !== order.amountPaise
    )
      return failure(
        `The cart (${cart.name}, Rs. ${cart.selectedAmount}) does not match the order paid (${order.packageName}, Rs. ${order.amountPaise / 100}), so no plan was activated`,
      );
    return success(await this.grant(order, paymentId, 'Paid at checkout'));
  }

  /**
   * Grants the order's tier for its duration, stacked after what the user already holds; once per
   * order (the unique order id of `entitlements`), serialised per user by an advisory lock. Every
   * captured payment is recorded: a second capture of an order already paid (or captured beside the
   * one granted) is a duplicate, refunded through the provider, or flagged when the refund fails.
   */
  async grant(order: PaymentOrderRow, paymentId: string, detail: string): Promise<Grant> {
    const now = this.clock.now();
    const { grant, duplicates, second } = await this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`entitlements:${order.userId}`}))`);
      const holds = new EntitlementsRepository(tx);
      const payments = new PaymentsRepository(tx);
      const existing = await holds.byOrder(order.id);
      if (existing) {
        const already = {
          hold: holdDto(existing),
          paymentId: existing.paymentId,
          invoiceNumber: existing.invoiceNumber,
          granted: false,
        };
        if (existing.paymentId === paymentId) return { grant: already, duplicates: [], second: null };
        const second = await payments.savePayment(
          {
            paymentId,
            orderId: order.id,
            userId: order.userId,
            amountPaise: order.amountPaise,
            status: 'captured',
            detail: `A second payment for ${order.packageName}, whose order ${existing.paymentId} already paid`,
          },
          now,
        );
        return { grant: already, duplicates: unsettled([second]), second };
      }
      const payment = await payments.savePayment(
        {
          paymentId,
          orderId: order.id,
          userId: order.userId,
          amountPaise: order.amountPaise,
          status: 'captured',
          detail,
        },
        now,
      );
      await payments.markOrderPaid(order.id, now);
      const period = stackedPeriod(now, await holds.latestEnd(order.userId, order.tier), order.days);
      const number = invoiceNumber(now, payment.id);
      await holds.insert({
        userId: order.userId,
        tier: order.tier,
        orderId: order.id,
        paymentId,
        invoiceNumber: number,
        startsAt: period.startsAt,
        endsAt: period.endsAt,
        createdAt: now,
      });
      const others = [
        ...(await payments.paymentsOfOrder(order.id, 'captured')),
        ...(await payments.paymentsOfOrder(order.id, 'duplicate')),
      ].filter((p) => p.paymentId !== paymentId);
      return {
        grant: {
          hold: holdDto({ tier: order.tier, ...period }),
          paymentId,
          invoiceNumber: number,
          granted: true,
        },
        duplicates: others,
        second: null,
      };
    });
    // A replayed confirmation of a duplicate already refunded says so.
    let duplicate: Grant['duplicate'] = second?.status === 'refunded' ? 'refunded' : null;
    for (const extra of duplicates) {
      const settled = await this.refundDuplicate(order, extra, grant.paymentId);
      if (extra.paymentId === paymentId) duplicate = settled;
    }
    return { ...grant, duplicate };
  }

  /**
   * Refunds a duplicate capture in full through the provider; when the provider refuses, the
   * payment stays recorded as `duplicate` (flagged: money taken twice, owed back) with the reason.
   */
  private async refundDuplicate(
    order: PaymentOrderRow,
    payment: PaymentRow,
    paidBy: string,
  ): Promise<'refunded' | 'flagged'> {
    const base = {
      paymentId: payment.paymentId,
      orderId: order.id,
      userId: order.userId,
      amountPaise: payment.amountPaise,
    };
    const what = `A second payment for ${order.packageName} (the order was already paid by ${paidBy})`;
    try {
      const refund = await this.provider.refund(payment.paymentId, payment.amountPaise, {
        order: order.id,
        reason: 'duplicate payment',
      });
      await this.payments.savePayment(
        { ...base, status: 'refunded', detail: `${what}: refunded in full (refund ${refund.id})` },
        this.clock.now(),
      );
      return 'refunded';
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await this.payments.savePayment(
        {
          ...base,
          status: 'duplicate',
          detail: `${what}: the refund did not go through (${reason}); it is flagged and will be refunded by support`,
        },
        this.clock.now(),
      );
      return 'flagged';
    }
  }

  /**
   * The sandbox checkout's charge of an order, under the order's lock: refused when a captured
   * payment already pays it, and its outcome recorded at once (a success as `captured`, so no
   * captured payment goes unrecorded even when the checkout's answer never reaches paymentDetails).
   */
  async chargeInSandbox(
    order: PaymentOrderRow,
    charge: () => SandboxCharge,
  ): Promise<{ kind: 'already-paid'; paymentId: string } | { kind: 'charged'; charge: SandboxCharge }> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`payment-order:${order.id}`}))`);
      const payments = new PaymentsRepository(tx);
      const [paid] = await payments.paymentsOfOrder(order.id, 'captured');
      if (paid) return { kind: 'already-paid' as const, paymentId: paid.paymentId };
      const result = charge();
      const recorded = recordOf(result);
      if (recorded)
        await payments.savePayment(
          {
            paymentId: recorded.paymentId,
            orderId: order.id,
            userId: order.userId,
            amountPaise: order.amountPaise,
            status: recorded.status,
            detail: recorded.detail,
          },
          this.clock.now(),
        );
      return { kind: 'charged' as const, charge: result };
    });
  }

  /**
   * Records a payment that failed or is still pending (shown in the history; grants nothing). A
   * payment already captured stays captured: answers the row as stored.
   */
  async recordAttempt(
    order: PaymentOrderRow,
    paymentId: string,
    status: 'failed' | 'pending',
    detail: string,
  ): Promise<PaymentRow> {
    return this.payments.savePayment(
      { paymentId, orderId: order.id, userId: order.userId, amountPaise: order.amountPaise, status, detail },
      this.clock.now(),
    );
  }

  async orderOf(userId: string, orderId: string): Promise<PaymentOrderRow | undefined> {
    const order = await this.payments.order(orderId);
    return order && order.userId === userId ? order : undefined;
  }
}
