/**
 * The dashboard's tables from the broker's state: column definitions (field + label, spec 3) and
 * rows of those fields, money in rupees. Pure: the routes pass the state and the prices in.
 */
import type { DashboardColumn, DashboardRow } from '@nivesh/contracts';
import {
  averagePrice,
  type Basket,
  basketTotals,
  contractLabel,
  type Holding,
  istTimestamp,
  legLevels,
  netQuantity,
  type Position,
  parseContractSymbol,
  positionPnl,
  type SimpleOrder,
} from '@nivesh/market';
import type { BasketMeta } from './order.service';

export interface Table {
  readonly column: DashboardColumn[];
  readonly result: DashboardRow[];
  readonly summary?: Record<string, number>;
}

type LtpOf = (symbol: string) => number | undefined;

const rupees = (paise: number | null | undefined): number | null =>
  paise === null || paise === undefined ? null : Math.round(paise) / 100;
const columns = (pairs: readonly (readonly [string, string])[]): DashboardColumn[] =>
  pairs.map(([field, label]) => ({ field, label }));
const title = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const KIND_LABEL: Record<SimpleOrder['kind'], string> = { market: 'Market', limit: 'Limit', sl: 'SL' };
const STATUS_LABEL: Record<SimpleOrder['status'], string> = {
  open: 'Open',
  complete: 'Executed',
  cancelled: 'Cancelled',
  expired: 'Expired',
  rejected: 'Rejected',
};
const ORIGIN_LABEL: Record<SimpleOrder['origin'], string> = {
  user: 'You',
  squareOff: 'Square-off 15:20',
  basketEntry: 'Strategy entry',
  basketTarget: 'Strategy target',
  basketStop: 'Strategy stop loss',
  basketSquareOff: 'Strategy exit',
  expiry: 'Expiry settlement',
};

/**
 * The symbol's own fields of a row: an F&O contract carries its trader's label (`NIFTY 01 DEC
 * 24000 CE`) and its underlying, and its carry-forward product is NRML (Delivery for shares).
 */
function symbolFields(symbol: string, product: SimpleOrder['product']): Record<string, string> {
  const contract = parseContractSymbol(symbol);
  if (!contract) return { symbol, product: title(product) };
  return {
    symbol,
    symbolLabel: contractLabel(contract),
    underlying: contract.underlying,
    product: product === 'delivery' ? 'NRML' : 'Intraday',
  };
}

/** An instant as IST `YYYY-MM-DD HH:mm:ss`. */
export const istTime = (ms: number): string => istTimestamp(new Date(ms));

const orderType = (side: 'buy' | 'sell') => (side === 'buy' ? 1 : 0);

export const SIMPLE_ORDER_COLUMNS = columns([
  ['symbol', 'Symbol'],
  ['orderId', 'Order ID'],
  ['signal', 'Side'],
  ['type', 'Type'],
  ['product', 'Product'],
  ['quantity', 'Qty'],
  ['price', 'Price'],
  ['triggerPrice', 'Trigger'],
  ['ltp', 'LTP'],
  ['avgPrice', 'Avg. price'],
  ['charges', 'Charges'],
  ['status', 'Status'],
  ['info', 'Info'],
  ['time', 'Time (IST)'],
]);

export function simpleOrderRow(order: SimpleOrder, ltpOf: LtpOf): DashboardRow {
  return {
    ...symbolFields(order.symbol, order.product),
    orderId: order.id,
    orderType: orderType(order.side),
    processStatus: order.status === 'open' ? 0 : 1,
    orderAction: order.status === 'open' ? 'modify' : '',
    signal: title(order.side),
    type: KIND_LABEL[order.kind],
    quantity: order.quantity,
    price: order.kind === 'market' ? null : rupees(order.pricePaise),
    triggerPrice: order.kind === 'sl' ? rupees(order.triggerPaise) : null,
    ltp: rupees(ltpOf(order.symbol)),
    avgPrice: rupees(order.fillPricePaise),
    charges: rupees(order.charges?.total),
    status: order.status === 'open' && order.triggered ? 'Triggered' : STATUS_LABEL[order.status],
    info: order.rejectReason ?? ORIGIN_LABEL[order.origin],
    time: istTime(order.updatedAt),
  };
}

