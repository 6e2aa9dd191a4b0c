import { z } from 'zod';
import type { NewProviderOrder, PaymentProvider, ProviderOrder, ProviderRefund } from './payment-provider';
import { hmacHex, signaturesMatch, signOrderPayment } from './payment-signature';

const RAZORPAY_API = 'https://api.razorpay.com/v1';

const orderAnswer = z.object({
  id: z.string(),
  amount: z.number(),
  currency: z.literal('INR'),
  receipt: z.string().nullable(),
});

const refundAnswer = z.object({ id: z.string(), amount: z.number() });

export type Fetch = typeof fetch;

/**
 * Razorpay through its REST API (POST /v1/orders with HTTP basic auth; the same call the official
 * SDK makes), so no SDK dependency is needed. Signatures are checked locally with the key secret.
 */
export class RazorpayPaymentProvider implements PaymentProvider {
  readonly name = 'razorpay' as const;

  constructor(
    readonly publicKey: string,
    private readonly keySecret: string,
    private readonly webhookSecret: string | undefined,
    private readonly fetchImpl: Fetch = fetch,
  ) {}

  private post(path: string, body: object): Promise<Response> {
    const auth = Buffer.from(`${this.publicKey}:${this.keySecret}`).toString('base64');
    return this.fetchImpl(`${RAZORPAY_API}${path}`, {
      method: 'POST',
      headers: { Authorization: `Basic ${auth}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
  }

  async createOrder(order: NewProviderOrder): Promise<ProviderOrder> {
    const response = await this.post('/orders', {
      amount: order.amountPaise,
      currency: 'INR',
      receipt: order.receipt,
      notes: order.notes,
    });
    if (!response.ok) throw new Error(`Razorpay refused the order: HTTP ${response.status}`);
    const created = orderAnswer.parse(await response.json());
    if (created.amount !== order.amountPaise) throw new Error('Razorpay answered another amount');
    return { id: created.id, amountPaise: created.amount, currency: 'INR', receipt: order.receipt };
  }

  /** POST /v1/payments/{id}/refund (the SDK's `payments.refund`). */
  async refund(
    paymentId: string,
    amountPaise: number,
    notes: Readonly<Record<string, string>>,
  ): Promise<ProviderRefund> {
    const response = await this.post(`/payments/${encodeURIComponent(paymentId)}/refund`, {
      amount: amountPaise,
      notes,
    });
    if (!response.ok) throw new Error(`Razorpay refused the refund: HTTP ${response.status}`);
    const refunded = refundAnswer.parse(await response.json());
    return { id: refunded.id, amountPaise: refunded.amount };
  }

  verifyPayment(orderId: string, paymentId: string, signature: string): boolean {
    return signaturesMatch(signOrderPayment(this.keySecret, orderId, paymentId), signature);
  }

  verifyWebhook(rawBody: string, signature: string): boolean {
    if (!this.webhookSecret) return false;
    return signaturesMatch(hmacHex(this.webhookSecret, rawBody), signature);
  }
}
