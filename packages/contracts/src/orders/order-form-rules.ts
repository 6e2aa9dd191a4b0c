/**
 * The order forms' validation (spec 5), shared by the web forms and the server, so a hand-made
 * request gets the same messages as the form. Messages are the spec's, verbatim (including
 * "Secotor is required" and "Strategy  is required" with two spaces). SL price rules apply per side
 * (docs/decisions/0006).
 */

export const ORDER_TYPES = ['Market', 'Limit', 'SL'] as const;
export const ORDER_SIDES = ['Buy', 'Sell'] as const;
export const ORDER_PRODUCTS = ['Intraday', 'Delivery'] as const;
export const STRATEGY_TYPES = ['autosignal', 'tradingTool'] as const;

export type OrderTypeValue = (typeof ORDER_TYPES)[number];
export type OrderSideValue = (typeof ORDER_SIDES)[number];
export type OrderProductValue = (typeof ORDER_PRODUCTS)[number];
export type StrategyTypeValue = (typeof STRATEGY_TYPES)[number];

/** The simple order form as typed (every value text, as a form holds it). */
export interface SimpleOrderFields {
  readonly symbol: string;
  readonly quantity: string;
  readonly price: string;
  readonly triggerPrice: string;
  readonly type: string;
  readonly signalType: string;
  readonly product: string;
}

export type SimpleOrderErrors = Partial<Record<keyof SimpleOrderFields, string>>;

/** The strategy (basket) order form as typed. */
export interface StrategyOrderFields {
  readonly quantity: string;
  readonly stoploss: string;
  readonly noOfStock: string;
  readonly profitTarget: string;
  readonly getsectorid: string;
  readonly type: string;
  readonly getOptionId: string;
  readonly signaltype: string;
  readonly product: string;
}

export type StrategyOrderErrors = Partial<Record<keyof StrategyOrderFields, string>>;

/**
 * Upper bounds of the order forms' numbers (issue 13): what the broker and the charges hold exactly.
 * A larger value gets "{Label} should be at most {max}" under its field.
 */
export const ORDER_LIMITS = {
  /** Shares per order (per stock of a strategy order). */
  quantity: 1_000_000,
  /** Rupees per share (limit price and trigger). */
  price: 1_000_000,
  /** Stocks of a strategy order. */
  noOfStock: 50,
  /** Percent of the entry price. */
  profitTarget: 1_000,
  stoploss: 100,
} as const;

const atMost = (label: string, max: number) => `${label} should be at most ${max}`;

const DIGITS = /^\d+$/;
const NUMBER = /^\s*\d+(\.\d+)?\s*$/;

/** A price as the messages show it: rupees, at most two decimals, no trailing zeros. */
export const shownPrice = (rupees: number): string => String(Number(rupees.toFixed(2)));

function digitsError(value: string, label: string): string | undefined {
  if (value.trim() === '') return `${label} is required`;
  if (!DIGITS.test(value.trim())) return `${label} Must be only digits`;
  return undefined;
}

function oneOf<T extends string>(value: string, allowed: readonly T[]): value is T {
  return (allowed as readonly string[]).includes(value);
}

/**
 * Errors of the simple order form at last traded price `ltp` (rupees; null when unknown). For
 * type Market the price is the LTP and the trigger is not used; for Limit the trigger is not used.
 */
export function simpleOrderErrors(fields: SimpleOrderFields, ltp: number | null): SimpleOrderErrors {
  const errors: SimpleOrderErrors = {};
  if (fields.symbol.trim() === '') errors.symbol = 'Stock is required';
  const quantity = digitsError(fields.quantity, 'Quantity');
  if (quantity) errors.quantity = quantity;
  else if (Number(fields.quantity) < 1) errors.quantity = 'Quantity should be at least 1';
  else if (Number(fields.quantity) > ORDER_LIMITS.quantity)
    errors.quantity = atMost('Quantity', ORDER_LIMITS.quantity);
  if (!oneOf(fields.type, ORDER_TYPES)) errors.type = 'Order type must be Market, Limit or SL';
  if (!oneOf(fields.signalType, ORDER_SIDES)) errors.signalType = 'Side must be Buy or Sell';
  if (!oneOf(fields.product, ORDER_PRODUCTS)) errors.product = 'Product must be Intraday or Delivery';
  if (fields.type === 'Market') return errors;
  if (!NUMBER.test(fields.price)) errors.price = 'Price must be a `number`';
  else if (Number(fields.price) <= 0) errors.price = 'Price should be greater than 0';
  else if (Number(fields.price) > ORDER_LIMITS.price) errors.price = atMost('Price', ORDER_LIMITS.price);
  if (fields.type !== 'SL') return errors;
  if (!NUMBER.test(fields.triggerPrice)) errors.triggerPrice = 'Trigger Price must be a `number`';
  else if (Number(fields.triggerPrice) > ORDER_LIMITS.price)
    errors.triggerPrice = atMost('Trigger Price', ORDER_LIMITS.price);
  if (errors.price || errors.triggerPrice || ltp === null) return errors;
  const price = Number(fields.price);
  const trigger = Number(fields.triggerPrice);
  if (fields.signalType === 'Sell') {
    if (!(price < trigger && trigger < ltp))
      errors.triggerPrice = `Trigger Price should be greater than ${shownPrice(price)} and less than ${shownPrice(ltp)}`;
  } else {
    if (!(price > ltp)) errors.price = `Price should be greater than ${shownPrice(ltp)}`;
    else if (!(ltp < trigger && trigger < price))
      errors.triggerPrice = `Trigger Price should be greater than ${shownPrice(ltp)} and less than ${shownPrice(price)}`;
  }
  return errors;
}

/** Errors of the strategy (basket) order form. */
export function strategyOrderErrors(fields: StrategyOrderFields): StrategyOrderErrors {
  const errors: StrategyOrderErrors = {};
  const numeric: [keyof typeof ORDER_LIMITS & keyof StrategyOrderFields, string][] = [
    ['quantity', 'Quantity'],
    ['stoploss', 'Stop Loss'],
    ['noOfStock', 'Number of Stock'],
    ['profitTarget', 'Profit Target'],
  ];
  for (const [field, label] of numeric) {
    const error = digitsError(fields[field], label);
    if (error) errors[field] = error;
    else if (Number(fields[field]) > ORDER_LIMITS[field]) errors[field] = atMost(label, ORDER_LIMITS[field]);
  }
  if (fields.getsectorid.trim() === '') errors.getsectorid = 'Secotor is required';
  if (fields.type.trim() === '') errors.type = 'Strategy Type is required';
  else if (!oneOf(fields.type, STRATEGY_TYPES))
    errors.type = 'Strategy Type must be autosignal or tradingTool';
  if (fields.getOptionId.trim() === '') errors.getOptionId = 'Strategy  is required';
  if (!oneOf(fields.signaltype, ORDER_SIDES)) errors.signaltype = 'Side must be Buy or Sell';
  if (!oneOf(fields.product, ORDER_PRODUCTS)) errors.product = 'Product must be Intraday or Delivery';
  return errors;
}

export const hasErrors = (errors: object): boolean => Object.keys(errors).length > 0;
