import { SANDBOX_CARDS } from '@nivesh/contracts';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../clock';
import { registerUser } from '../testing/test-app';
import { useTestApp } from '../testing/test-app-lifecycle';
import { testDrivers } from '../testing/test-database';
import { PaymentService } from './payment.service';
import { signOrderPayment } from './payment-signature';
import { callApi, capturedEvent, createOrder, deliverWebhook, payInSandbox } from './payment-test-support';
import { PaymentsRepository } from './payments.repository';
import { SandboxPaymentProvider } from './sandbox-provider';

const SECRET = 'sandbox-secret-for-tests-0123456789';
const PRO = 2;

interface HistoryRow {
  paymentId: string;
  status: string;
  detail: string;
  invoice: unknown;
}

/** A sandbox whose refunds fail, as a provider that is down would. */
class RefusingRefunds extends SandboxPaymentProvider {
  override async refund(): Promise<never> {
    throw new Error('the provider is unreachable');
  }
}

describe.each(testDrivers())('duplicate captures and captured payments (%s)', (driver) => {
  const ctx = useTestApp(driver, { env: { PAYMENT_SANDBOX_SECRET: SECRET, SESSION_TTL_DAYS: '3650' } });
  const api = (token: string | null, method: 'GET' | 'POST', path: string, payload?: object) =>
    callApi(ctx.t.app, token, method, path, payload);
  const user = (n: number) => registerUser(ctx.t, { mobile: `98766000${10 + n}`, email: `d${n}@example.in` });
  const history = async (token: string) =>
    (await api(token, 'GET', 'Subscription/myPlan')).body.payments as HistoryRow[];
  const sandbox = new SandboxPaymentProvider(SECRET);
  /** Orders Pro for a month, pays in the sandbox and confirms it: the order is granted. */
  const buyProMonth = async (token: string) => {
    const checkout = await createOrder(ctx.t.app, token, PRO, 'onemonth');
    const paid = await payInSandbox(ctx.t.app, token, checkout.order.id);
    await api(token, 'POST', 'Payment/paymentDetails', {
      cartData: JSON.stringify(checkout.cart),
      orderResponse: JSON.stringify(paid.body.response),
    });
    return { checkout, paid };
  };

  it('records a sandbox capture at once and refuses a second charge of the same order', async () => {
    const token = await user(1);
    const checkout = await createOrder(ctx.t.app, token, PRO, 'onemonth');
    const first = await payInSandbox(ctx.t.app, token, checkout.order.id);
    expect(first.body.status).toBe(1);
    const second = await payInSandbox(ctx.t.app, token, checkout.order.id);
    expect(second.body.status).toBe(0);
    expect(second.body.message).toMatch(
      /^This order is already paid \(payment pay_\w+\): nothing was charged again/,
    );
    // Two at once: the order's lock lets one through.
    const other = await createOrder(ctx.t.app, token, PRO, 'threemonth');
    const both = await Promise.all([
      payInSandbox(ctx.t.app, token, other.order.id),
      payInSandbox(ctx.t.app, token, other.order.id),
    ]);
    expect(both.map((b) => b.body.status).sort()).toEqual([0, 1]);
    const rows = await history(token);
    expect(rows.map((r) => r.status)).toEqual(['captured', 'captured']);
  });

  it('refunds a second validly signed payment of an order already paid, and grants once', async () => {
    const token = await user(2);
    const checkout = await createOrder(ctx.t.app, token, PRO, 'onemonth');
    const paid = await payInSandbox(ctx.t.app, token, checkout.order.id);
    const confirm = (response: unknown) =>
      api(token, 'POST', 'Payment/paymentDetails', {
        cartData: JSON.stringify(checkout.cart),
        orderResponse: JSON.stringify(response),
      });
    expect((await confirm(paid.body.response)).body.message).toMatch(/^Payment received: Pro is active/);
    // The same order paid again in a second checkout window (as Razorpay allows).
    const secondId = 'pay_SecondWindow001';
    const secondResponse = {
      razorpay_payment_id: secondId,
      razorpay_order_id: checkout.order.id,
      razorpay_signature: signOrderPayment(SECRET, checkout.order.id, secondId),
    };
    const again = await confirm(secondResponse);
    expect(again.body.status).toBe(1);
    expect(again.body.message).toMatch(
      /^This order was already paid, so this second payment has been refunded in full/,
    );
    // Replayed: still refunded once, still one plan.
    expect((await confirm(secondResponse)).body.message).toMatch(/has been refunded in full/);
    const rows = await history(token);
    expect(rows).toHaveLength(2);
    const byId = new Map(rows.map((r) => [r.paymentId, r]));
    expect(byId.get(secondId)).toMatchObject({ status: 'refunded', invoice: null });
    expect(byId.get(secondId)?.detail).toMatch(/refunded in full \(refund rfnd_\w+\)/);
    const firstId = (paid.body.response as { razorpay_payment_id: string }).razorpay_payment_id;
    expect(byId.get(firstId)).toMatchObject({ status: 'captured', invoice: expect.any(Object) });
    const plan = (await api(token, 'GET', 'Subscription/myPlan')).body;
    expect(plan.active).toHaveLength(1);
  });

  it('records and refunds a second capture that only the webhook reports', async () => {
    const token = await user(3);
    const { checkout } = await buyProMonth(token);
    const event = capturedEvent('pay_WebhookOnly0001', checkout.order.id, 49_900);
    const res = await deliverWebhook(ctx.t.app, event, sandbox.signWebhook(event));
    expect(res.body).toMatchObject({
      status: 1,
      handled: true,
      message: 'Payment pay_WebhookOnly0001 is a second capture of a paid order: refunded',
    });
    const rows = await history(token);
    expect(rows.find((r) => r.paymentId === 'pay_WebhookOnly0001')?.status).toBe('refunded');
  });

  it('flags a duplicate capture when the provider cannot refund it', async () => {
    const token = await user(4);
    const { checkout } = await buyProMonth(token);
    const clock = new ManualClock();
    const service = new PaymentService(ctx.database.db, new RefusingRefunds(SECRET), clock);
    const order = await new PaymentsRepository(ctx.database.db).order(checkout.order.id);
    if (!order) throw new Error('The order was not stored');
    const grant = await service.grant(order, 'pay_Unrefundable01', 'Confirmed by webhook payment.captured');
    expect(grant).toMatchObject({ granted: false, duplicate: 'flagged' });
    const row = (await history(token)).find((r) => r.paymentId === 'pay_Unrefundable01');
    expect(row?.status).toBe('duplicate');
    expect(row?.detail).toMatch(
      /the refund did not go through \(the provider is unreachable\); it is flagged/,
    );
    // A later confirmation with a working provider refunds it.
    const retry = new PaymentService(ctx.database.db, sandbox, clock);
    expect(await retry.grant(order, 'pay_Unrefundable01', 'again')).toMatchObject({ duplicate: 'refunded' });
    expect((await history(token)).find((r) => r.paymentId === 'pay_Unrefundable01')?.status).toBe('refunded');
  });

  it('never moves a captured payment back to failed or pending on a signed event', async () => {
    const token = await user(5);
    const { checkout, paid } = await buyProMonth(token);
    const paymentId = (paid.body.response as { razorpay_payment_id: string }).razorpay_payment_id;
    const failed = JSON.stringify({
      event: 'payment.failed',
      payload: {
        payment: {
          entity: {
            id: paymentId,
            order_id: checkout.order.id,
            amount: 49_900,
            status: 'failed',
            error_description: 'late failure',
          },
        },
      },
    });
    const res = await deliverWebhook(ctx.t.app, failed, sandbox.signWebhook(failed));
    expect(res.body).toMatchObject({
      status: 1,
      handled: false,
      message: `Payment ${paymentId} is captured: a failure event never moves it back`,
    });
    const rows = await history(token);
    expect(rows).toMatchObject([{ paymentId, status: 'captured', invoice: expect.any(Object) }]);
    expect((await api(token, 'GET', 'Subscription/myPlan')).body.planName).toBe('Pro');
    // A pending card's payment can still fail, and a failed one is shown failed.
    const next = await createOrder(ctx.t.app, token, PRO, 'oneyear');
    const pending = await payInSandbox(ctx.t.app, token, next.order.id, SANDBOX_CARDS.pending);
    const failPending = JSON.stringify({
      event: 'payment.failed',
      payload: {
        payment: {
          entity: { id: pending.body.payment_id, order_id: next.order.id, amount: 449_900, status: 'failed' },
        },
      },
    });
    expect(
      (await deliverWebhook(ctx.t.app, failPending, sandbox.signWebhook(failPending))).body,
    ).toMatchObject({
      handled: true,
    });
    expect((await history(token)).find((r) => r.paymentId === pending.body.payment_id)?.status).toBe(
      'failed',
    );
  });
});
