import { derivativeEndpoints, optionScreenerEndpoints } from '@nivesh/contracts';
import { DEFAULT_RISK_FREE_RATE } from '@nivesh/market';
import type { FastifyPluginAsync } from 'fastify';
import { ok, refuse } from '../http/answers';
import { type EndpointGates, endpointRouter } from '../http/endpoint-routes';
import type { MarketService } from '../market/market.service';
import { marketSource, round } from '../market/market-answers';
import {
  chainConventions,
  chainRows,
  chainTotals,
  chainUnderlying,
  expiryInfo,
  expiryList,
  expiryOf,
} from './chain-answer';
import type { DerivativesService } from './derivatives.service';

export interface DerivativesRoutesOptions {
  readonly gates: EndpointGates;
  readonly market: MarketService;
  readonly derivatives: DerivativesService;
}

/** The derivatives area's endpoints (packages/contracts/src/endpoints/derivatives.ts). */
export const derivativesRoutes: FastifyPluginAsync<DerivativesRoutesOptions> = async (app, options) => {
  const route = endpointRouter(app, options.gates);
  const { market, derivatives } = options;
  const markets = derivatives.markets;

  const unknownUnderlying = (symbol: string) =>
    refuse(`No options on ${symbol}: pick an index (NIFTY, BANKNIFTY, FINNIFTY, MIDCPNIFTY) or an F&O stock`);

  route(derivativeEndpoints.optionData, async () => {
    const underlyings = markets.underlyings().map((ref) => {
      const u = chainUnderlying(markets, ref);
      return {
        ...u,
        expiries: markets
          .expiriesNow(ref)
          .map((e) => ({ date: e.date, kind: e.kind, daysToExpiry: markets.daysTo(e.date) })),
      };
    });
    return ok(`${underlyings.length} option underlyings`, {
      source: marketSource(market),
      riskFreeRatePct: round(DEFAULT_RISK_FREE_RATE * 100, 3),
      underlyings,
    });
  });

  route(optionScreenerEndpoints.runScreen, async ({ query }, reply) => {
    const outcome = await derivatives.screener.run(query);
    // A screen that does not compile is the caller's mistake: 400, with where and what was expected.
    if (!outcome.ok) return reply.code(400).send(outcome.error);
    return ok(outcome.message, outcome.payload);
  });

  route(derivativeEndpoints.optionChain, async ({ query }) => {
    const ref = markets.underlying(query.symbol);
    if (!ref) return unknownUnderlying(query.symbol);
    const { today } = markets.liveChain(ref);
    const expiry = expiryOf(today, query.expiry);
    if (!expiry) return refuse(`${ref.symbol} has no expiry on ${query.expiry ?? 'the calendar'}`);
    const rows = chainRows(expiry, derivatives.ivColumns(today, expiry, query.iv_mode));
    return ok(`${ref.symbol} ${expiry.expiry}: ${rows.length} strikes`, {
      source: marketSource(market),
      underlying: chainUnderlying(markets, ref),
      expiries: expiryList(markets, today),
      expiry: expiryInfo(markets, today, expiry),
      conventions: chainConventions(today, expiry, query.iv_mode),
      totals: chainTotals(expiry, rows),
      rows,
    });
  });

  route(derivativeEndpoints.oiHistory, async ({ query }) => {
    const ref = markets.underlying(query.symbol);
    if (!ref) return unknownUnderlying(query.symbol);
    const history = await derivatives.oiHistory(ref, query.days);
    return ok(`${ref.symbol}: ${history.days.length} sessions`, {
      source: marketSource(market),
      underlying: chainUnderlying(markets, ref),
      ...history,
    });
  });

  route(derivativeEndpoints.supportTarget, async ({ query }) => {
    const rows = await derivatives.supportTargets(query.kind);
    return ok(`${rows.length} underlyings`, { source: marketSource(market), kind: query.kind, rows });
  });

  route(derivativeEndpoints.oiAnalysis, async ({ query }) => {
    const ref = markets.underlying(query.symbol);
    if (!ref) return unknownUnderlying(query.symbol);
    const answer = await derivatives.oiAnalysis(ref, query.expiry);
    if (!answer) return refuse(`${ref.symbol} has no expiry on ${query.expiry ?? 'the calendar'}`);
    return ok(`${ref.symbol} ${answer.expiry.date}: open-interest analysis`, {
      source: marketSource(market),
      ...answer,
    });
  });

  route(derivativeEndpoints.participantOi, async ({ query }) => {
    const answer = await derivatives.participantOi(query);
    return ok(`${answer.date}: participant-wise open interest (${answer.source.kind})`, answer);
  });

  route(derivativeEndpoints.strategyList, async () => {
    const strategies = derivatives.strategyList();
    return ok(`${strategies.length} option strategies`, { count: strategies.length, strategies });
  });

  route(derivativeEndpoints.strategyDetails, async ({ query }) => {
    const ref = markets.underlying(query.symbol);
    if (!ref) return unknownUnderlying(query.symbol);
    const answer = derivatives.strategyDetails(ref, query.strategyId, query.expiry);
    if (typeof answer === 'string') return refuse(answer);
    return ok(`${answer.strategy.name} on ${ref.symbol}`, answer);
  });

  route(derivativeEndpoints.payoff, async ({ body }) => {
    const ref = markets.underlying(body.symbol);
    if (!ref) return unknownUnderlying(body.symbol);
    const position = derivatives.payoff(ref, body);
    if (typeof position === 'string') return refuse(position);
    return ok(`${body.legs.length} legs on ${ref.symbol}`, { position });
  });
};
