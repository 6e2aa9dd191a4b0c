/**
 * Every OrderDashboard call of spec 7 (issue 5), for the signed-in user only: lists with server
 * column definitions, the order detail, the form data, the two submits (HTML-form posts, checked
 * with the same rules as the web forms), the delete/process/re-order commands, and the paper
 * account's virtual funds (issue 13: shown, and reset to ₹10 lakh).
 */
import { hasErrors, orderEndpoints, simpleOrderErrors, strategyOrderErrors } from '@nivesh/contracts';
import { basketTotals, equityBySymbol, SIGNAL_CATALOGUE, STRATEGIES } from '@nivesh/market';
import type { FastifyPluginAsync } from 'fastify';
import { sessionOf } from '../auth/session-auth';
import { refuse } from '../http/answers';
import { type EndpointGates, endpointRouter } from '../http/endpoint-routes';
import { equityIds, resolveSector } from '../market/day/list-scope';
import type { MarketService } from '../market/market.service';
import type { CommandResult, OrderService } from './order.service';
import {
  BASKET_COLUMNS,
  basketRow,
  holdingsTable,
  istTime,
  LEG_COLUMNS,
  legRows,
  positionsTable,
  SIMPLE_ORDER_COLUMNS,
  simpleOrderRow,
  strategyTypeLabel,
  type Table,
  TRADE_COLUMNS,
  tradeRow,
} from './order-rows';
import type { StrategyKind } from './strategy-signals';

export interface OrderDashboardRoutesOptions {
  readonly gates: EndpointGates;
  readonly market: MarketService;
  readonly orders: OrderService;
}

const paise = (rupees: string) => Math.round(Number(rupees) * 100);
const toAnswer = (result: CommandResult<string>) =>
  result.ok ? { status: 1 as const, message: result.value } : refuse(result.message);

function paged(table: Table, page: number, pageSize: number) {
  const from = (page - 1) * pageSize;
  return {
    status: 1 as const,
    message: table.result.length ? '' : 'No records yet',
    column: table.column,
    result: table.result.slice(from, from + pageSize),
    total: table.result.length,
    page,
    pageSize,
    ...(table.summary ? { summary: table.summary } : {}),
  };
}

