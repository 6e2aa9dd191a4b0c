/** Test support: buys a plan through the real API flow (orderDetails → sandbox checkout → paymentDetails). */
import { SANDBOX_CARDS } from '@nivesh/contracts';
import type { FastifyInstance } from 'fastify';
import { registerUser, type TestApp } from '../testing/test-app';

export interface ApiAnswer {
  readonly statusCode: number;
  readonly body: Record<string, unknown>;
}

/** A JSON call to /api/v3/<path> with the user's Bearer token (none for a visitor). */
export async function callApi(
  app: FastifyInstance,
  token: string | null,
  method: 'GET' | 'POST',
  path: string,
  payload?: object,
): Promise<ApiAnswer> {
  const res = await app.inject({
    method,
    url: `/api/v3/${path}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload ? { payload } : {}),
  });
  const isJson = (res.headers['content-type'] ?? '').toString().includes('json');
  return {
    statusCode: res.statusCode,
    body: isJson ? res.json<Record<string, unknown>>() : { html: res.body },
  };
}

export interface Checkout {
  readonly order: { id: string; amount: number };
  readonly cart: { id: number; name: string; selectedColumn: string; selectedAmount: number };
}

/** Payment/orderDetails, failing the test on a refusal. */
export async function createOrder(
  app: FastifyInstance,
  token: string,
  packageId: number,
  duration: string,
): Promise<Checkout> {
  const res = await callApi(app, token, 'POST', 'Payment/orderDetails', { package_id: packageId, duration });
  if (res.body.status !== 1) throw new Error(`orderDetails refused: ${JSON.stringify(res.body)}`);
  return res.body as unknown as Checkout;
}

/** The sandbox checkout with a test card; answers the sandbox's body. */
export async function payInSandbox(
  app: FastifyInstance,
  token: string,
  orderId: string,
  card: string = SANDBOX_CARDS.success,
): Promise<ApiAnswer> {
  return callApi(app, token, 'POST', 'Payment/sandboxPay', {
    order_id: orderId,
    card_number: card,
    expiry: '12/30',
    cvv: '123',
  });
}

/** Buys `packageId` for `duration` with the sandbox's success card; answers paymentDetails' body. */
export async function buyPlan(
  app: FastifyInstance,
  token: string,
  packageId: number,
  duration = 'onemonth',
): Promise<Record<string, unknown>> {
  const checkout = await createOrder(app, token, packageId, duration);
  const paid = await payInSandbox(app, token, checkout.order.id);
  if (paid.body.status !== 1) throw new Error(`sandbox refused: ${JSON.stringify(paid.body)}`);
  const res = await callApi(app, token, 'POST', 'Payment/paymentDetails', {
    cartData: JSON.stringify(checkout.cart),
    orderResponse: JSON.stringify(paid.body.response),
  });
  return res.body;
}

let proUsers = 0;

/**
 * Registers a new user who buys a plan (default Pro, package 2; Pro+ is 3, F&O 4) for a month
 * through the sandbox, and answers the spec's query form of its session (`mobile=…&web_token=…`)
 * for premium endpoints' tests.
 */
export async function planUserQuery(t: TestApp, packageId = 2): Promise<string> {
  proUsers += 1;
  const mobile = `90000${String(proUsers).padStart(5, '0')}`;
  const token = await registerUser(t, { mobile, email: `plan${proUsers}@example.in` });
  const bought = await buyPlan(t.app, token, packageId);
  if (bought.status !== 1) throw new Error(`buying package ${packageId} failed: ${JSON.stringify(bought)}`);
  return `mobile=${mobile}&web_token=${token}`;
}

/** A new Pro user's query form of its session (see planUserQuery). */
export const proUserQuery = (t: TestApp): Promise<string> => planUserQuery(t, 2);

/** POSTs a webhook event as the provider does: raw JSON, its signature and (optionally) an event id. */
export async function deliverWebhook(
  app: FastifyInstance,
  event: string,
  signature: string,
  eventId?: string,
): Promise<ApiAnswer> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v3/Payment/webhook',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': signature,
      ...(eventId ? { 'x-razorpay-event-id': eventId } : {}),
    },
    payload: event,
  });
  return { statusCode: res.statusCode, body: res.json<Record<string, unknown>>() };
}

/** A `payment.captured` event of Razorpay's shape. */
export function capturedEvent(paymentId: unknown, orderId: string, amountPaise: number): string {
  return JSON.stringify({
    event: 'payment.captured',
    payload: {
      payment: { entity: { id: paymentId, order_id: orderId, amount: amountPaise, status: 'captured' } },
    },
  });
}
