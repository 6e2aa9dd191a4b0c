/**
 * OptionTrading/* (issue 15): F&O paper trading for the option trading terminal — the margin of an
 * order before it is placed, the order itself (one or more legs, in lots), and the signed-in user's
 * F&O positions with live P&L and greeks. The broker is the order dashboard's (one account, one
 * funds figure), so every F&O order also appears there.
 */
import {
  type ContractLeg,
  type FnoOrder,
  type FnoPosition,
  type FnoProduct,
  optionTradingEndpoints,
} from '@nivesh/contracts';
import {
  averagePrice,
  contractLabel,
  isContractSymbol,
  netQuantity,
  parseContractSymbol,
  positionPnl,
  type SimpleOrder,
} from '@nivesh/market';
import type { FastifyPluginAsync } from 'fastify';
import { sessionOf } from '../auth/session-auth';
import type { ContractQuotes } from '../derivatives/contract-quotes';
import { refuse } from '../http/answers';
import { type EndpointGates, endpointRouter } from '../http/endpoint-routes';
import type { MarketService } from '../market/market.service';
import { round, fromHundredths as rupees } from '../market/market-answers';
import type { ContractOrderInput, OrderService } from './order.service';
import { istTime } from './order-rows';

export interface OptionTradingRoutesOptions {
  readonly gates: EndpointGates;
  readonly market: MarketService;
  readonly orders: OrderService;
  readonly contracts: ContractQuotes;
}

const productOf = (product: SimpleOrder['product']): FnoProduct => (product === 'delivery' ? 'NRML' : 'MIS');
const inputOf = (leg: ContractLeg): ContractOrderInput => ({
  symbol: leg.symbol,
  side: leg.side,
  kind: leg.kind ?? 'market',
  product: leg.product === 'MIS' ? 'intraday' : 'delivery',
  lots: leg.lots,
  pricePaise: Math.round((leg.price ?? 0) * 100),
});

/** Why a leg's limit price cannot be taken, or null. */
function priceError(leg: ContractLeg): string | null {
  if (leg.kind !== 'limit') return null;
  if (leg.price === undefined) return 'Price is required for a limit order';
  if (Math.round(Number(leg.price) * 100) % 5 !== 0) return 'Price must be on the ₹0.05 tick';
  return null;
}

