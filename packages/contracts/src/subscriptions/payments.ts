import { z } from 'zod';
import { endpointSchemas, okSchema, publicQuery, refusalSchema } from '../envelope';
import { DURATION_COLUMNS, TIER_CODES, tierHoldSchema } from './catalogue';

/**
 * Payments (issue 6, spec 4, 7, 8 and 9; docs/subscriptions-and-payments.md).
 *
 * | call                    | input                         | answer                     |
 * |-------------------------|-------------------------------|----------------------------|
 * | POST Payment/orderDetails   | `orderDetailsBody`        | `orderDetailsSchemas`      |
 * | POST Payment/sandboxPay     | `sandboxPayBody`          | `sandboxPayAnswer`         |
 * | POST Payment/paymentDetails | form `paymentDetailsBody` | `paymentDetailsSchemas`    |
 * | POST Payment/webhook        | provider event (raw JSON) | `webhookAnswer`            |
 * | Subscription/myPlan         | —                         | `myPlanSchemas`            |
 * | Payment/invoice             | `invoiceQuery`            | an HTML document           |
 */

export const PAYMENT_CURRENCY = 'INR';
/** GST (percent) included in every price (services: 9 % CGST + 9 % SGST, or 18 % IGST). */
export const GST_PERCENT = 18;

/** The largest value of a PostgreSQL `integer` column: every integer parameter is bounded by its column. */
export const INT4_MAX = 2_147_483_647;

const packageId = z.coerce
  .number({ message: 'Choose a package' })
  .int('Choose a package')
  .positive('Choose a package')
  .max(INT4_MAX, 'No such package: choose one of the plans on /subscription');

/** The largest price a page can show (rupees); a larger `selectedAmount` is a malformed request. */
export const MAX_SELECTED_AMOUNT = 10_000_000;

export const orderDetailsBody = z.object({
  package_id: packageId,
  duration: z.enum(DURATION_COLUMNS, { message: 'Choose 1 Month, 3 Months, 6 Months or 1 Year' }),
  /** The price the page showed (rupees): only compared with the server's, never charged. */
  selectedAmount: z.coerce
    .number({ message: 'selectedAmount must be a number of rupees' })
    .nonnegative('selectedAmount must be a number of rupees')
    .max(MAX_SELECTED_AMOUNT, 'selectedAmount is above any price: reload the plans')
    .optional(),
  ...publicQuery,
});
export type OrderDetailsBody = z.input<typeof orderDetailsBody>;

export const checkoutSchema = z.object({
  provider: z.enum(['sandbox', 'razorpay']),
  /** The public key the checkout opens with (Razorpay key id, or `sandbox`). */
  key: z.string(),
  name: z.string(),
  description: z.string(),
  prefill: z.object({ contact: z.string(), email: z.string().nullable(), name: z.string() }),
});
export type Checkout = z.infer<typeof checkoutSchema>;

/** Spec 3: the cart is the package plus selectedColumn and selectedAmount. */
export const cartDataSchema = z.object({
  id: z.number(),
  name: z.string(),
  selectedColumn: z.enum(DURATION_COLUMNS),
  selectedAmount: z.number(),
});
export type CartData = z.infer<typeof cartDataSchema>;

export const orderDetailsSchemas = endpointSchemas({
  order: z.object({
    id: z.string(),
    /** Paise (price × 100). */
    amount: z.number(),
    currency: z.literal(PAYMENT_CURRENCY),
    receipt: z.string(),
  }),
  checkout: checkoutSchema,
  cart: cartDataSchema,
});
export type OrderDetailsAnswer = z.infer<typeof orderDetailsSchemas.ok>;

/** What the checkout hands back on success, exactly as Razorpay's handler receives it. */
export const orderResponseSchema = z.object({
  razorpay_payment_id: z.string().min(1).max(100),
  razorpay_order_id: z.string().min(1).max(100),
  razorpay_signature: z.string().min(1).max(200),
});
export type OrderResponse = z.infer<typeof orderResponseSchema>;

