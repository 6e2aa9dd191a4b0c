/** A simple Market buy of 10 RELIANCE as the order dashboard's form posts it (add a request_id). */
export const MARKET_ORDER_FORM = {
  symbol: 'RELIANCE',
  quantity: '10',
  price: '',
  triggerPrice: '',
  type: 'Market',
  signalType: 'Buy',
  product: 'Intraday',
} as const;