export const optionTradingRoutes: FastifyPluginAsync<OptionTradingRoutesOptions> = async (
  app,
  { market, orders, contracts, gates },
) => {
  const route = endpointRouter(app, gates);

  route(optionTradingEndpoints.orderMargin, async (request) => {
    const { user } = sessionOf(request);
    const legs = request.body.legs;
    const bad = legs.map(priceError).find((e) => e !== null);
    if (bad) return refuse(bad);
    const preview = orders.previewContractOrders(user.id, legs.map(inputOf));
    if (!preview.ok) return refuse(preview.message);
    const p = preview.value;
    let net = 0;
    let required = 0;
    for (const leg of p.legs) {
      net += leg.side === 'buy' ? leg.premiumPaise : -leg.premiumPaise;
      required += leg.marginPaise + leg.blockedPremiumPaise + leg.chargesPaise;
    }
    return {
      status: 1 as const,
      message: '',
      legs: p.legs.map((leg) => ({
        symbol: leg.symbol,
        label: leg.label,
        side: leg.side,
        lotSize: leg.lotSize,
        units: leg.units,
        ltp: rupees(leg.ltpPaise),
        premium: rupees(leg.premiumPaise),
        margin: rupees(leg.marginPaise),
        charges: rupees(leg.chargesPaise),
      })),
      netPremium: rupees(net),
      required: rupees(required),
      available: rupees(p.availablePaise),
      hedgeBenefit: round(p.hedgeBenefit),
      method: p.method,
    };
  });

  route(optionTradingEndpoints.placeOrders, async (request) => {
    const { user } = sessionOf(request);
    const { legs, requestId } = request.body;
    const bad = legs.map(priceError).find((e) => e !== null);
    if (bad) return refuse(bad);
    const result = await orders.submitContractOrders(user.id, legs.map(inputOf), {
      idempotencyKey: requestId || undefined,
    });
    if (!result.ok) return refuse(result.message);
    const placed = result.value.filter((o) => o.ok).length;
    const message =
      placed === result.value.length
        ? `${placed} of ${result.value.length} legs placed`
        : `${placed} of ${result.value.length} legs placed: see each leg's message`;
    return { status: 1 as const, message, orders: result.value.map((o) => ({ ...o })) };
  });

  route(optionTradingEndpoints.positions, async (request) => {
    const { user } = sessionOf(request);
    const underlying = request.query.symbol?.toUpperCase() || undefined;
    const of = (symbol: string) => {
      const contract = parseContractSymbol(symbol);
      return contract && (!underlying || contract.underlying === underlying) ? contract : undefined;
    };
    const positions: FnoPosition[] = [];
    const totals = { pnl: 0, netPnl: 0, delta: 0, gamma: 0, theta: 0, vega: 0, margin: 0 };
    for (const p of orders.state.positionsOf(user.id)) {
      const contract = of(p.symbol);
      if (!contract) continue;
      const quote = contracts.quote(p.symbol);
      const units = netQuantity(p);
      const ltp = quote?.ltpPaise;
      // Without a price (an expired contract awaiting its settlement) the open units are not valued.
      const pnl = positionPnl(p, ltp ?? averagePrice(p));
      const lotSize = quote?.lotSize ?? 1;
      const margin = contract.kind === 'future' || units < 0 ? Math.abs(units) * p.marginPerUnitPaise : 0;
      const greeks = {
        delta: round((quote?.delta ?? 0) * units, 2),
        gamma: round((quote?.gamma ?? 0) * units, 4),
        theta: round((quote?.theta ?? 0) * units, 2),
        vega: round((quote?.vega ?? 0) * units, 2),
      };
      positions.push({
        symbol: p.symbol,
        label: contractLabel(contract),
        underlying: contract.underlying,
        product: productOf(p.product),
        lotSize,
        units,
        lots: round(units / lotSize, 2),
        avgPrice: units === 0 ? null : rupees(averagePrice(p)),
        ltp: ltp === undefined ? null : rupees(ltp),
        pnl: rupees(pnl),
        charges: rupees(p.chargesPaise),
        netPnl: rupees(pnl - p.chargesPaise),
        iv: quote?.iv == null ? null : round(quote.iv * 100),
        ...greeks,
        margin: rupees(margin),
      });
      totals.pnl += pnl;
      totals.netPnl += pnl - p.chargesPaise;
      totals.delta += greeks.delta;
      totals.gamma += greeks.gamma;
      totals.theta += greeks.theta;
      totals.vega += greeks.vega;
      totals.margin += margin;
    }
    const session = market.feed.session();
    const fnoOrders: FnoOrder[] = orders.state
      .ordersOf(user.id)
      .filter((o) => isContractSymbol(o.symbol) && of(o.symbol) !== undefined)
      .filter((o) => o.status === 'open' || istTime(o.updatedAt).slice(0, 10) === session.date)
      .sort((a, b) => b.updatedAt - a.updatedAt || b.id.localeCompare(a.id))
      .map((o) => orderRow(o));
    return {
      status: 1 as const,
      message: '',
      positions,
      orders: fnoOrders,
      totals: {
        pnl: rupees(totals.pnl),
        netPnl: rupees(totals.netPnl),
        delta: round(totals.delta),
        gamma: round(totals.gamma, 4),
        theta: round(totals.theta),
        vega: round(totals.vega),
        margin: rupees(totals.margin),
      },
      funds: orders.funds(user.id),
      asOf: session.marketTimeMs,
      live: session.live,
    };
  });
};

function orderRow(o: SimpleOrder): FnoOrder {
  const contract = parseContractSymbol(o.symbol);
  const lotSize = o.lotSize && o.lotSize > 0 ? o.lotSize : 1;
  return {
    orderId: o.id,
    symbol: o.symbol,
    label: contract ? contractLabel(contract) : o.symbol,
    side: o.side,
    kind: o.kind,
    product: productOf(o.product),
    lots: round(o.quantity / lotSize, 2),
    units: o.quantity,
    price: o.kind === 'market' ? null : rupees(o.pricePaise),
    fillPrice: o.fillPricePaise === null ? null : rupees(o.fillPricePaise),
    charges: o.charges ? rupees(o.charges.total) : null,
    status: o.status,
    origin: o.origin,
    message: o.rejectReason,
    time: istTime(o.updatedAt),
  };
}
