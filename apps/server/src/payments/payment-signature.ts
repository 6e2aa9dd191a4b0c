import { createHmac } from 'node:crypto';
import { sameHash } from '../auth/secrets';

/** Razorpay's checkout signature: HMAC-SHA256 of `order_id|payment_id` keyed by the secret, hex. */
export function signOrderPayment(secret: string, orderId: string, paymentId: string): string {
  return hmacHex(secret, `${orderId}|${paymentId}`);
}

/** HMAC-SHA256 of `payload` keyed by `secret`, hex (also Razorpay's webhook signature over the raw body). */
export function hmacHex(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload).digest('hex');
}

/** Compares two hex signatures in constant time; false for any malformed input. */
export function signaturesMatch(expected: string, given: string): boolean {
  return /^[0-9a-f]+$/i.test(given) && given.length === expected.length && sameHash(expected, given);
}
