/**
 * The paper account's virtual capital (issue 13, docs/order-dashboard.md "Virtual funds"): every
 * account starts with ₹10,00,000; buys spend it, sells bring it back, charges are paid from it.
 * Intraday (MIS) orders block a fifth of their value (5× leverage), delivery buys their full value,
 * delivery sells of held shares nothing; the charges of an order are blocked with its margin.
 */
import { parseContractSymbol } from '../derivatives/contract-symbol';
import { derivativeMarginPaise, fillCharges, paidInFull } from './derivative-orders';
import type { OrderRequest } from './order-types';
import {
  averagePrice,
  emptyPosition,
  type Holding,
  netQuantity,
  type Position,
  settledHolding,
} from './positions';

/** ₹10,00,000 (10 lakh) in paise: the capital of a new paper account and of one reset. */
export const DEFAULT_CAPITAL_PAISE = 100_000_000;

/** Intraday (MIS) exposure per rupee of margin. */
export const INTRADAY_LEVERAGE = 5;

/**
 * The largest order value the broker takes: ₹10 crore (quantity × the highest of its prices and the
 * last price). It keeps every fill's turnover far inside the charges' exact range (about ₹900 crore)
 * even if the price moves a lot before a resting order fills.
 */
export const MAX_ORDER_VALUE_PAISE = 10_000_000_000;

/** The account's cash, a pure fold of its `capitalSet` and `filled` events. */
export interface Ledger {
  /** The capital last set (a reset), paise. */
  readonly capitalPaise: number;
  /** Capital, less every buy and charge, plus every sell since then. */
  readonly cashPaise: number;
  /** Charges paid since the capital was set. */
  readonly chargesPaise: number;
}

export const newLedger = (capitalPaise = DEFAULT_CAPITAL_PAISE): Ledger => ({
  capitalPaise,
  cashPaise: capitalPaise,
  chargesPaise: 0,
});

/** The ledger after one fill. */
export function ledgerWithFill(
  ledger: Ledger,
  fill: { side: 'buy' | 'sell'; quantity: number; pricePaise: number; chargesPaise: number },
): Ledger {
  const value = fill.quantity * fill.pricePaise;
  return {
    ...ledger,
    cashPaise: ledger.cashPaise + (fill.side === 'sell' ? value : -value) - fill.chargesPaise,
    chargesPaise: ledger.chargesPaise + fill.chargesPaise,
  };
}

/** What the dashboard shows of an account's funds, in paise. */
export interface Funds {
  /** The capital last set (₹10 lakh unless changed). */
  readonly capitalPaise: number;
  /** What a new order may block: capital + realised P&L − delivery investments − used margin. */
  readonly availablePaise: number;
  /** Margin blocked: open intraday positions plus open orders. */
  readonly usedMarginPaise: number;
  readonly positionMarginPaise: number;
  readonly orderMarginPaise: number;
  /** Cost of delivery shares held (holdings and today's delivery buys). */
  readonly investedPaise: number;
  /** Profit or loss of the closed part of every trade since the capital was set, net of charges. */
  readonly realisedPaise: number;
  /** Charges paid since the capital was set (already inside the realised P&L). */
  readonly chargesPaise: number;
}

type MarginOrder = Pick<
  OrderRequest,
  'symbol' | 'side' | 'kind' | 'product' | 'quantity' | 'pricePaise' | 'triggerPaise' | 'marginPerUnitPaise'
>;

/**
 * Funds an order blocks: the margin of the shares it opens (intraday a fifth of their value,
 * delivery buys all of it) plus the order's charges; nothing when it only closes (`closable`: the
 * shares of the opposite intraday position it squares) or sells held shares for delivery.
 * Valued at its limit price (market orders: at `ltpPaise`). An F&O order blocks the premium of the
 * options it buys, or its margin per unit for futures and option sells, plus its charges as of `at`.
 */
