import type { OrderDetailsAnswer, OrderResponse } from '@nivesh/contracts';
import { subscriptionsStrings } from '../strings';

/** The part of Razorpay's checkout.js we use (https://razorpay.com/docs/payments/payment-gateway/web-integration/standard/). */
interface RazorpayInstance {
  open(): void;
  on(event: 'payment.failed', handler: (response: { error: { description: string } }) => void): void;
}
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance;

const SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

function loadScript(): Promise<RazorpayConstructor> {
  const existing = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
  if (existing) return Promise.resolve(existing);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT;
    script.onload = () => {
      const loaded = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
      if (loaded) resolve(loaded);
      else reject(new Error('Razorpay checkout did not load'));
    };
    script.onerror = () => reject(new Error('Could not load the Razorpay checkout'));
    document.head.append(script);
  });
}

export interface RazorpayCallbacks {
  readonly onSuccess: (response: OrderResponse) => void;
  readonly onFailure: (message: string) => void;
  readonly onDismiss: () => void;
}

/** Opens Razorpay's checkout for the server's order (PAYMENT_PROVIDER=razorpay). */
export async function openRazorpayCheckout(
  answer: OrderDetailsAnswer,
  callbacks: RazorpayCallbacks,
): Promise<void> {
  const Razorpay = await loadScript();
  const instance = new Razorpay({
    key: answer.checkout.key,
    amount: answer.order.amount,
    currency: answer.order.currency,
    order_id: answer.order.id,
    name: answer.checkout.name,
    description: answer.checkout.description,
    prefill: {
      contact: answer.checkout.prefill.contact,
      email: answer.checkout.prefill.email ?? '',
      name: answer.checkout.prefill.name,
    },
    handler: callbacks.onSuccess,
    modal: { ondismiss: callbacks.onDismiss },
  });
  instance.on('payment.failed', (response) =>
    callbacks.onFailure(
      subscriptionsStrings.t('packages.razorpayFailed', { reason: response.error.description }),
    ),
  );
  instance.open();
}
