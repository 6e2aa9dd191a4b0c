import { randomBytes } from 'node:crypto';
import type { AppConfig } from '../config';
import type { PaymentProvider } from './payment-provider';
import { RazorpayPaymentProvider } from './razorpay-provider';
import { SandboxPaymentProvider } from './sandbox-provider';

/** The provider the configuration names (config.ts refuses `razorpay` without both keys). */
export function createPaymentProvider(config: AppConfig): PaymentProvider {
  if (config.paymentProvider === 'razorpay' && config.razorpayKeyId && config.razorpayKeySecret)
    return new RazorpayPaymentProvider(
      config.razorpayKeyId,
      config.razorpayKeySecret,
      config.razorpayWebhookSecret,
    );
  return new SandboxPaymentProvider(config.paymentSandboxSecret ?? randomBytes(32).toString('hex'));
}
