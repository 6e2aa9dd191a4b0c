import type {
  DurationColumn,
  OrderDetailsAnswer,
  OrderResponse,
  SubscriptionPackage,
} from '@nivesh/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage, isRefusal } from '@/lib/api-client';
import { useUserData } from '@/lib/session/use-user-data';
import { isSignedIn } from '@/lib/session/userdata-store';
import { createPaymentOrder, paySandbox, type SandboxCard, sendPaymentDetails } from '../api/payments';
import { payable } from '../lib/plan-prices';
import { openRazorpayCheckout } from '../lib/razorpay-checkout';

export type CheckoutResult =
  | { readonly kind: 'success'; readonly message: string }
  | { readonly kind: 'pending'; readonly message: string }
  | { readonly kind: 'failed'; readonly message: string };

export interface CheckoutState {
  /** The Authentication issue dialog is open. */
  readonly authIssue: boolean;
  /** The sandbox checkout is open for this order. */
  readonly sandbox: OrderDetailsAnswer | null;
  readonly busy: boolean;
  readonly sandboxError: string | null;
  readonly result: CheckoutResult | null;
}

const IDLE: CheckoutState = {
  authIssue: false,
  sandbox: null,
  busy: false,
  sandboxError: null,
  result: null,
};

/**
 * The payment flow of spec 4: signed out (or userStatus 0) → the Authentication issue dialog;
 * otherwise the server creates the order, the checkout opens, and its answer is posted back.
 */
export function useCheckout(userStatus: number) {
  const user = useUserData();
  const queryClient = useQueryClient();
  const [state, setState] = useState<CheckoutState>(IDLE);
  const patch = (next: Partial<CheckoutState>) => setState((s) => ({ ...s, ...next }));

  const finish = async (cart: OrderDetailsAnswer['cart'], response: OrderResponse) => {
    if (!user) return;
    patch({ busy: true });
    try {
      const answer = await sendPaymentDetails(user.mobile, user.web_token, cart, response);
      const result: CheckoutResult = isRefusal(answer)
        ? { kind: 'failed', message: answer.message }
        : { kind: 'success', message: answer.message };
      setState({ ...IDLE, result });
    } catch (error) {
      setState({ ...IDLE, result: { kind: 'failed', message: errorMessage(error) } });
    }
    await queryClient.invalidateQueries({ queryKey: ['subscriptions'] });
  };

  const start = async (pkg: SubscriptionPackage, duration: DurationColumn) => {
    const price = pkg[duration];
    if (!payable(price)) return;
    if (!isSignedIn(user) || userStatus === 0) {
      setState({ ...IDLE, authIssue: true });
      return;
    }
    setState({ ...IDLE, busy: true });
    try {
      const answer = await createPaymentOrder(pkg.id, duration, price);
      if (isRefusal(answer)) {
        setState({ ...IDLE, result: { kind: 'failed', message: answer.message } });
        return;
      }
      if (answer.checkout.provider === 'sandbox') {
        setState({ ...IDLE, sandbox: answer });
        return;
      }
      patch({ busy: false });
      await openRazorpayCheckout(answer, {
        onSuccess: (response) => void finish(answer.cart, response),
        onFailure: (message) => setState({ ...IDLE, result: { kind: 'failed', message } }),
        onDismiss: () => setState(IDLE),
      });
    } catch (error) {
      setState({ ...IDLE, result: { kind: 'failed', message: errorMessage(error) } });
    }
  };

  const paySandboxCard = async (card: SandboxCard) => {
    const order = state.sandbox;
    if (!order) return;
    patch({ busy: true, sandboxError: null });
    try {
      const answer = await paySandbox(order.order.id, card);
      if (isRefusal(answer)) {
        // A decline ends the attempt; a mistake in the form stays in the dialog to be corrected.
        if (answer.message.startsWith('Payment failed')) {
          setState({ ...IDLE, result: { kind: 'failed', message: answer.message } });
          await queryClient.invalidateQueries({ queryKey: ['subscriptions'] });
        } else patch({ busy: false, sandboxError: answer.errors?.[0]?.message ?? answer.message });
        return;
      }
      if (answer.outcome === 'pending') {
        setState({ ...IDLE, result: { kind: 'pending', message: answer.message } });
        await queryClient.invalidateQueries({ queryKey: ['subscriptions'] });
        return;
      }
      await finish(order.cart, answer.response);
    } catch (error) {
      patch({ busy: false, sandboxError: errorMessage(error) });
    }
  };

  return {
    state,
    start,
    paySandboxCard,
    closeAuthIssue: () => patch({ authIssue: false }),
    closeSandbox: () => patch({ sandbox: null, sandboxError: null, busy: false }),
    dismissResult: () => patch({ result: null }),
  };
}