export const TRADE_COLUMNS = columns([
  ['symbol', 'Symbol'],
  ['orderId', 'Order ID'],
  ['signal', 'Side'],
  ['product', 'Product'],
  ['quantity', 'Qty'],
  ['price', 'Fill price'],
  ['value', 'Value'],
  ['brokerage', 'Brokerage'],
  ['stt', 'STT'],
  ['otherCharges', 'Exchange + SEBI + stamp + GST'],
  ['charges', 'Total charges'],
  ['info', 'Placed by'],
  ['time', 'Time (IST)'],
]);

/** One executed order (a trade) with its charges broken down. */
export function tradeRow(order: SimpleOrder): DashboardRow {
  const c = order.charges;
  const price = order.fillPricePaise ?? 0;
  return {
    ...symbolFields(order.symbol, order.product),
    orderId: order.id,
    orderType: orderType(order.side),
    processStatus: 1,
    signal: title(order.side),
    quantity: order.quantity,
    price: rupees(price),
    value: rupees(price * order.quantity),
    brokerage: rupees(c?.brokerage),
    stt: rupees(c?.stt),
    otherCharges: c ? rupees(c.exchange + c.sebi + c.stampDuty + c.dp + c.gst) : null,
    charges: rupees(c?.total),
    info: ORIGIN_LABEL[order.origin],
    time: istTime(order.updatedAt),
  };
}

export const POSITION_COLUMNS = columns([
  ['symbol', 'Symbol'],
  ['product', 'Product'],
  ['netQty', 'Net qty'],
  ['buyQty', 'Buy qty'],
  ['buyAvg', 'Buy avg.'],
  ['sellQty', 'Sell qty'],
  ['sellAvg', 'Sell avg.'],
  ['ltp', 'LTP'],
  ['prftLoss', 'P&L (gross)'],
  ['charges', 'Charges'],
  ['cp', 'P&L (net)'],
]);

export function positionsTable(positions: readonly Position[], ltpOf: LtpOf): Table {
  let gross = 0;
  let charges = 0;
  const result = positions.map((p) => {
    const ltp = ltpOf(p.symbol) ?? 0;
    const pnl = positionPnl(p, ltp);
    gross += pnl;
    charges += p.chargesPaise;
    const net = netQuantity(p);
    return {
      ...symbolFields(p.symbol, p.product),
      orderId: `${p.symbol}:${p.product}`,
      orderType: net >= 0 ? 1 : 0,
      processStatus: net === 0 ? 1 : 0,
      netQty: net,
      buyQty: p.buyQuantity,
      buyAvg: p.buyQuantity ? rupees(p.buyValuePaise / p.buyQuantity) : null,
      sellQty: p.sellQuantity,
      sellAvg: p.sellQuantity ? rupees(p.sellValuePaise / p.sellQuantity) : null,
      avgPrice: rupees(averagePrice(p)),
      ltp: rupees(ltp),
      prftLoss: rupees(pnl),
      charges: rupees(p.chargesPaise),
      cp: rupees(pnl - p.chargesPaise),
    };
  });
  return {
    column: POSITION_COLUMNS,
    result,
    summary: { gross: rupees(gross) ?? 0, charges: rupees(charges) ?? 0, net: rupees(gross - charges) ?? 0 },
  };
}

export const HOLDING_COLUMNS = columns([
  ['symbol', 'Symbol'],
  ['quantity', 'Qty'],
  ['avgCost', 'Avg. cost'],
  ['ltp', 'LTP'],
  ['invested', 'Invested'],
  ['currPrice', 'Current value'],
  ['prftLoss', 'P&L'],
  ['per', 'P&L %'],
]);

export function holdingsTable(holdings: readonly Holding[], ltpOf: LtpOf): Table {
  let invested = 0;
  let current = 0;
  const result = holdings.map((h) => {
    const ltp = ltpOf(h.symbol) ?? 0;
    const value = ltp * h.quantity;
    invested += h.costPaise;
    current += value;
    return {
      symbol: h.symbol,
      orderId: h.symbol,
      orderType: 1,
      processStatus: 1,
      quantity: h.quantity,
      avgCost: rupees(h.costPaise / h.quantity),
      ltp: rupees(ltp),
      invested: rupees(h.costPaise),
      currPrice: rupees(value),
      prftLoss: rupees(value - h.costPaise),
      per: h.costPaise ? Math.round(((value - h.costPaise) / h.costPaise) * 10_000) / 100 : 0,
    };
  });
  return {
    column: HOLDING_COLUMNS,
    result,
    summary: {
      invested: rupees(invested) ?? 0,
      current: rupees(current) ?? 0,
      pnl: rupees(current - invested) ?? 0,
    },
  };
}

