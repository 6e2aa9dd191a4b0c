// Payment/orderDetails, Payment/sandboxPay and Payment/paymentDetails (packages/contracts/src/subscriptions/payments.ts).
import {
  type CartData,
  type DurationColumn,
  type OrderResponse,
  subscriptionEndpoints,
} from '@nivesh/contracts';
import { callEndpoint } from '@/lib/api-client';

/** Creates the order: the server prices it; `selectedAmount` only guards against a stale page. */
export const createPaymentOrder = (packageId: number, duration: DurationColumn, selectedAmount: number) =>
  callEndpoint(subscriptionEndpoints.orderDetails, {
    body: { package_id: packageId, duration, selectedAmount },
  });

export interface SandboxCard {
  readonly card_number: string;
  readonly expiry: string;
  readonly cvv: string;
}

/** The sandbox checkout's charge: a signed success, a pending payment, or a refusal (decline). */
export const paySandbox = (orderId: string, card: SandboxCard) =>
  callEndpoint(subscriptionEndpoints.sandboxPay, { body: { order_id: orderId, ...card } });

/** Spec 7: the checkout's answer goes to the server with the cart, both as JSON text. */
export const sendPaymentDetails = (
  mobile: string,
  webToken: string,
  cart: CartData,
  response: OrderResponse,
) =>
  callEndpoint(subscriptionEndpoints.paymentDetails, {
    body: {
      mobile,
      web_token: webToken,
      cartData: JSON.stringify(cart),
      orderResponse: JSON.stringify(response),
    },
  });