export function orderMarginPaise(order: MarginOrder, ltpPaise: number, closable: number, at: number): number {
  const contract = parseContractSymbol(order.symbol);
  if (!contract && order.side === 'sell' && order.product === 'delivery') return 0;
  const opening = Math.max(0, order.quantity - closable);
  if (opening === 0) return 0;
  const price = order.kind === 'market' ? ltpPaise : order.pricePaise;
  const value = opening * price;
  const margin = contract
    ? derivativeMarginPaise(order, contract, opening, price)
    : order.product === 'intraday'
      ? Math.ceil(value / INTRADAY_LEVERAGE)
      : value;
  return margin + fillCharges(order, price, at).total;
}

/** Units of an open position that an order on the other side closes (intraday shares, or any contract). */
export function closableBy(
  order: Pick<OrderRequest, 'symbol' | 'side' | 'product'>,
  position: Position | undefined,
): number {
  if (!position || (order.product !== 'intraday' && parseContractSymbol(order.symbol) === undefined))
    return 0;
  const net = netQuantity(position);
  return order.side === 'buy' ? Math.max(0, -net) : Math.max(0, net);
}

/**
 * An account's funds from its ledger, today's positions, holdings and the margin of its open
 * orders. Realised P&L is the cash less the capital plus what the cash bought that is still held
 * (delivery at cost, intraday positions at their average price).
 */
export function fundsFrom(
  ledger: Ledger,
  positions: readonly Position[],
  holdings: readonly Holding[],
  orderMargin: number,
): Funds {
  let invested = 0;
  let intradayCost = 0;
  let positionMargin = 0;
  const deliveryPositions = new Map<string, Position>();
  for (const p of positions) {
    const contract = parseContractSymbol(p.symbol);
    if (contract) {
      // Long options are paid for (like shares); futures and short options are margined.
      const net = netQuantity(p);
      const cost = net * averagePrice(p);
      if (paidInFull(contract, net > 0 ? 'buy' : 'sell')) invested += cost;
      else {
        intradayCost += cost;
        positionMargin += Math.abs(net) * p.marginPerUnitPaise;
      }
      continue;
    }
    if (p.product === 'delivery') {
      deliveryPositions.set(p.symbol, p);
      continue;
    }
    const net = netQuantity(p);
    const cost = net * averagePrice(p);
    intradayCost += cost;
    positionMargin += Math.ceil(Math.abs(cost) / INTRADAY_LEVERAGE);
  }
  for (const h of holdings) {
    invested +=
      settledHolding(deliveryPositions.get(h.symbol) ?? emptyPosition(h.account, h.symbol, 'delivery'), h)
        ?.costPaise ?? 0;
    deliveryPositions.delete(h.symbol);
  }
  for (const p of deliveryPositions.values()) invested += settledHolding(p, undefined)?.costPaise ?? 0;
  const realised = ledger.cashPaise - ledger.capitalPaise + invested + intradayCost;
  const used = positionMargin + orderMargin;
  return {
    capitalPaise: ledger.capitalPaise,
    availablePaise: ledger.capitalPaise + realised - invested - used,
    usedMarginPaise: used,
    positionMarginPaise: positionMargin,
    orderMarginPaise: orderMargin,
    investedPaise: invested,
    realisedPaise: realised,
    chargesPaise: ledger.chargesPaise,
  };
}

/** Paise as rupees with Indian grouping, for messages (1471950000 → "1,47,19,500.00"). */
export const groupedRupees = (paise: number): string => RUPEES.format(paise / 100);
/** One formatter for every message: `toLocaleString` builds a new one on each call (~0.15 ms). */
const RUPEES = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The margin check's refusal (as a broker words it), or null when `required` fits. */
export function fundsRejection(requiredPaise: number, availablePaise: number): string | null {
  if (requiredPaise <= availablePaise) return null;
  return `Insufficient funds: this order needs ₹${groupedRupees(requiredPaise)} (margin and charges) and ₹${groupedRupees(Math.max(0, availablePaise))} is available. Reduce the quantity, or reset your virtual funds when you have no open orders or positions.`;
}