export const BASKET_COLUMNS = columns([
  ['orderId', 'Order ID'],
  ['sectorName', 'Sector'],
  ['strategyType', 'Strategy type'],
  ['strategyName', 'Strategy'],
  ['signaltype', 'Side'],
  ['product', 'Product'],
  ['quantity', 'Qty per stock'],
  ['noOfStock', 'Stocks'],
  ['processed', 'Processed'],
  ['profitTarget', 'Target %'],
  ['stoploss', 'Stop loss %'],
  ['totalProfit', 'Total profit'],
  ['totalLoss', 'Total loss'],
  ['date', 'Date (IST)'],
]);

export const strategyTypeLabel = (kind: BasketMeta['kind']) =>
  kind === 'autosignal' ? 'Autosignal' : 'Trading Tools';

export function basketRow(basket: Basket, meta: BasketMeta | undefined): DashboardRow {
  const r = basket.request;
  const legs = [...basket.legs.values()].filter((l) => l.status !== 'removed');
  const totals = basketTotals(basket);
  return {
    orderId: r.id,
    sectorName: meta?.sector ?? '',
    strategyType: meta ? strategyTypeLabel(meta.kind) : '',
    strategyName: meta?.strategyName ?? '',
    signaltype: title(r.side),
    orderType: orderType(r.side),
    product: title(r.product),
    quantity: r.quantity,
    noOfStock: legs.length,
    processed: `${legs.filter((l) => l.status !== 'waiting').length} of ${legs.length}`,
    profitTarget: r.targetPercent,
    stoploss: r.stopPercent,
    totalProfit: rupees(totals.totalProfitPaise),
    totalLoss: rupees(totals.totalLossPaise),
    date: istTime(basket.placedAt),
  };
}

export const LEG_COLUMNS = columns([
  ['symbol', 'Symbol'],
  ['status', 'Status'],
  ['entry', 'Entry'],
  ['ltp', 'LTP'],
  ['t1', 'Target'],
  ['stop', 'Stop loss'],
  ['exit', 'Exit'],
  ['reason', 'Exit reason'],
  ['charges', 'Charges'],
  ['prftLoss', 'Net P&L'],
]);

const LEG_STATUS: Record<string, string> = {
  waiting: 'Waiting for signal',
  entering: 'Entering',
  open: 'Open',
  exiting: 'Exiting',
  closed: 'Closed',
};

export function legRows(basket: Basket, ltpOf: LtpOf): DashboardRow[] {
  const r = basket.request;
  return [...basket.legs.values()]
    .filter((leg) => leg.status !== 'removed')
    .map((leg) => {
      const levels = leg.entryPaise === null ? null : legLevels(r, leg.entryPaise);
      const ltp = ltpOf(leg.symbol);
      const direction = r.side === 'buy' ? 1 : -1;
      const openPnl =
        leg.status === 'open' && leg.entryPaise !== null && ltp !== undefined
          ? direction * (ltp - leg.entryPaise) * r.quantity - leg.chargesPaise
          : null;
      return {
        symbol: leg.symbol,
        orderId: r.id,
        orderType: orderType(r.side),
        processStatus: leg.status === 'waiting' ? 0 : 1,
        status: LEG_STATUS[leg.status] ?? leg.status,
        entry: rupees(leg.entryPaise),
        ltp: rupees(ltp),
        t1: rupees(levels?.targetPaise),
        stop: rupees(levels?.stopPaise),
        exit: rupees(leg.exitPaise),
        reason:
          leg.exitReason === null
            ? null
            : leg.exitReason === 'squareOff'
              ? 'Exit at market'
              : title(leg.exitReason),
        charges: rupees(leg.chargesPaise),
        prftLoss: rupees(leg.netPnlPaise ?? openPnl),
      };
    });
}
