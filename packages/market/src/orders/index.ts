export { accountsOfEvents, EVERY_ACCOUNT, pricedSymbolsOf } from './account-activity';
export { type Basket, type BasketLeg, basketTotals, type LegStatus, legLevels } from './baskets';
export type { BasketRequest, BrokerEvent } from './order-events';
export { orderRejection } from './order-rules';
export type { OrderKind, OrderOrigin, OrderRequest, OrderStatus, SimpleOrder, Tick } from './order-types';
export { type LtpOf, PaperBroker } from './paper-broker';
export { averagePrice, type Holding, netQuantity, type Position, positionPnl } from './positions';
