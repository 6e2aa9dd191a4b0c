/**
 * Which accounts a batch of broker events concerns, and which prices an account's dashboard is
 * valued at: what the order channel of the live stream needs to push to the right users only.
 */
import type { BrokerEvent } from './order-events';
import type { PaperBroker } from './paper-broker';

/** Every account: a session's settlement changes everyone's positions and holdings. */
export const EVERY_ACCOUNT = 'all';

/**
 * The accounts whose dashboard `events` change, read from `broker` after it applied them (an
 * order's or a basket's owner is looked up by id); `all` when a session was settled.
 */
export function accountsOfEvents(
  events: readonly BrokerEvent[],
  broker: PaperBroker,
): ReadonlySet<string> | typeof EVERY_ACCOUNT {
  const accounts = new Set<string>();
  for (const event of events) {
    switch (event.type) {
      case 'settled':
        return EVERY_ACCOUNT;
      case 'placed':
      case 'rejected':
        accounts.add(event.order.account);
        break;
      case 'basketPlaced':
        accounts.add(event.basket.account);
        break;
      case 'capitalSet':
        accounts.add(event.account);
        break;
      case 'basketLegRemoved':
      case 'basketDeleted': {
        const owner = broker.basket(event.id)?.request.account;
        if (owner !== undefined) accounts.add(owner);
        break;
      }
      default: {
        const owner = broker.order(event.id)?.account;
        if (owner !== undefined) accounts.add(owner);
      }
    }
  }
  return accounts;
}

/**
 * The symbols whose price moves what the account's dashboard shows: open orders (their LTP),
 * today's positions (P&L), holdings (value) and strategy legs still waiting or open (LTP, P&L).
 */
export function pricedSymbolsOf(broker: PaperBroker, account: string): Set<string> {
  const symbols = new Set<string>();
  for (const order of broker.ordersOf(account)) if (order.status === 'open') symbols.add(order.symbol);
  for (const position of broker.positionsOf(account)) symbols.add(position.symbol);
  for (const holding of broker.holdingsOf(account)) symbols.add(holding.symbol);
  for (const basket of broker.basketsOf(account))
    for (const leg of basket.legs.values())
      if (leg.status !== 'closed' && leg.status !== 'removed') symbols.add(leg.symbol);
  return symbols;
}
