export { accountsOfEvents, EVERY_ACCOUNT, pricedSymbolsOf } from './account-activity';
export { type Basket, type BasketLeg, basketTotals, type LegStatus, legLevels } from './baskets';
export { fillCharges } from './derivative-orders';
export {
  DEFAULT_CAPITAL_PAISE,
  type Funds,
  INTRADAY_LEVERAGE,
  MAX_ORDER_VALUE_PAISE,
} from './funds';
export type { BasketRequest, BrokerEvent } from './order-events';
export { orderRejection } from './order-rules';
export type { OrderKind, OrderOrigin, OrderRequest, OrderStatus, SimpleOrder, Tick } from './order-types';
export { type LtpOf, PaperBroker, type SettlementOf } from './paper-broker';
export { averagePrice, type Holding, netQuantity, type Position, positionPnl } from './positions';
