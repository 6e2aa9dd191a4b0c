import type { SimpleOrderInput } from './order.service';

/** The simple order form as posted: a Market intraday buy of 10 RELIANCE, overridable. */
export const simpleOrderPost = (overrides: Record<string, string> = {}): Record<string, string> => ({
  symbol: 'RELIANCE',
  quantity: '10',
  price: '',
  triggerPrice: '',
  type: 'Market',
  signalType: 'Buy',
  product: 'Intraday',
  ...overrides,
});

/** What the routes hand the order service for that form. */
export const simpleOrderInput = (overrides: Partial<SimpleOrderInput> = {}): SimpleOrderInput => ({
  symbol: 'RELIANCE',
  side: 'buy',
  kind: 'market',
  product: 'intraday',
  quantity: 10,
  pricePaise: 0,
  triggerPaise: 0,
  ...overrides,
});
