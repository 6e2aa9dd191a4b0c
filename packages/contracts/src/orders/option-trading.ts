import { z } from 'zod';
import { endpointSchemas, publicQuery } from '../envelope';
import { fundsSchemas } from './order-dashboard';

/**
 * API v3 shapes of F&O paper trading (`OptionTrading/*`, the option trading terminal): orders of
 * one or more contract legs, their margin before they are placed, and the account's F&O positions
 * with live P&L and greeks. A contract is written `NIFTY:2026-12-01:CE:24000` or
 * `NIFTY:2026-12-29:FUT` (underlying, expiry, CE/PE and strike, or FUT). Money in rupees; quantities
 * in lots (a lot is the contract's `lotSize` units).
 *
 * | call                              | input                | answer                    |
 * |-----------------------------------|----------------------|---------------------------|
 * | POST OptionTrading/getOrderMargin | JSON `contractOrderBody` | `orderMarginSchemas`  |
 * | POST OptionTrading/placeOrders    | JSON `contractOrderBody` | `placeContractSchemas`|
 * | GET OptionTrading/getPositions    | `fnoPositionsQuery`  | `fnoPositionsSchemas`     |
 */

/** A contract symbol: `NIFTY:2026-12-01:CE:24000`, `RELIANCE:2026-12-29:PE:1402.5`, `NIFTY:2026-12-29:FUT`. */
export const contractSymbolSchema = z
  .string()
  .max(48)
  .regex(
    /^[A-Z0-9&-]{1,20}:\d{4}-\d{2}-\d{2}:(FUT|CE:\d{1,7}(\.\d{1,2})?|PE:\d{1,7}(\.\d{1,2})?)$/,
    'Choose a contract of the option chain',
  );

/** NRML carries a position until it is closed or expires; MIS is squared off at 15:20 IST. */
export const FNO_PRODUCTS = ['NRML', 'MIS'] as const;
export type FnoProduct = (typeof FNO_PRODUCTS)[number];

/** The most lots one leg takes (NSE's freeze quantity is larger; this keeps a paper order sane). */
export const MAX_LOTS_PER_LEG = 100;
/** The most legs one F&O order takes. */
export const MAX_ORDER_LEGS = 8;

export const contractLegSchema = z.object({
  symbol: contractSymbolSchema,
  side: z.enum(['buy', 'sell']),
  lots: z.coerce
    .number()
    .int('Lots must be a whole number')
    .min(1, 'Lots must be at least 1')
    .max(MAX_LOTS_PER_LEG, `Lots must be at most ${MAX_LOTS_PER_LEG}`),
  kind: z.enum(['market', 'limit']).default('market'),
  /** Limit price per unit in rupees (limit orders only), on the ₹0.05 tick. */
  price: z.coerce.number().positive('Price must be above 0').max(10_000_000).optional(),
  product: z.enum(FNO_PRODUCTS).default('NRML'),
});
export type ContractLeg = z.infer<typeof contractLegSchema>;

export const contractOrderBody = z.object({
  legs: z
    .array(contractLegSchema)
    .min(1, 'Add at least one leg')
    .max(MAX_ORDER_LEGS, `An order takes at most ${MAX_ORDER_LEGS} legs`),
  /** Idempotency key of a submit: a retry with the same key places nothing more. */
  requestId: z
    .string()
    .max(80)
    .regex(/^[\w-]*$/)
    .optional(),
  ...publicQuery,
});
export type ContractOrderBody = z.input<typeof contractOrderBody>;

/** What one leg will cost before it is placed. */
export const legMarginSchema = z.object({
  symbol: z.string(),
  label: z.string(),
  side: z.enum(['buy', 'sell']),
  lotSize: z.number().int(),
  units: z.number().int(),
  /** Its price now (₹ per unit). */
  ltp: z.number(),
  /** Premium paid (option buys) or received (option sells), ₹; 0 for futures. */
  premium: z.number(),
  /** SPAN + exposure margin the leg adds to the account's positions (₹). */
  margin: z.number(),
  /** Charges at this price (₹), as the contract note will compute them. */
  charges: z.number(),
});

export const orderMarginSchemas = endpointSchemas({
  legs: z.array(legMarginSchema),
  /** Premium paid less premium received (₹). */
  netPremium: z.number(),
  /** What the order blocks: margin of futures and short options + premium of long options + charges (₹). */
  required: z.number(),
  available: z.number(),
  /** What hedging saves against each leg margined alone (₹). */
  hedgeBenefit: z.number(),
  method: z.string(),
});
export type OrderMarginAnswer = z.infer<typeof orderMarginSchemas.ok>;

export const placedLegSchema = z.object({
  symbol: z.string(),
  orderId: z.string(),
  status: z.string(),
  ok: z.boolean(),
  message: z.string(),
});
export const placeContractSchemas = endpointSchemas({ orders: z.array(placedLegSchema) });
export type PlaceContractAnswer = z.infer<typeof placeContractSchemas.ok>;

export const fnoPositionsQuery = z.object({
  /** Only the positions of this underlying (NIFTY, RELIANCE…). */
  symbol: z
    .string()
    .max(20)
    .regex(/^[A-Za-z0-9&-]*$/)
    .optional(),
  ...publicQuery,
});

export const fnoPositionSchema = z.object({
  symbol: z.string(),
  label: z.string(),
  underlying: z.string(),
  product: z.enum(FNO_PRODUCTS),
  lotSize: z.number().int(),
  /** Net units (negative when short) and lots. */
  units: z.number().int(),
  lots: z.number(),
  avgPrice: z.number().nullable(),
  ltp: z.number().nullable(),
  /** Gross P&L at the LTP (₹), charges (₹) and net P&L (₹). */
  pnl: z.number(),
  charges: z.number(),
  netPnl: z.number(),
  iv: z.number().nullable(),
  /** Position greeks: per-unit greek × net units (theta ₹/day, vega ₹ per IV point). */
  delta: z.number(),
  gamma: z.number(),
  theta: z.number(),
  vega: z.number(),
  /** Margin the open units block (₹; futures and short options). */
  margin: z.number(),
});
export type FnoPosition = z.infer<typeof fnoPositionSchema>;

export const fnoOrderSchema = z.object({
  orderId: z.string(),
  symbol: z.string(),
  label: z.string(),
  side: z.enum(['buy', 'sell']),
  kind: z.string(),
  product: z.enum(FNO_PRODUCTS),
  lots: z.number(),
  units: z.number().int(),
  price: z.number().nullable(),
  fillPrice: z.number().nullable(),
  charges: z.number().nullable(),
  status: z.string(),
  origin: z.string(),
  message: z.string().nullable(),
  /** IST `YYYY-MM-DD HH:mm:ss`. */
  time: z.string(),
});
export type FnoOrder = z.infer<typeof fnoOrderSchema>;

export const fnoPositionsSchemas = endpointSchemas({
  positions: z.array(fnoPositionSchema),
  /** The session's F&O orders, newest first. */
  orders: z.array(fnoOrderSchema),
  totals: z.object({
    pnl: z.number(),
    netPnl: z.number(),
    delta: z.number(),
    gamma: z.number(),
    theta: z.number(),
    vega: z.number(),
    margin: z.number(),
  }),
  funds: fundsSchemas.ok.shape.funds,
  /** Market time of the prices (epoch ms) and whether the market is live. */
  asOf: z.number(),
  live: z.boolean(),
});
export type FnoPositionsAnswer = z.infer<typeof fnoPositionsSchemas.ok>;
