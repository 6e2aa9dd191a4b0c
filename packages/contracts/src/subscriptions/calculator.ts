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

export const chargesSchemas = endpointSchemas({
  buy: chargeLinesSchema,
  sell: chargeLinesSchema,
  total: chargeLinesSchema,
  /** (sell − buy) × quantity, rupees. */
  grossPnl: z.number(),
  netPnl: z.number(),
  /** Rise per share the sell needs to cover the charges, rupees. */
  breakevenPerShare: z.number(),
  /** The rates used, in words (e.g. "STT 0.025 % on the sell"). */
  rates: z.array(z.object({ name: z.string(), rate: z.string() })),
});
export type ChargesAnswer = z.infer<typeof chargesSchemas.ok>;
