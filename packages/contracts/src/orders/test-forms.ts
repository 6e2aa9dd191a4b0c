import type { SimpleOrderFields, StrategyOrderFields } from './order-form-rules';

/** A Market intraday buy of 10 RELIANCE, as the simple form holds it. */
export const simpleFields = (overrides: Partial<SimpleOrderFields> = {}): SimpleOrderFields => ({
  symbol: 'RELIANCE',
  quantity: '10',
  price: '',
  triggerPrice: '',
  type: 'Market',
  signalType: 'Buy',
  product: 'Intraday',
  ...overrides,
});

/** A filled strategy form. */
export const strategyFields = (overrides: Partial<StrategyOrderFields> = {}): StrategyOrderFields => ({
  quantity: '10',
  stoploss: '2',
  noOfStock: '5',
  profitTarget: '4',
  getsectorid: 'banks',
  type: 'autosignal',
  getOptionId: '1',
  signaltype: 'Buy',
  product: 'Intraday',
  ...overrides,
});
