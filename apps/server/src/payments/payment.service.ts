import {
  type CartData,
  cartDataSchema,
  type DurationColumn,
  durationOf,
  type OrderResponse,
  orderResponseSchema,
  type TierHold,
} from '@nivesh/contracts';
import { sql } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import type { PaymentOrderRow, UserRow } from '../db/schema';
import { type Outcome, refusal, success } from '../http/answers';
import { CatalogueRepository } from '../subscriptions/catalogue.repository';
import { holdDto } from '../subscriptions/catalogue-answers';
import { EntitlementsRepository } from '../subscriptions/entitlements.repository';
import { stackedPeriod } from '../subscriptions/stacking';
import { invoiceNumber } from './invoice';
import type { PaymentProvider, ProviderOrder } from './payment-provider';
import { PaymentsRepository } from './payments.repository';

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
    if (!pkg) return refusal(`No package ${packageId}: reload the plans and choose again`);
    const price = pkg[duration];
    const label = durationOf(duration).label;
    if (price <= 0) return refusal(`${pkg.name} for ${label} is free: there is nothing to pay`);
    if (selectedAmount !== undefined && selectedAmount !== price)
      return refusal(
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
      return refusal(
        'orderResponse is not the checkout’s answer (razorpay_payment_id, razorpay_order_id, razorpay_signature)',
      );
    const cart = parseJson<CartData>(cartJson, cartDataSchema);
    if (!cart) return refusal('cartData is not a package with selectedColumn and selectedAmount');
    const {
      razorpay_order_id: orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: signature,
    } = response;
    if (!this.provider.verifyPayment(orderId, paymentId, signature)) return refusal(BAD_SIGNATURE);
    const order = await this.orderOf(user.id, orderId);
    if (!order) return refusal(NO_ORDER);
    if (
      cart.id !== order.packageId ||
      cart.selectedColumn !== order.duration ||
      cart.selectedAmount * 100 !== order.amountPaise
    )
      return refusal(
        `The cart (${cart.name}, Rs. ${cart.selectedAmount}) does not match the order paid (${order.packageName}, Rs. ${order.amountPaise / 100}), so no plan was activated`,
      );
    return success(await this.grant(order, paymentId, 'Paid at checkout'));
  }

  /**
   * Grants the order's tier for its duration, stacked after what the user already holds; once per
   * order (the unique order id of `entitlements`), serialised per user by an advisory lock.
   */
  async grant(order: PaymentOrderRow, paymentId: string, detail: string): Promise<Grant> {
    const now = this.clock.now();
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`entitlements:${order.userId}`}))`);
      const holds = new EntitlementsRepository(tx);
      const existing = await holds.byOrder(order.id);
      if (existing)
        return {
          hold: holdDto(existing),
          paymentId: existing.paymentId,
          invoiceNumber: existing.invoiceNumber,
          granted: false,
        };
      const payments = new PaymentsRepository(tx);
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
      return {
        hold: holdDto({ tier: order.tier, ...period }),
        paymentId,
        invoiceNumber: number,
        granted: true,
      };
    });
  }

  /** Records a payment that failed or is still pending (shown in the history; grants nothing). */
  async recordAttempt(
    order: PaymentOrderRow,
    paymentId: string,
    status: 'failed' | 'pending',
    detail: string,
  ) {
    await this.payments.savePayment(
      { paymentId, orderId: order.id, userId: order.userId, amountPaise: order.amountPaise, status, detail },
      this.clock.now(),
    );
  }

  async orderOf(userId: string, orderId: string): Promise<PaymentOrderRow | undefined> {
    const order = await this.payments.order(orderId);
    return order && order.userId === userId ? order : undefined;
  }
}
