import { SANDBOX_CARDS } from '@nivesh/contracts';
import { describe, expect, it } from 'vitest';
import { registerUser } from '../testing/test-app';
import { useTestApp } from '../testing/test-app-lifecycle';
import { testDrivers } from '../testing/test-database';
import { signOrderPayment } from './payment-signature';
import {
  buyPlan,
  callApi,
  capturedEvent,
  createOrder,
  deliverWebhook,
  payInSandbox,
} from './payment-test-support';
import { SandboxPaymentProvider } from './sandbox-provider';

const SECRET = 'sandbox-secret-for-tests-0123456789';
const DAY_MS = 86_400_000;
// Packages of the default catalogue: 2 = Pro (Rs. 499 / 1349 / 2499 / 4499), 4 = F&O.
const PRO = 2;

describe.each(testDrivers())('payments (%s)', (driver) => {
  const ctx = useTestApp(driver, { env: { PAYMENT_SANDBOX_SECRET: SECRET, SESSION_TTL_DAYS: '3650' } });
  const api = (token: string | null, method: 'GET' | 'POST', path: string, payload?: object) =>
    callApi(ctx.t.app, token, method, path, payload);
  const user = (n: number) => registerUser(ctx.t, { mobile: `98765000${10 + n}`, email: `u${n}@example.in` });
  const myPlan = async (token: string) => (await api(token, 'GET', 'Subscription/myPlan')).body;

  it('computes the amount on the server (price × 100 paise) and refuses a tampered price', async () => {
    const token = await user(1);
    const checkout = await createOrder(ctx.t.app, token, PRO, 'threemonth');
    expect(checkout.order.amount).toBe(134_900);
    expect(checkout).toMatchObject({ order: { currency: 'INR' }, cart: { selectedAmount: 1349 } });
    // The client's idea of the price is never charged: a different one is refused.
    const tampered = await api(token, 'POST', 'Payment/orderDetails', {
      package_id: PRO,
      duration: 'onemonth',
      selectedAmount: 1,
    });
    expect(tampered.body).toEqual({
      status: 0,
      message: 'The price of Pro for 1 Month is Rs. 499, not Rs. 1: reload the plans and try again',
    });
    // An `amount` field is not part of the order: the server's price stands.
    const extra = await api(token, 'POST', 'Payment/orderDetails', {
      package_id: PRO,
      duration: 'onemonth',
      amount: 100,
    });
    expect((extra.body.order as { amount: number }).amount).toBe(49_900);
    // A cart claiming a cheaper price than the order paid grants nothing.
    const paid = await payInSandbox(ctx.t.app, token, checkout.order.id);
    const cheap = await api(token, 'POST', 'Payment/paymentDetails', {
      cartData: JSON.stringify({ ...checkout.cart, selectedAmount: 1 }),
      orderResponse: JSON.stringify(paid.body.response),
    });
    expect(cheap.body.status).toBe(0);
    expect(await myPlan(token)).toMatchObject({ planName: 'Free', active: [] });
    // Free and unknown packages cannot be ordered.
    expect(
      (await api(token, 'POST', 'Payment/orderDetails', { package_id: 1, duration: 'onemonth' })).body,
    ).toEqual({
      status: 0,
      message: 'Free for 1 Month is free: there is nothing to pay',
    });
    expect(
      (await api(token, 'POST', 'Payment/orderDetails', { package_id: 99, duration: 'onemonth' })).body
        .status,
    ).toBe(0);
    expect(
      (await api(null, 'POST', 'Payment/orderDetails', { package_id: PRO, duration: 'onemonth' })).statusCode,
    ).toBe(401);
  });

  it('refuses a payment whose signature does not match, and grants nothing', async () => {
    const token = await user(2);
    const checkout = await createOrder(ctx.t.app, token, PRO, 'onemonth');
    const paid = await payInSandbox(ctx.t.app, token, checkout.order.id);
    const response = paid.body.response as Record<string, string>;
    const forged = {
      ...response,
      razorpay_signature: signOrderPayment(
        'another-secret-0123456789',
        checkout.order.id,
        response.razorpay_payment_id ?? '',
      ),
    };
    const res = await api(token, 'POST', 'Payment/paymentDetails', {
      cartData: JSON.stringify(checkout.cart),
      orderResponse: JSON.stringify(forged),
    });
    expect(res.body.status).toBe(0);
    expect(res.body.message).toMatch(/signature does not match/);
    // The sandbox captured the charge, so it is recorded; the forged confirmation grants nothing.
    expect(await myPlan(token)).toMatchObject({
      planName: 'Free',
      active: [],
      payments: [{ status: 'captured', invoice: null }],
    });
  });

  it('grants once for a doubled paymentDetails (also as the spec form post) and a replayed webhook', async () => {
    const token = await user(3);
    const checkout = await createOrder(ctx.t.app, token, PRO, 'onemonth');
    const paid = await payInSandbox(ctx.t.app, token, checkout.order.id);
    const form = new URLSearchParams({
      mobile: '9876500013',
      web_token: token,
      cartData: JSON.stringify(checkout.cart),
      orderResponse: JSON.stringify(paid.body.response),
    }).toString();
    const post = () =>
      ctx.t.app.inject({
        method: 'POST',
        url: '/api/v3/Payment/paymentDetails',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: form,
      });
    const [first, second] = await Promise.all([post(), post()]);
    const bodies = [first.json(), second.json()];
    expect(bodies.map((b) => b.status)).toEqual([1, 1]);
    expect(bodies.filter((b) => /already applied/.test(b.message))).toHaveLength(1);
    const now = ctx.t.clock.now().getTime();
    expect(new Date(bodies[0].entitlement.endsAt).getTime()).toBe(now + 30 * DAY_MS);

    // The provider's webhook for the same payment, delivered twice: nothing more is granted.
    const sandbox = new SandboxPaymentProvider(SECRET);
    const paymentId = (paid.body.response as Record<string, string>).razorpay_payment_id;
    const event = capturedEvent(paymentId, checkout.order.id, 49_900);
    const deliver = (signature: string) => deliverWebhook(ctx.t.app, event, signature, 'evt_1');
    expect((await deliver(sandbox.signWebhook(event))).body).toMatchObject({ status: 1, handled: false });
    expect((await deliver(sandbox.signWebhook(event))).body).toMatchObject({
      status: 1,
      handled: false,
      message: 'Event evt_1 was already handled',
    });
    expect((await deliver('00'.repeat(32))).statusCode).toBe(400);
    const plan = await myPlan(token);
    expect(plan.active).toEqual([
      expect.objectContaining({ tier: 'pro', endsAt: new Date(now + 30 * DAY_MS).toISOString() }),
    ]);
    expect(plan.payments).toHaveLength(1);
  });

  it('grants a pending payment once when its webhook arrives, replays included', async () => {
    const token = await user(4);
    const checkout = await createOrder(ctx.t.app, token, PRO, 'oneyear');
    const pending = await payInSandbox(ctx.t.app, token, checkout.order.id, SANDBOX_CARDS.pending);
    expect(pending.body).toMatchObject({ status: 1, outcome: 'pending' });
    expect(await myPlan(token)).toMatchObject({
      planName: 'Free',
      payments: [{ status: 'pending', amount: 4499 }],
    });
    const sandbox = new SandboxPaymentProvider(SECRET);
    const event = capturedEvent(pending.body.payment_id, checkout.order.id, 449_900);
    const deliver = () => deliverWebhook(ctx.t.app, event, sandbox.signWebhook(event));
    expect((await deliver()).body).toMatchObject({ status: 1, handled: true, message: 'Pro granted' });
    expect((await deliver()).body).toMatchObject({ status: 1, handled: false });
    const plan = await myPlan(token);
    expect(plan).toMatchObject({ planName: 'Pro', payments: [{ status: 'captured' }] });
    expect((plan.active as { endsAt: string }[])[0]?.endsAt).toBe(
      new Date(ctx.t.clock.now().getTime() + 365 * DAY_MS).toISOString(),
    );
  });

  it('leaves a declined card on Free with a clear message and records the failure', async () => {
    const token = await user(5);
    const checkout = await createOrder(ctx.t.app, token, PRO, 'onemonth');
    const declined = await payInSandbox(ctx.t.app, token, checkout.order.id, SANDBOX_CARDS.decline);
    expect(declined.body.status).toBe(0);
    expect(declined.body.message).toMatch(
      /^Payment failed: Your card was declined .* your plan is unchanged\.$/,
    );
    expect(await myPlan(token)).toMatchObject({
      planName: 'Free',
      active: [],
      payments: [{ status: 'failed', invoice: null }],
    });
  });

  it('stacks a renewal after the running plan and lets it expire at the end', async () => {
    const token = await user(6);
    const start = ctx.t.clock.now().getTime();
    await buyPlan(ctx.t.app, token, PRO, 'onemonth');
    ctx.t.clock.advanceSeconds(10 * 86_400);
    const renewed = await buyPlan(ctx.t.app, token, PRO, 'threemonth');
    // 30 days from the first purchase, then 90 more: the renewal starts where the first ends.
    expect(renewed.entitlement).toMatchObject({
      startsAt: new Date(start + 30 * DAY_MS).toISOString(),
      endsAt: new Date(start + 120 * DAY_MS).toISOString(),
    });
    const plan = await myPlan(token);
    expect(plan.active).toEqual([
      expect.objectContaining({
        tier: 'pro',
        startsAt: new Date(start).toISOString(),
        endsAt: new Date(start + 120 * DAY_MS).toISOString(),
      }),
    ]);
    expect(plan.payments).toHaveLength(2);
    expect(plan.payments).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          invoice: expect.objectContaining({ totalPaise: 134_900, basePaise: 114_322, gstPaise: 20_578 }),
        }),
      ]),
    );
    ctx.t.clock.advanceSeconds(109 * 86_400 + 86_399);
    expect(await myPlan(token)).toMatchObject({ planName: 'Pro' });
    ctx.t.clock.advanceSeconds(1);
    expect(await myPlan(token)).toMatchObject({ planName: 'Free', active: [] });
    // After expiry a new purchase starts now, not at the old end.
    const again = await buyPlan(ctx.t.app, token, PRO, 'onemonth');
    expect((again.entitlement as { startsAt: string }).startsAt).toBe(ctx.t.clock.now().toISOString());
  });

  it('serves the GST invoice of a paid plan to its buyer only', async () => {
    const token = await user(7);
    const bought = await buyPlan(ctx.t.app, token, PRO, 'onemonth');
    const paymentId = (bought.payment as { paymentId: string }).paymentId;
    const invoice = await ctx.t.app.inject({
      url: `/api/v3/Payment/invoice?payment_id=${paymentId}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(invoice.headers['content-disposition']).toMatch(
      /attachment; filename="invoice-NIV-\d{4}-\d{6}\.html"/,
    );
    // Rs. 499 includes 18 % GST: base 499 / 1.18 = 422.88, GST 76.12 (CGST 38.06 + SGST 38.06).
    expect(invoice.body).toContain('Rs. 422.88');
    expect(invoice.body).toContain('Rs. 38.06');
    expect(invoice.body).toContain('Rs. 76.12');
    expect(invoice.body).toContain('Rs. 499.00');
    const other = await user(8);
    expect((await api(other, 'GET', `Payment/invoice?payment_id=${paymentId}`)).body.status).toBe(0);
  });
});
