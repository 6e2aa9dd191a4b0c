import {
  DURATIONS,
  PAYMENT_STATUSES,
  type PaymentStatus,
  subscriptionEndpoints,
  TIER_NAMES,
  type TierCode,
} from '@nivesh/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { sessionOf } from '../auth/session-auth';
import type { Clock } from '../clock';
import type { AppConfig } from '../config';
import { refuse } from '../http/answers';
import { type EndpointGates, endpointRouter } from '../http/endpoint-routes';
import type { SubscriptionServices } from '../services';
import { holdDto, tierNameOf } from '../subscriptions/catalogue-answers';
import { invoiceFigures, invoiceHtml } from './invoice';
import { SandboxPaymentProvider } from './sandbox-provider';
import { handleWebhook } from './webhook';

export interface PaymentRoutesOptions {
  readonly gates: EndpointGates;
  /** The subscription services the composition root built (services.ts). */
  readonly subscriptions: SubscriptionServices;
  /** INVOICE_GSTIN: the seller's GSTIN printed on invoices. */
  readonly invoiceGstin: AppConfig['invoiceGstin'];
  readonly clock: Clock;
}

const isPaymentStatus = (s: string): s is PaymentStatus => PAYMENT_STATUSES.some((k) => k === s);
/** A stored status as the contract names it (an unknown one, written by hand, shows as pending). */
const paymentStatusOf = (s: string): PaymentStatus => (isPaymentStatus(s) ? s : 'pending');
const labelOf = (column: string) => DURATIONS.find((d) => d.column === column)?.label ?? column;

/** Whether a sandbox card's MM/YY is this month or later. */
function cardValid(expiry: string, now: Date): boolean {
  const [mm, yy] = expiry.split('/').map(Number);
  if (mm === undefined || yy === undefined) return false;
  const year = 2000 + yy;
  const month = now.getUTCMonth() + 1;
  return year > now.getUTCFullYear() || (year === now.getUTCFullYear() && mm >= month);
}

