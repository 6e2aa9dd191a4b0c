/**
 * RoboPort/* (spec 7; issue 18): the model portfolios, their holdings, rebalance record and
 * performance against NIFTY 50, public; and following a model into a portfolio of one's own
 * (addRoboPortData, getFollow: signed-in only, see robo-follow.ts). Every figure is simulated.
 */
import {
  ROBO_REBALANCES_PAGE_SIZE,
  type RoboModelId,
  type RoboModelSummary,
  roboModelIdSchema,
  roboPortfolioEndpoints,
} from '@nivesh/contracts';
import { ROBO_INITIAL_CAPITAL_PAISE, type RoboMetrics, type RoboModel, type RoboRun } from '@nivesh/market';
import type { FastifyPluginAsync } from 'fastify';
import { sessionOf } from '../auth/session-auth';
import { ok, refuse } from '../http/answers';
import type { AreaRoutesOptions } from '../http/area-routes-options';
import { endpointRouter } from '../http/endpoint-routes';
import { quoteReader } from '../portfolios/portfolio-answers';
import { followModel, followStatus } from './robo-follow';
import { followDepsOf } from './robo-follow-rebalances';
import type { RoboRuns } from './robo-portfolios.service';

export const NO_SUCH_MODEL = 'No such model portfolio';

const rupees = (paise: number): number => Math.round(paise) / 100;
const r4 = (x: number): number => Math.round(x * 1e4) / 1e4;
const metricsDto = (m: RoboMetrics) => ({
  totalReturn: r4(m.totalReturn),
  cagr: r4(m.cagr),
  maxDrawdown: r4(m.maxDrawdown),
  volatility: r4(m.volatility),
});

function summary(model: RoboModel, run: RoboRun, asOf: string): RoboModelSummary {
  return {
    id: roboModelIdSchema.parse(model.id),
    name: model.name,
    rule: model.rule,
    schedule: model.schedule,
    since: run.inception,
    asOf,
    holdings: run.holdings.length,
    rebalances: run.rebalances.length,
    metrics: metricsDto(run.metrics),
    nifty: metricsDto(run.benchmarkMetrics),
    simulated: true,
  };
}

function find(runs: RoboRuns, id: RoboModelId) {
  return runs.runs.get(id);
}

/** RoboPort/getModels, getHoldings, getRebalances and getPerformance. */
export const roboPortfolioRoutes: FastifyPluginAsync<AreaRoutesOptions> = async (
  app,
  { services, gates, clock },
) => {
  const route = endpointRouter(app, gates);
  const robo = services.roboPortfolios;
  const follow = followDepsOf(services, clock);

  route(roboPortfolioEndpoints.roboModels, async () => {
    const runs = await robo.runs();
    return ok('Model portfolios', {
      models: [...runs.runs.values()].map(({ model, run }) => summary(model, run, runs.asOf)),
      initialCapital: rupees(ROBO_INITIAL_CAPITAL_PAISE),
    });
  });

  route(roboPortfolioEndpoints.roboHoldings, async (request) => {
    const runs = await robo.runs();
    const found = find(runs, request.query.model);
    if (!found) return refuse(NO_SUCH_MODEL);
    const { model, run } = found;
    // Valued at the session's price, the one the stock page and the portfolios show (the run's own
    // last price is the last completed day's close).
    const quote = quoteReader(services.market);
    const priced = run.holdings.map((h) => {
      const pricePaise = quote(h.symbol)?.pricePaise ?? h.pricePaise;
      return { ...h, pricePaise, valuePaise: h.quantity * pricePaise };
    });
    const value = priced.reduce((s, h) => s + h.valuePaise, run.cashPaise);
    return ok(model.name, {
      model: summary(model, run, runs.asOf),
      pricedOn: services.market.feed.session().date,
      holdings: priced.map((h) => ({
        symbol: h.symbol,
        sector: h.sector,
        quantity: h.quantity,
        price: rupees(h.pricePaise),
        value: rupees(h.valuePaise),
        weight: value > 0 ? r4(h.valuePaise / value) : 0,
      })),
      cash: rupees(run.cashPaise),
      value: rupees(value),
    });
  });

  route(roboPortfolioEndpoints.roboRebalances, async (request) => {
    const runs = await robo.runs();
    const found = find(runs, request.query.model);
    if (!found) return refuse(NO_SUCH_MODEL);
    const { model, run } = found;
    const page = request.query.page;
    const newestFirst = [...run.rebalances].reverse();
    const slice = newestFirst.slice((page - 1) * ROBO_REBALANCES_PAGE_SIZE, page * ROBO_REBALANCES_PAGE_SIZE);
    return ok(model.name, {
      model: summary(model, run, runs.asOf),
      rebalances: slice.map((r) => ({
        date: r.date,
        dataAsOf: r.dataAsOf,
        entered: [...r.entered],
        exited: [...r.exited],
        trades: r.trades.map((t) => ({
          symbol: t.symbol,
          side: t.side,
          quantity: t.quantity,
          price: rupees(t.pricePaise),
          charges: rupees(t.chargesPaise),
        })),
        charges: rupees(r.chargesPaise),
        value: rupees(r.valuePaise),
      })),
      page,
      pageSize: ROBO_REBALANCES_PAGE_SIZE,
      total: run.rebalances.length,
    });
  });

  route(roboPortfolioEndpoints.roboPerformance, async (request) => {
    const runs = await robo.runs();
    const found = find(runs, request.query.model);
    if (!found) return refuse(NO_SUCH_MODEL);
    const { model, run } = found;
    return ok(model.name, {
      model: summary(model, run, runs.asOf),
      initialCapital: rupees(ROBO_INITIAL_CAPITAL_PAISE),
      totalCharges: rupees(run.totalChargesPaise),
      curve: run.dates.map((date, k) => ({
        date,
        value: Math.round((run.equity[k] ?? 0) / 100),
        nifty: Math.round((run.benchmarkEquity[k] ?? 0) / 100),
      })),
    });
  });
  route(roboPortfolioEndpoints.roboFollow, async (request) =>
    followModel(follow, sessionOf(request).user.id, request.body, NO_SUCH_MODEL),
  );

  route(roboPortfolioEndpoints.roboFollowStatus, async (request, reply) =>
    followStatus(follow, sessionOf(request).user.id, request.query.portfolio_id, reply),
  );
};