/** The sandbox checkout's test cards (docs/subscriptions-and-payments.md). */
export const SANDBOX_CARDS = {
  success: '4111111111111111',
  decline: '4000000000000002',
  pending: '4000000000000077',
} as const;

export const sandboxPayBody = z.object({
  order_id: z.string().min(1, 'No order').max(100),
  card_number: z
    .string({ message: 'Enter the card number' })
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, 'Enter the card number (12 to 19 digits)')),
  /** MM/YY */
  expiry: z
    .string({ message: 'Enter the expiry as MM/YY' })
    .trim()
    .regex(/^(0[1-9]|1[0-2])\/\d{2}$/, 'Enter the expiry as MM/YY'),
  cvv: z
    .string({ message: 'Enter the 3-digit CVV' })
    .trim()
    .regex(/^\d{3}$/, 'Enter the 3-digit CVV'),
});
export type SandboxPayBody = z.input<typeof sandboxPayBody>;

export const sandboxPayOk = z.discriminatedUnion('outcome', [
  okSchema({ outcome: z.literal('success'), response: orderResponseSchema }),
  okSchema({ outcome: z.literal('pending'), payment_id: z.string() }),
]);
export const sandboxPayAnswer = z.discriminatedUnion('status', [sandboxPayOk, refusalSchema]);
export type SandboxPayAnswer = z.infer<typeof sandboxPayAnswer>;

/** Spec 7: form fields mobile, web_token, cartData (JSON) and orderResponse (JSON). */
export const paymentDetailsBody = z.object({
  mobile: z.string().optional(),
  web_token: z.string().optional(),
  cartData: z.string({ message: 'cartData is required' }).min(2).max(4000),
  orderResponse: z.string({ message: 'orderResponse is required' }).min(2).max(4000),
});
export type PaymentDetailsBody = z.input<typeof paymentDetailsBody>;

export const paymentDetailsSchemas = endpointSchemas({
  entitlement: tierHoldSchema,
  payment: z.object({ paymentId: z.string(), invoiceNumber: z.string() }),
});
export type PaymentDetailsAnswer = z.infer<typeof paymentDetailsSchemas.ok>;

export const webhookAnswer = z.discriminatedUnion('status', [
  okSchema({ handled: z.boolean() }),
  refusalSchema,
]);

/** The invoice figures: the price includes GST, so base + GST = total (paise). */
export const invoiceSchema = z.object({
  number: z.string(),
  totalPaise: z.number(),
  basePaise: z.number(),
  gstPaise: z.number(),
});
export type InvoiceFigures = z.infer<typeof invoiceSchema>;

/**
 * A payment's status. It only moves forward (`paymentStatusRank`): pending → failed → captured →
 * duplicate (a second capture of a paid order, to be refunded) → refunded. A captured payment never
 * goes back to failed or pending.
 */
export const PAYMENT_STATUSES = ['pending', 'failed', 'captured', 'duplicate', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The order of the statuses: a payment may move only to a status of higher rank. */
export function paymentStatusRank(status: PaymentStatus): number {
  return PAYMENT_STATUSES.indexOf(status);
}

export const paymentHistoryRowSchema = z.object({
  paymentId: z.string(),
  orderId: z.string(),
  packageName: z.string(),
  tier: z.enum(TIER_CODES),
  tierName: z.string(),
  durationLabel: z.string(),
  /** Rupees. */
  amount: z.number(),
  status: z.enum(PAYMENT_STATUSES),
  detail: z.string(),
  createdAt: z.string(),
  invoice: invoiceSchema.nullable(),
});
export type PaymentHistoryRow = z.infer<typeof paymentHistoryRowSchema>;

export const myPlanSchemas = endpointSchemas({
  /** Tiers held now, one row per tier with its latest end (stacked payments merged). */
  active: z.array(tierHoldSchema),
  /** The best tier held now (Free when none). */
  planName: z.string(),
  payments: z.array(paymentHistoryRowSchema),
});
export type MyPlanAnswer = z.infer<typeof myPlanSchemas.ok>;

export const invoiceQuery = z.object({ payment_id: z.string().min(1).max(100), ...publicQuery });
