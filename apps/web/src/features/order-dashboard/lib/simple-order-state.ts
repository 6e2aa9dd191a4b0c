// The simple order form's enabling rules (spec 4), pure: Market → price disabled and set to the last
// traded price, trigger disabled; Limit → price only; SL → price and trigger.
import type { DashboardRow, SimpleOrderFields } from '@nivesh/contracts';
import { ORDER_SIDES, ORDER_TYPES } from '@nivesh/contracts';

interface EnabledInputs {
  readonly price: boolean;
  readonly triggerPrice: boolean;
}

export function enabledInputs(type: string): EnabledInputs {
  return { price: type === 'Limit' || type === 'SL', triggerPrice: type === 'SL' };
}

/** The LTP as the price box shows it (two decimals at most, as the messages show prices). */
export const ltpText = (ltp: number | null): string => (ltp === null ? '' : String(Number(ltp.toFixed(2))));

/** The fields as they are posted and checked: a Market order's price is the LTP, its trigger empty. */
export function effectiveFields(fields: SimpleOrderFields, ltp: number | null): SimpleOrderFields {
  if (fields.type === 'Market') return { ...fields, price: ltpText(ltp), triggerPrice: '' };
  if (fields.type === 'Limit') return { ...fields, triggerPrice: '' };
  return fields;
}

/** Switching the type: a price left empty starts at the LTP; a disabled trigger is cleared. */
export function withType(fields: SimpleOrderFields, type: string, ltp: number | null): SimpleOrderFields {
  const price = fields.price.trim() === '' || fields.type === 'Market' ? ltpText(ltp) : fields.price;
  return { ...fields, type, price, triggerPrice: type === 'SL' ? fields.triggerPrice : '' };
}

const pick = <T extends string>(value: string | null, allowed: readonly T[], fallback: T): T =>
  (allowed as readonly string[]).includes(value ?? '') ? (value as T) : fallback;

/** A new form, prefilled from the query (`?symbol=..&type=Buy|Sell`, spec 2.1). */
export function initialFields(search: URLSearchParams): SimpleOrderFields {
  return {
    symbol: (search.get('symbol') ?? '').trim().toUpperCase(),
    quantity: '',
    price: '',
    triggerPrice: '',
    type: 'Market',
    signalType: pick(search.get('type'), ORDER_SIDES, 'Buy'),
    product: 'Intraday',
  };
}

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** The form of an order being modified, from its list row. */
export function fieldsOfRow(row: DashboardRow): SimpleOrderFields {
  return {
    symbol: text(row.symbol),
    quantity: text(row.quantity),
    price: text(row.price),
    triggerPrice: text(row.triggerPrice),
    type: pick(text(row.type), ORDER_TYPES, 'Market'),
    signalType: pick(text(row.signal), ORDER_SIDES, 'Buy'),
    product: text(row.product) || 'Intraday',
  };
}
