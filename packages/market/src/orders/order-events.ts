import type { Product, Side } from '../charges/charge-rates';
import type { OrderCharges } from '../charges/charges-for-order';
import type { OrderRequest } from './order-types';

/** A strategy (basket) order: the legs, entered when their signal fires, each with a target and a stop. */
export interface BasketRequest {
  readonly id: string;
  readonly account: string;
  readonly side: Side;
  readonly product: Product;
  /** Shares per stock. */
  readonly quantity: number;
  /** Percent of the entry price (spec 9: profit target and stop loss are in percent). */
  readonly targetPercent: number;
  readonly stopPercent: number;
  readonly symbols: readonly string[];
  /** Labels the caller keeps with the basket (strategy, sector…); the broker does not read them. */
  readonly labels?: Readonly<Record<string, string>>;
}

/**
 * Every state change of the paper broker. The broker's state is a pure fold of these events
 * (`PaperBroker.fromEvents`), so storing them is enough to rebuild it.
 */
export type BrokerEvent =
  | { readonly type: 'placed'; readonly at: number; readonly order: OrderRequest }
  | {
      readonly type: 'modified';
      readonly at: number;
      readonly id: string;
      readonly quantity: number;
      readonly pricePaise: number;
      readonly triggerPaise: number;
    }
  | { readonly type: 'cancelled'; readonly at: number; readonly id: string }
  | { readonly type: 'triggered'; readonly at: number; readonly id: string }
  | {
      readonly type: 'filled';
      readonly at: number;
      readonly id: string;
      readonly pricePaise: number;
      readonly charges: OrderCharges;
    }
  | { readonly type: 'expired'; readonly at: number; readonly id: string }
  | { readonly type: 'rejected'; readonly at: number; readonly order: OrderRequest; readonly reason: string }
  /** End of a session: delivery positions become holdings, positions start afresh. */
  | { readonly type: 'settled'; readonly at: number; readonly date: string }
  | { readonly type: 'basketPlaced'; readonly at: number; readonly basket: BasketRequest }
  | { readonly type: 'basketLegRemoved'; readonly at: number; readonly id: string; readonly symbol: string }
  | { readonly type: 'basketDeleted'; readonly at: number; readonly id: string }
  /** The account's virtual capital set afresh (a reset): its cash starts again from `capitalPaise`. */
  | {
      readonly type: 'capitalSet';
      readonly at: number;
      readonly account: string;
      readonly capitalPaise: number;
    };