/** Payment/* and Subscription/myPlan (docs/subscriptions-and-payments.md). */
export const paymentRoutes: FastifyPluginAsync<PaymentRoutesOptions> = async (
  app,
  { subscriptions, invoiceGstin, clock, gates },
) => {
  const route = endpointRouter(app, gates);
  const { payments: service, paymentRecords: payments, entitlements } = subscriptions;
  const { provider } = service;

  route(subscriptionEndpoints.orderDetails, async (request) => {
    const { user } = sessionOf(request);
    const { package_id: packageId, duration, selectedAmount } = request.body;
    const created = await service.createOrder(user, packageId, duration, selectedAmount);
    if (!created.ok) return refuse(created.message);
    const { order, cart, description } = created.value;
    return {
      status: 1 as const,
      message: `Order for ${description}: Rs. ${order.amountPaise / 100}`,
      order: { id: order.id, amount: order.amountPaise, currency: order.currency, receipt: order.receipt },
      checkout: {
        provider: provider.name,
        key: provider.publicKey,
        name: 'Nivesh',
        description,
        prefill: { contact: user.mobile, email: user.email, name: user.userName },
      },
      cart,
    };
  });

  if (provider instanceof SandboxPaymentProvider) {
    route(subscriptionEndpoints.sandboxPay, async (request) => {
      const { user } = sessionOf(request);
      const { order_id: orderId, card_number: card, expiry } = request.body;
      const order = await service.orderOf(user.id, orderId);
      if (!order) return refuse('No such payment order: start again from the plans');
      if (order.status === 'paid') return refuse('This order is already paid');
      if (!cardValid(expiry, clock.now())) return refuse('This card has expired: check the expiry date');
      const charged = await service.chargeInSandbox(order, () => provider.charge(order.id, card));
      if (charged.kind === 'already-paid')
        return refuse(
          `This order is already paid (payment ${charged.paymentId}): nothing was charged again. Reload the plans to see your plan.`,
        );
      const { charge } = charged;
      if (charge.outcome === 'unknown-card')
        return refuse(
          'The sandbox accepts only its test cards: 4111 1111 1111 1111 (success), 4000 0000 0000 0002 (decline), 4000 0000 0000 0077 (pending)',
        );
      if (charge.outcome === 'declined')
        return refuse(`Payment failed: ${charge.reason} Nothing was charged and your plan is unchanged.`);
      if (charge.outcome === 'pending') {
        return {
          status: 1 as const,
          message: 'Payment pending: your plan starts when the bank confirms it',
          outcome: 'pending' as const,
          payment_id: charge.paymentId,
        };
      }
      return {
        status: 1 as const,
        message: 'Payment authorised',
        outcome: 'success' as const,
        response: {
          razorpay_payment_id: charge.paymentId,
          razorpay_order_id: order.id,
          razorpay_signature: charge.signature,
        },
      };
    });
  }

  route(subscriptionEndpoints.paymentDetails, async (request) => {
    const { user } = sessionOf(request);
    const confirmed = await service.confirm(user, request.body.cartData, request.body.orderResponse);
    if (!confirmed.ok) return refuse(confirmed.message);
    const { hold, paymentId, invoiceNumber, granted, duplicate } = confirmed.value;
    const until = new Date(hold.endsAt).toLocaleDateString('en-IN', {
      timeZone: 'Asia/Kolkata',
      dateStyle: 'medium',
    });
    return {
      status: 1 as const,
      message: granted
        ? `Payment received: ${hold.tierName} is active until ${until}`
        : duplicate === 'refunded'
          ? `This order was already paid, so this second payment has been refunded in full: ${hold.tierName} is active until ${until}`
          : duplicate === 'flagged'
            ? `This order was already paid, so this second payment will be refunded (support has been told): ${hold.tierName} is active until ${until}`
            : `This payment was already applied: ${hold.tierName} is active until ${until}`,
      entitlement: hold,
      payment: { paymentId, invoiceNumber },
    };
  });

  const rawJsonOf = (body: unknown): string =>
    typeof body === 'object' && body !== null && 'rawJson' in body && typeof body.rawJson === 'string'
      ? body.rawJson
      : '';
  // The webhook's signature covers the raw body: this scope hands JSON on as its text, unparsed
  // (wrapped, so a body of another type, e.g. text/plain, never counts as a signed JSON body).
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
      done(null, { rawJson: typeof body === 'string' ? body : body.toString('utf8') });
    });
    endpointRouter(scope, gates)(subscriptionEndpoints.webhook, async (request, reply) => {
      const signature = request.headers['x-razorpay-signature'];
      const eventId = request.headers['x-razorpay-event-id'];
      const result = await handleWebhook(
        { service, payments, clock },
        rawJsonOf(request.body),
        typeof signature === 'string' ? signature : '',
        typeof eventId === 'string' && eventId ? eventId : undefined,
      );
      if (result.kind === 'bad-signature') return reply.code(400).send(refuse('Invalid webhook signature'));
      return { status: 1 as const, message: result.message, handled: result.handled };
    });
  });

  route(subscriptionEndpoints.myPlan, async (request) => {
    const { user } = sessionOf(request);
    const held = await entitlements.holds(user.id, clock.now());
    const granted = new Map((await entitlements.forUser(user.id)).map((e) => [e.paymentId, e]));
    const rows = await payments.paymentsOf(user.id);
    const order: TierCode[] = ['proplus', 'fno', 'pro'];
    const best = order.find((t) => held.some((h) => h.tier === t));
    return {
      status: 1 as const,
      message: `${rows.length} payments`,
      active: held.map(holdDto),
      planName: best ? TIER_NAMES[best] : 'Free',
      payments: rows.map(({ payment, order: o }) => {
        const grant = granted.get(payment.paymentId);
        return {
          paymentId: payment.paymentId,
          orderId: o.id,
          packageName: o.packageName,
          tier: o.tier as TierCode,
          tierName: tierNameOf(o.tier),
          durationLabel: labelOf(o.duration),
          amount: payment.amountPaise / 100,
          status: paymentStatusOf(payment.status),
          detail: payment.detail,
          createdAt: payment.createdAt.toISOString(),
          invoice: grant ? invoiceFigures(grant.invoiceNumber, payment.amountPaise) : null,
        };
      }),
    };
  });

  route(subscriptionEndpoints.invoice, async (request, reply) => {
    const { user } = sessionOf(request);
    const found = await payments.paymentOf(user.id, request.query.payment_id);
    // One entitlement per order: it is this payment's grant when it carries this payment's id.
    const grant = found ? await entitlements.byOrder(found.order.id) : undefined;
    if (!found || grant?.userId !== user.id || grant.paymentId !== found.payment.paymentId)
      return reply.send(refuse('No invoice for this payment: only paid plans have one'));
    const html = invoiceHtml({
      figures: invoiceFigures(grant.invoiceNumber, found.payment.amountPaise),
      paidAt: grant.createdAt,
      buyerName: user.userName,
      buyerMobile: user.mobile,
      buyerEmail: user.email,
      item: `${found.order.packageName} plan, ${labelOf(found.order.duration)}`,
      paymentId: found.payment.paymentId,
      orderId: found.order.id,
      sellerGstin: invoiceGstin,
    });
    const file = `invoice-${grant.invoiceNumber.replaceAll('/', '-')}.html`;
    return reply
      .type('text/html; charset=utf-8')
      .header('content-disposition', `attachment; filename="${file}"`)
      .send(html);
  });
};
