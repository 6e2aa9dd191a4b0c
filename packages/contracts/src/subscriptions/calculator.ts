import { z } from 'zod';
import { endpointSchemas, publicQuery } from '../envelope';
import { backtestChargesSchema } from '../market/backtest';

/**
 * Calculator/charges: the NSE equity charges of a buy and a sell (issue 6's /Calculator), computed
 * on the server by `@nivesh/market`'s `chargesForOrder` (one rates table, no copy on the web).
 */
const price = (what: string) =>
  z.coerce
    .number({ message: `${what} must be a number` })
    .positive(`${what} must be above 0`)
    .max(1_000_000, `${what} must be at most ₹10,00,000`)
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, `${what} has at most 2 decimals`);

export const chargesQuery = z.object({
  product: z.enum(['intraday', 'delivery'], { message: 'Choose Intraday or Delivery' }),
  quantity: z.coerce
    .number({ message: 'Quantity must be a number' })
    .int('Quantity must be a whole number')
    .positive('Quantity must be at least 1')
    .max(10_000_000, 'Quantity must be at most 1,00,00,000'),
  buy_price: price('Buy price'),
  sell_price: price('Sell price'),
  ...publicQuery,
});
export type ChargesQuery = z.input<typeof chargesQuery>;

/** One order's (or the round trip's) charges, in rupees. */
export const chargeLinesSchema = backtestChargesSchema.extend({ turnover: z.number() });
export type ChargeLines = z.infer<typeof chargeLinesSchema>;

/** A percentage of turnover, e.g. 0.025 for 0.025 % (₹2,500 per crore). */
const percentOfTurnover = z.number().nonnegative();

/**
 * One rate the calculator used, as numbers (no words: the web app says them in English or Hindi).
 * `key` names the charge line it computes; percentages are of the order's turnover.
 */
export const chargeRateSchema = z.discriminatedUnion('key', [
  z.object({
    key: z.literal('brokerage'),
    /** False when the plan charges no brokerage for this product (delivery). */
    applies: z.boolean(),
    /** The lower of `capRupees` and `percent` of turnover, per executed order. */
    capRupees: z.number().nonnegative(),
    percent: percentOfTurnover,
  }),
  z.object({
    key: z.literal('stt'),
    /** 0 when only the sell pays STT (intraday); each order's STT is rounded to the rupee. */
    buyPercent: percentOfTurnover,
    sellPercent: percentOfTurnover,
  }),
  z.object({ key: z.literal('exchange'), percent: percentOfTurnover }),
  z.object({ key: z.literal('sebi'), rupeesPerCrore: z.number().nonnegative() }),
  z.object({ key: z.literal('stampDuty'), buyPercent: percentOfTurnover }),
  z.object({
    key: z.literal('dp'),
    /** True on delivery: the DP charge (plus GST) is paid once per scrip sold. */
    applies: z.boolean(),
    rupeesPerScripSold: z.number().nonnegative(),
  }),
  z.object({
    key: z.literal('gst'),
    /** On brokerage, exchange charge, SEBI fee and DP charge. */
    percent: z.number().nonnegative(),
  }),
]);
export type ChargeRate = z.infer<typeof chargeRateSchema>;

export const chargesSchemas = endpointSchemas({
  buy: chargeLinesSchema,
  sell: chargeLinesSchema,
  total: chargeLinesSchema,
  /** (sell − buy) × quantity, rupees. */
  grossPnl: z.number(),
  netPnl: z.number(),
  /** Rise per share the sell needs to cover the charges, rupees. */
  breakevenPerShare: z.number(),
  /** The rates used, one per charge in the table's order; the page words them in its language. */
  rates: z.array(chargeRateSchema),
});
export type ChargesAnswer = z.infer<typeof chargesSchemas.ok>;