export const orderDashboardRoutes: FastifyPluginAsync<OrderDashboardRoutesOptions> = async (
  app,
  { market, orders, gates },
) => {
  const route = endpointRouter(app, gates);

  const ltpOf = (symbol: string) => orders.ltpPaise(symbol);
  const today = () => market.feed.session().date;
  const isToday = (ms: number) => istTime(ms).slice(0, 10) === today();
  const userOrders = (account: string) =>
    orders.state.ordersOf(account).sort((a, b) => b.updatedAt - a.updatedAt || b.id.localeCompare(a.id));

  route(orderEndpoints.orderData, async (request) => {
    const { user } = sessionOf(request);
    const baskets = orders.state.basketsOf(user.id).sort((a, b) => b.placedAt - a.placedAt);
    const table = {
      column: BASKET_COLUMNS,
      result: baskets.map((b) => basketRow(b, orders.basketMeta(b.request.id))),
    };
    return paged(table, request.query.page, request.query.pageSize);
  });

  route(orderEndpoints.simpleOrderData, async (request) => {
    const { user } = sessionOf(request);
    const { page, pageSize } = request.query;
    const pageName = request.query.pageName ?? 'simple';
    if (pageName === 'position')
      return paged(positionsTable(orders.state.positionsOf(user.id), ltpOf), page, pageSize);
    const todays = userOrders(user.id).filter((o) => isToday(o.placedAt) || o.status === 'open');
    if (pageName === 'trade') {
      const traded = todays.filter((o) => o.status === 'complete');
      return paged({ column: TRADE_COLUMNS, result: traded.map(tradeRow) }, page, pageSize);
    }
    if (pageName !== 'simple') return refuse(`Unknown pageName ${pageName}: use simple, trade or position`);
    const simple = todays.filter((o) => !o.basketId);
    return paged(
      { column: SIMPLE_ORDER_COLUMNS, result: simple.map((o) => simpleOrderRow(o, ltpOf)) },
      page,
      pageSize,
    );
  });

  route(orderEndpoints.simpleOrderHistory, async (request) => {
    const { user } = sessionOf(request);
    const all = userOrders(user.id).filter((o) => !o.basketId);
    const table = { column: SIMPLE_ORDER_COLUMNS, result: all.map((o) => simpleOrderRow(o, ltpOf)) };
    return paged(table, request.query.page, request.query.pageSize);
  });

  route(orderEndpoints.tradeOrderHistory, async (request) => {
    const { user } = sessionOf(request);
    const traded = userOrders(user.id).filter((o) => o.status === 'complete');
    return paged(
      { column: TRADE_COLUMNS, result: traded.map(tradeRow) },
      request.query.page,
      request.query.pageSize,
    );
  });

  route(orderEndpoints.portfolioOrderRecord, async (request) => {
    const { user } = sessionOf(request);
    return paged(
      holdingsTable(orders.state.holdingsOf(user.id), ltpOf),
      request.query.page,
      request.query.pageSize,
    );
  });

  route(orderEndpoints.orderDetails, async (request) => {
    const { user } = sessionOf(request);
    const basket = orders.state.basket(request.query.orderId);
    if (!basket || basket.deleted || basket.request.account !== user.id) return refuse('No such order');
    const meta = orders.basketMeta(basket.request.id);
    const r = basket.request;
    const totals = basketTotals(basket);
    const closed = [...basket.legs.values()].some((leg) => leg.netPnlPaise !== null);
    return {
      status: 1 as const,
      message: '',
      data: {
        orderId: r.id,
        sectorName: meta?.sector ?? '',
        strategyType: meta ? strategyTypeLabel(meta.kind) : '',
        strategyName: meta?.strategyName ?? '',
        quantity: r.quantity,
        noOfStock: [...basket.legs.values()].filter((l) => l.status !== 'removed').length,
        product: r.product === 'intraday' ? 'Intraday' : 'Delivery',
        signaltype: r.side === 'buy' ? 'Buy' : 'Sell',
        profitTarget: r.targetPercent,
        stoploss: r.stopPercent,
        date: istTime(basket.placedAt),
      },
      totalProfit: closed ? totals.totalProfitPaise / 100 : null,
      totalLoss: closed ? totals.totalLossPaise / 100 : null,
      column: LEG_COLUMNS,
      symbolList: legRows(basket, ltpOf),
    };
  });

  route(orderEndpoints.stockList, async () => {
    const state = market.feed.state;
    const result = equityIds(state).map((id) => {
      const { symbol } = state.meta(id);
      return {
        value: symbol,
        label: `${symbol} — ${equityBySymbol(symbol)?.name ?? symbol}`,
        ltp: state.quote(id).ltp / 100,
      };
    });
    return {
      status: 1 as const,
      message: '',
      result: result.sort((a, b) => a.value.localeCompare(b.value)),
    };
  });

  route(orderEndpoints.strategyChoices, async (request) => {
    const { type } = request.query;
    if (type === 'autosignal')
      return {
        status: 1 as const,
        message: '',
        result: SIGNAL_CATALOGUE.map((s, i) => ({ value: String(i + 1), label: s.type })),
      };
    if (type === 'tradingTool')
      return {
        status: 1 as const,
        message: '',
        result: STRATEGIES.map((s) => ({ value: s.id, label: s.name })),
      };
    return refuse('Strategy Type is required');
  });

  route(orderEndpoints.submitSimpleOrder, async (request) => {
    const { user } = sessionOf(request);
    const form = request.body;
    const fields = { ...form, symbol: form.symbol.trim().toUpperCase() };
    const ltp = orders.ltpPaise(fields.symbol);
    if (fields.symbol && ltp === undefined)
      return {
        status: 0 as const,
        message: `${fields.symbol} is not a stock of this market`,
        errors: { symbol: 'Stock is required' },
      };
    const errors = simpleOrderErrors(fields, ltp === undefined ? null : ltp / 100);
    if (hasErrors(errors))
      return { status: 0 as const, message: Object.values(errors)[0] ?? 'Check the form', errors };
    const kind = fields.type === 'Market' ? 'market' : fields.type === 'Limit' ? 'limit' : 'sl';
    const result = await orders.submitSimple(
      user.id,
      {
        symbol: fields.symbol,
        side: fields.signalType === 'Sell' ? 'sell' : 'buy',
        kind,
        product: fields.product === 'Delivery' ? 'delivery' : 'intraday',
        quantity: Number(fields.quantity),
        pricePaise: kind === 'market' ? 0 : paise(fields.price),
        triggerPaise: kind === 'sl' ? paise(fields.triggerPrice) : 0,
      },
      { idempotencyKey: form.request_id || undefined, replaceId: form.order_id || undefined },
    );
    return result.ok
      ? { status: 1 as const, message: result.value.message, orderId: result.value.orderId }
      : refuse(result.message);
  });

  route(orderEndpoints.submitOrder, async (request) => {
    const { user } = sessionOf(request);
    const form = request.body;
    const errors = strategyOrderErrors(form);
    if (hasErrors(errors))
      return { status: 0 as const, message: Object.values(errors)[0] ?? 'Check the form', errors };
    const sector = resolveSector(market.feed.state, form.getsectorid);
    if (!sector)
      return {
        status: 0 as const,
        message: `No sector ${form.getsectorid}`,
        errors: { getsectorid: 'Secotor is required' },
      };
    const kind: StrategyKind = form.type === 'tradingTool' ? 'tradingTool' : 'autosignal';
    const strategyName = orders.strategyName(kind, form.getOptionId);
    if (!strategyName)
      return {
        status: 0 as const,
        message: `No strategy ${form.getOptionId}`,
        errors: { getOptionId: 'Strategy  is required' },
      };
    const input = {
      kind,
      strategyId: form.getOptionId,
      strategyName,
      sector,
      count: Number(form.noOfStock),
      quantity: Number(form.quantity),
      targetPercent: Number(form.profitTarget),
      stopPercent: Number(form.stoploss),
      side: form.signaltype === 'Sell' ? ('sell' as const) : ('buy' as const),
      product: form.product === 'Delivery' ? ('delivery' as const) : ('intraday' as const),
    };
    if (input.count < 1 || input.quantity < 1)
      return refuse('Quantity and Number of Stock must be at least 1');
    const result = form.order_id
      ? await orders.replaceBasket(user.id, form.order_id, input)
      : await orders.submitBasket(user.id, input, { idempotencyKey: form.request_id || undefined });
    return result.ok
      ? {
          status: 1 as const,
          message: `Order ${result.value.orderId} placed on ${result.value.symbols.join(', ')}`,
          orderId: result.value.orderId,
        }
      : refuse(result.message);
  });

  route(orderEndpoints.deleteOrderRecord, async (request) =>
    toAnswer(await orders.deleteBasket(sessionOf(request).user.id, request.query.order_id)),
  );
  route(orderEndpoints.deleteOrderStock, async (request) => {
    const symbol = request.query.stock ?? request.query.symbol ?? '';
    return toAnswer(await orders.removeLeg(sessionOf(request).user.id, request.query.order_id, symbol));
  });
  route(orderEndpoints.deleteSimpleOrderStock, async (request) =>
    toAnswer(await orders.cancelSimple(sessionOf(request).user.id, request.query.order_id)),
  );
  route(orderEndpoints.updateOrderSymbolRecord, async (request) => {
    const symbol = request.query.symbol ?? request.query.stock ?? '';
    return toAnswer(await orders.enterLeg(sessionOf(request).user.id, request.query.order_id, symbol));
  });
  route(orderEndpoints.reOrder, async (request) => {
    // The position row's Buy/Sell: nothing changes until the user submits the prefilled form.
    const symbol = request.query.orderId.split(':')[0] ?? '';
    if (!orders.ltpPaise(symbol)) return refuse(`${symbol} is not a stock of this market`);
    return { status: 1 as const, message: `Opening a ${request.query.signalType} order for ${symbol}` };
  });

  route(orderEndpoints.funds, async (request) => ({
    status: 1 as const,
    message: '',
    funds: orders.funds(sessionOf(request).user.id),
  }));
  route(orderEndpoints.resetFunds, async (request) => {
    const result = await orders.resetFunds(sessionOf(request).user.id);
    return result.ok
      ? {
          status: 1 as const,
          message: `Your virtual funds are back to ₹${result.value.capital.toLocaleString('en-IN')}`,
          funds: result.value,
        }
      : refuse(result.message);
  });
};
