/**
 * The payment provider port (ARCHITECTURE §3, decision 0007): `sandbox` (the built-in test
 * checkout) and `razorpay`. Orders are created here with the amount the server computed.
 */
export interface ProviderOrder {
  readonly id: string;
  readonly amountPaise: number;
  readonly currency: 'INR';
  readonly receipt: string;
}

export interface NewProviderOrder {
  readonly amountPaise: number;
  readonly receipt: string;
  readonly notes: Readonly<Record<string, string>>;
}

export interface ProviderRefund {
  /** The provider's refund id (`rfnd_…`). */
  readonly id: string;
  readonly amountPaise: number;
}

export interface PaymentProvider {
  readonly name: 'sandbox' | 'razorpay';
  /** The public key the web checkout opens with. */
  readonly publicKey: string;
  createOrder(order: NewProviderOrder): Promise<ProviderOrder>;
  /** True when `signature` is the provider's signature of this order's payment. */
  verifyPayment(orderId: string, paymentId: string, signature: string): boolean;
  /** Refunds `amountPaise` of a captured payment; throws when the provider refuses. */
  refund(
    paymentId: string,
    amountPaise: number,
    notes: Readonly<Record<string, string>>,
  ): Promise<ProviderRefund>;
  /** True when `signature` is the provider's signature of the webhook's raw body; false when webhooks are not configured. */
  verifyWebhook(rawBody: string, signature: string): boolean;
}
