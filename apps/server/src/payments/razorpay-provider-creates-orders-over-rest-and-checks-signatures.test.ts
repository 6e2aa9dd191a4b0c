import { describe, expect, it } from 'vitest';
import { signaturesMatch, signOrderPayment } from './payment-signature';
import { type Fetch, RazorpayPaymentProvider } from './razorpay-provider';

// Computed independently with OpenSSL:
// echo -n "order_IEIaMR65cu6nz3|pay_IH4NVgf4Dreq1l" | openssl dgst -sha256 -hmac "EnLs21M47BllR3X8PSFtjtbd"
const SECRET = 'EnLs21M47BllR3X8PSFtjtbd';
const SIGNATURE = '0d4e745a1838664ad6c9c9902212a32d627d68e917290b0ad5f08ff4561bc50f';

describe('Razorpay provider', () => {
  it('signs order_id|payment_id with HMAC-SHA256 as Razorpay documents it', () => {
    expect(signOrderPayment(SECRET, 'order_IEIaMR65cu6nz3', 'pay_IH4NVgf4Dreq1l')).toBe(SIGNATURE);
    const provider = new RazorpayPaymentProvider('rzp_test_key', SECRET, undefined);
    expect(provider.verifyPayment('order_IEIaMR65cu6nz3', 'pay_IH4NVgf4Dreq1l', SIGNATURE)).toBe(true);
    expect(provider.verifyPayment('order_IEIaMR65cu6nz3', 'pay_other', SIGNATURE)).toBe(false);
    expect(provider.verifyPayment('order_IEIaMR65cu6nz3', 'pay_IH4NVgf4Dreq1l', 'zz')).toBe(false);
    // Without a webhook secret no webhook is trusted.
    expect(provider.verifyWebhook('{}', SIGNATURE)).toBe(false);
    expect(signaturesMatch(SIGNATURE, SIGNATURE.toUpperCase())).toBe(true);
  });

  it('creates the order with POST /v1/orders, basic auth and the amount in paise', async () => {
    const calls: { url: string; init: RequestInit | undefined }[] = [];
    const fake: Fetch = async (url, init) => {
      calls.push({ url: String(url), init });
      return new Response(
        JSON.stringify({ id: 'order_X1', amount: 49_900, currency: 'INR', receipt: 'r1', status: 'created' }),
        { status: 200, headers: { 'content-type': 'application/json' } },
      );
    };
    const provider = new RazorpayPaymentProvider('rzp_test_key', SECRET, 'whsec', fake);
    const order = await provider.createOrder({
      amountPaise: 49_900,
      receipt: 'r1',
      notes: { package: 'pro' },
    });
    expect(order).toEqual({ id: 'order_X1', amountPaise: 49_900, currency: 'INR', receipt: 'r1' });
    expect(calls[0]?.url).toBe('https://api.razorpay.com/v1/orders');
    const headers = calls[0]?.init?.headers as Record<string, string>;
    expect(headers.Authorization).toBe(`Basic ${Buffer.from(`rzp_test_key:${SECRET}`).toString('base64')}`);
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({
      amount: 49_900,
      currency: 'INR',
      receipt: 'r1',
      notes: { package: 'pro' },
    });
  });

  it('fails the order when Razorpay refuses it or answers another amount', async () => {
    const answer =
      (status: number, amount: number): Fetch =>
      async () =>
        new Response(JSON.stringify({ id: 'order_X', amount, currency: 'INR', receipt: 'r' }), { status });
    const refused = new RazorpayPaymentProvider('k', SECRET, undefined, answer(401, 100));
    await expect(refused.createOrder({ amountPaise: 100, receipt: 'r', notes: {} })).rejects.toThrow(
      /HTTP 401/,
    );
    const other = new RazorpayPaymentProvider('k', SECRET, undefined, answer(200, 1));
    await expect(other.createOrder({ amountPaise: 100, receipt: 'r', notes: {} })).rejects.toThrow(
      /another amount/,
    );
  });

  it('refunds a payment with POST /v1/payments/{id}/refund and the amount in paise', async () => {
    const calls: { url: string; init: RequestInit | undefined }[] = [];
    const fake: Fetch = async (url, init) => {
      calls.push({ url: String(url), init });
      return new Response(JSON.stringify({ id: 'rfnd_X1', amount: 49_900, status: 'processed' }), {
        status: 200,
      });
    };
    const provider = new RazorpayPaymentProvider('rzp_test_key', SECRET, 'whsec', fake);
    expect(await provider.refund('pay_A1', 49_900, { reason: 'duplicate' })).toEqual({
      id: 'rfnd_X1',
      amountPaise: 49_900,
    });
    expect(calls[0]?.url).toBe('https://api.razorpay.com/v1/payments/pay_A1/refund');
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({
      amount: 49_900,
      notes: { reason: 'duplicate' },
    });
    const refused = new RazorpayPaymentProvider(
      'k',
      SECRET,
      undefined,
      async () => new Response('{}', { status: 400 }),
    );
    await expect(refused.refund('pay_A1', 100, {})).rejects.toThrow(/HTTP 400/);
  });
});
