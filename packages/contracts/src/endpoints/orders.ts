import { get, noInput, post } from '../endpoint';
import {
  commandSchemas,
  dashboardListQuery,
  dashboardListSchemas,
  fundsSchemas,
  orderDetailSchemas,
  orderIdQuery,
  orderStockQuery,
  reOrderQuery,
  resetFundsBody,
  simpleOrderForm,
  stockListSchemas,
  strategyChoicesSchemas,
  strategyOrderForm,
  submitAnswerSchemas,
  typeQuery,
} from '../orders/order-dashboard';

const signedIn = { access: 'session' } as const;
const list = (path: string, summary: string) =>
  get({ path, summary, query: dashboardListQuery, answer: dashboardListSchemas.answer, ...signedIn });
const command = (path: string, summary: string) =>
  get({ path, summary, query: orderStockQuery, answer: commandSchemas.answer, ...signedIn });

/** OrderDashboard/*: the signed-in user's paper orders (spec 2.1 and 7). */
export const orderEndpoints = {
  orderData: list('OrderDashboard/getOrderData', 'My strategy (basket) orders'),
  simpleOrderData: list('OrderDashboard/getSimpleOrderData', 'My open simple orders and positions'),
  simpleOrderHistory: list('OrderDashboard/simpleOrderHistory', 'My simple order history'),
  tradeOrderHistory: list('OrderDashboard/tradeOrderHistory', 'My trade history'),
  portfolioOrderRecord: list('OrderDashboard/getPortFolioOrderRecord', 'My holdings from delivery orders'),
  orderDetails: get({
    path: 'OrderDashboard/getOrderDetails',
    summary: 'One order with its fills and events',
    query: orderIdQuery,
    answer: orderDetailSchemas.answer,
    ...signedIn,
  }),
  stockList: get({
    path: 'OrderDashboard/getStockList',
    summary: 'The stocks an order can be placed on',
    query: noInput,
    answer: stockListSchemas.answer,
    ...signedIn,
  }),
  strategyChoices: get({
    path: 'OrderDashboard/gettypDaata',
    summary: 'The strategies of a type (auto-signals or trading tools) for a basket order',
    query: typeQuery,
    answer: strategyChoicesSchemas.answer,
    ...signedIn,
  }),
  submitSimpleOrder: post({
    path: 'OrderDashboard/submitSimpleOrderData',
    summary: 'Place (or modify) a simple order',
    body: simpleOrderForm,
    bodyKind: 'form',
    answer: submitAnswerSchemas.answer,
    ...signedIn,
  }),
  submitOrder: post({
    path: 'OrderDashboard/submitOrderData',
    summary: 'Place (or modify) a strategy (basket) order',
    body: strategyOrderForm,
    bodyKind: 'form',
    answer: submitAnswerSchemas.answer,
    ...signedIn,
  }),
  deleteOrderRecord: command('OrderDashboard/deleteOrderRecord', 'Delete a basket order'),
  deleteOrderStock: command('OrderDashboard/deleteOrderStock', 'Remove a stock from a basket order'),
  deleteSimpleOrderStock: command('OrderDashboard/deleteSimpleOrderStock', 'Cancel a simple order'),
  updateOrderSymbolRecord: command(
    'OrderDashboard/updateOrderSymbolRecord',
    "Enter a basket order's leg now",
  ),
  funds: get({
    path: 'OrderDashboard/getFunds',
    summary: 'My virtual funds: available, used margin, invested, realised P&L',
    query: noInput,
    answer: fundsSchemas.answer,
    ...signedIn,
  }),
  resetFunds: post({
    path: 'OrderDashboard/resetFunds',
    summary: 'Reset my virtual funds to the starting capital (only with nothing open)',
    body: resetFundsBody,
    answer: fundsSchemas.answer,
    ...signedIn,
  }),
  reOrder: get({
    path: 'OrderDashboard/updateReOrder',
    summary: "Open a prefilled order from a position's Buy or Sell",
    query: reOrderQuery,
    answer: commandSchemas.answer,
    ...signedIn,
  }),
};
