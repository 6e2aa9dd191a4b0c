import { randomBytes } from 'node:crypto';
import { SANDBOX_CARDS } from '@nivesh/contracts';
import type { NewProviderOrder, PaymentProvider, ProviderOrder, ProviderRefund } from './payment-provider';
import { hmacHex, signaturesMatch, signOrderPayment } from './payment-signature';

/** Razorpay-style ids: a prefix and 14 random base-62 characters. */
export function providerId(prefix: 'order' | 'pay' | 'rfnd', bytes = randomBytes(14)): string {
  const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
  return `${prefix}_${Array.from(bytes, (b) => alphabet[b % 62]).join('')}`;
}

export type SandboxCharge =
  | { readonly outcome: 'success'; readonly paymentId: string; readonly signature: string }
  | { readonly outcome: 'pending'; readonly paymentId: string }
  | { readonly outcome: 'declined'; readonly paymentId: string; readonly reason: string }
  | { readonly outcome: 'unknown-card' };

export const SANDBOX_DECLINE_REASON = 'Your card was declined by the bank (sandbox test card for a decline).';

/**
 * The built-in provider: orders live in our own database, the checkout is the web's sandbox
 * dialog, and it signs exactly as Razorpay does, so the verification code is the same for both.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;
  readonly publicKey = 'sandbox';

  constructor(private readonly secret: string) {}

  async createOrder(order: NewProviderOrder): Promise<ProviderOrder> {
    return {
      id: providerId('order'),
      amountPaise: order.amountPaise,
      currency: 'INR',
      receipt: order.receipt,
    };
  }

  verifyPayment(orderId: string, paymentId: string, signature: string): boolean {
    return signaturesMatch(signOrderPayment(this.secret, orderId, paymentId), signature);
  }

  verifyWebhook(rawBody: string, signature: string): boolean {
    return signaturesMatch(hmacHex(this.secret, rawBody), signature);
  }

  /** The sandbox refunds every captured test payment in full at once. */
  async refund(_paymentId: string, amountPaise: number): Promise<ProviderRefund> {
    return { id: providerId('rfnd'), amountPaise };
  }

  /** The sandbox checkout's card charge: success (signed), a decline, or a payment left pending. */
  charge(orderId: string, cardNumber: string): SandboxCharge {
    const paymentId = providerId('pay');
    if (cardNumber === SANDBOX_CARDS.success)
      return { outcome: 'success', paymentId, signature: signOrderPayment(this.secret, orderId, paymentId) };
    if (cardNumber === SANDBOX_CARDS.decline)
      return { outcome: 'declined', paymentId, reason: SANDBOX_DECLINE_REASON };
    if (cardNumber === SANDBOX_CARDS.pending) return { outcome: 'pending', paymentId };
    return { outcome: 'unknown-card' };
  }

  /** Signs a webhook body as the sandbox would deliver it (tests and local tools). */
  signWebhook(rawBody: string): string {
    return hmacHex(this.secret, rawBody);
  }
}
