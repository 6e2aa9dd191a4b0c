import type { OrderRequest } from './order-types';

let next = 0;
/** An order request with defaults (ACME, intraday buy market of 10), overridable. */
export function orderOf(overrides: Partial<OrderRequest> = {}): OrderRequest {
  next++;
  return {
    id: `o${next}`,
    account: 'alice',
    symbol: 'ACME',
    side: 'buy',
    kind: 'market',
    product: 'intraday',
    quantity: 10,
    pricePaise: 0,
    triggerPaise: 0,
    ...overrides,
  };
}

export const T0 = Date.UTC(2026, 10, 23, 4, 0);
