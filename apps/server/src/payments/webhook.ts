import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { Clock } from '../clock';
import type { PaymentService } from './payment.service';
import type { PaymentsRepository } from './payments.repository';

/** The part of a Razorpay webhook event we read (`payment.captured`, `order.paid`, `payment.failed`). */
const webhookEvent = z.object({
  event: z.string(),
  payload: z
    .object({
      payment: z
        .object({
          entity: z.object({
            id: z.string(),
            order_id: z.string(),
            amount: z.number(),
            status: z.string(),
            error_description: z.string().nullish(),
          }),
        })
        .optional(),
    })
    .optional(),
});

export type WebhookResult =
  | { readonly kind: 'bad-signature' }
  | { readonly kind: 'done'; readonly handled: boolean; readonly message: string };

/**
 * Payment/webhook: verifies the signature over the raw body, then acts once per event id (a
 * replayed event is answered and ignored; grants are once per order anyway).
 */
export async function handleWebhook(
  deps: { service: PaymentService; payments: PaymentsRepository; clock: Clock },
  rawBody: string,
  signature: string,
  eventIdHeader: string | undefined,
): Promise<WebhookResult> {
  const { service, payments, clock } = deps;
  if (!service.provider.verifyWebhook(rawBody, signature)) return { kind: 'bad-signature' };
  const eventId = eventIdHeader ?? `sha256:${createHash('sha256').update(rawBody).digest('hex')}`;
  if (await payments.webhookSeen(eventId))
    return { kind: 'done', handled: false, message: `Event ${eventId} was already handled` };
  let parsedJson: unknown;
  try {
    parsedJson = JSON.parse(rawBody);
  } catch {
    return { kind: 'done', handled: false, message: 'The event is not JSON' };
  }
  const parsed = webhookEvent.safeParse(parsedJson);
  if (!parsed.success) return { kind: 'done', handled: false, message: 'The event carries no payment' };
  const { event } = parsed.data;
  const entity = parsed.data.payload?.payment?.entity;
  let message = `Event ${event} ignored`;
  let handled = false;
  if (entity) {
    const order = await payments.order(entity.order_id);
    if (!order) message = `No order ${entity.order_id}`;
    else if (event === 'payment.captured' || event === 'order.paid') {
      if (entity.amount !== order.amountPaise)
        message = `Payment ${entity.id} is for ${entity.amount} paise, the order for ${order.amountPaise}: not granted`;
      else {
        const grant = await service.grant(order, entity.id, `Confirmed by webhook ${event}`);
        handled = grant.granted || grant.duplicate !== null;
        message = grant.granted
          ? `${order.packageName} granted`
          : grant.duplicate === 'refunded'
            ? `Payment ${entity.id} is a second capture of a paid order: refunded`
            : grant.duplicate === 'flagged'
              ? `Payment ${entity.id} is a second capture of a paid order: the refund failed, flagged`
              : 'The order was already granted';
      }
    } else if (event === 'payment.failed') {
      const kept = await service.recordAttempt(
        order,
        entity.id,
        'failed',
        entity.error_description ?? 'Payment failed',
      );
      handled = kept.status === 'failed';
      message = handled
        ? `Payment ${entity.id} recorded as failed`
        : `Payment ${entity.id} is ${kept.status}: a failure event never moves it back`;
    }
  }
  await payments.recordWebhook(eventId, service.provider.name, event, clock.now());
  return { kind: 'done', handled, message };
}
