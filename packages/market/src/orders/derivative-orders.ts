/**
 * What the paper broker does differently for F&O contracts (symbols such as `NIFTY:2026-12-01:CE:24000`,
 * see `derivatives/contract-symbol.ts`; docs/order-dashboard.md "F&O"): F&O charges instead of the
 * equity ones, margin (premium for option buys, the SPAN-like margin the order carries for futures
 * and option sells), positions that carry over the night until they are closed or expire (product
 * `delivery` is NRML for a contract), and the final settlement on the expiry day.
 */

import { istParts } from '../calendar/ist';
import type { Product, Side } from '../charges/charge-rates';
import { chargesForOrder, type OrderCharges } from '../charges/charges-for-order';
import { fnoChargesForOrder, intrinsicValuePaise, optionExerciseCharges } from '../charges/fno-charges';
import { type DerivativeContract, parseContractSymbol } from '../derivatives/contract-symbol';
import type { IsoDate, Paise } from '../units';
import type { OrderRequest } from './order-types';
import { netQuantity, type Position } from './positions';

/** The IST trade date of an instant (epoch ms): it picks the F&O rate era. */
const tradeDateOf = (at: number): IsoDate => istParts(new Date(at)).date;

/** Charges of one fill of `quantity` at `pricePaise` at instant `at`: equity or F&O by the symbol. */
export function fillCharges(
  order: {
    readonly symbol: string;
    readonly side: Side;
    readonly product: Product;
    readonly quantity: number;
  },
  pricePaise: number,
  at: number,
): OrderCharges {
  const contract = parseContractSymbol(order.symbol);
  if (!contract)
    return chargesForOrder({
      side: order.side,
      product: order.product,
      quantity: order.quantity,
      pricePaise,
    });
  return fnoChargesForOrder({
    instrument: contract.kind === 'future' ? 'futures' : 'options',
    side: order.side,
    quantity: order.quantity,
    pricePaise,
    tradeDate: tradeDateOf(at),
  });
}

/** Whether units of a contract bought are paid in full (long options) rather than margined. */
export const paidInFull = (contract: DerivativeContract, side: Side): boolean =>
  contract.kind !== 'future' && side === 'buy';

/**
 * What opening `units` of an F&O order blocks, before charges: the premium of an option buy, the
 * order's SPAN-like margin per unit (`marginPerUnitPaise`) for futures and option sells.
 */
export function derivativeMarginPaise(
  order: Pick<OrderRequest, 'side' | 'marginPerUnitPaise'>,
  contract: DerivativeContract,
  units: number,
  pricePaise: number,
): number {
  if (paidInFull(contract, order.side)) return units * pricePaise;
  return units * (order.marginPerUnitPaise ?? 0);
}

/**
 * The margin per unit a contract position keeps after a fill: the units it opens join at the order's
 * margin, the units it closes leave; a position that turns round takes the order's margin.
 */
export function marginPerUnitAfter(
  before: Position,
  after: Position,
  order: Pick<OrderRequest, 'marginPerUnitPaise'>,
): number {
  const was = Math.abs(netQuantity(before));
  const now = Math.abs(netQuantity(after));
  const turned = Math.sign(netQuantity(before)) * Math.sign(netQuantity(after)) < 0;
  if (now === 0) return 0;
  if (turned || was === 0) return order.marginPerUnitPaise ?? 0;
  if (now <= was) return before.marginPerUnitPaise;
  const opened = now - was;
  return Math.round((before.marginPerUnitPaise * was + (order.marginPerUnitPaise ?? 0) * opened) / now);
}

/**
 * A contract position carried into the next session: its open units at their average price (the
 * closed part's P&L is already in the cash), with no charges of its own.
 */
export function carriedContractPosition(p: Position): Position | undefined {
  const net = netQuantity(p);
  if (net === 0) return undefined;
  const long = net > 0;
  const quantity = Math.abs(net);
  const value = long
    ? Math.round((p.buyValuePaise * quantity) / p.buyQuantity)
    : Math.round((p.sellValuePaise * quantity) / p.sellQuantity);
  return {
    ...p,
    buyQuantity: long ? quantity : 0,
    buyValuePaise: long ? value : 0,
    sellQuantity: long ? 0 : quantity,
    sellValuePaise: long ? 0 : value,
    carriedQuantity: 0,
    carriedValuePaise: 0,
    chargesPaise: 0,
  };
}

const NO_CHARGES: OrderCharges = {
  brokerage: 0 as Paise,
  stt: 0 as Paise,
  exchange: 0 as Paise,
  sebi: 0 as Paise,
  stampDuty: 0 as Paise,
  dp: 0 as Paise,
  gst: 0 as Paise,
  total: 0 as Paise,
};

/** How an open contract position ends on its expiry day: the closing order, its price and charges. */
export interface ExpirySettlement {
  readonly request: OrderRequest;
  readonly pricePaise: number;
  readonly charges: OrderCharges;
}

/**
 * The final settlement of a contract position on its expiry day, at the underlying's final
 * settlement price (its close, paise): a future closes at that price, an option at its intrinsic
 * value (NSE exercises every in-the-money option; out of the money it expires at 0). The holder of an
 * exercised option pays the exercise STT (`optionExerciseCharges`); futures settlement, assignment
 * and expiry worthless carry no charge.
 */
export function expirySettlement(
  p: Position,
  contract: DerivativeContract,
  settlementPricePaise: number,
): ExpirySettlement | undefined {
  const net = netQuantity(p);
  if (net === 0) return undefined;
  const quantity = Math.abs(net);
  const request: OrderRequest = {
    id: `expiry/${p.account}/${p.symbol}/${p.product}`,
    account: p.account,
    symbol: p.symbol,
    side: net > 0 ? 'sell' : 'buy',
    kind: 'market',
    product: p.product,
    quantity,
    pricePaise: 0,
    triggerPaise: 0,
    origin: 'expiry',
  };
  if (contract.kind === 'future') return { request, pricePaise: settlementPricePaise, charges: NO_CHARGES };
  const strikePaise = Math.round((contract.strike ?? 0) * 100);
  const pricePaise = intrinsicValuePaise(contract.kind, strikePaise, settlementPricePaise);
  const charges =
    net > 0 && pricePaise > 0
      ? optionExerciseCharges({
          kind: contract.kind,
          quantity,
          strikePaise,
          settlementPricePaise,
          expiry: contract.expiry,
        })
      : NO_CHARGES;
  return { request, pricePaise, charges };
}

/** The contract of a position's symbol when it has expired by session `date`. */
export function expiredContract(symbol: string, date: string): DerivativeContract | undefined {
  const contract = parseContractSymbol(symbol);
  return contract && contract.expiry <= date ? contract : undefined;
}
