import { todayActivityEndpoints } from '@nivesh/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../http/answers';
import { type EndpointGates, endpointRouter } from '../http/endpoint-routes';
import { keepOutOfTickCache } from '../market/answer-cache';
import type { TodayActivityService } from './today-activity.service';

export interface TodayActivityRoutesOptions {
  readonly gates: EndpointGates;
  readonly todayActivity: TodayActivityService;
}

/** Today's activity of institutions (packages/contracts/src/endpoints/today-activity.ts). */
export const todayActivityRoutes: FastifyPluginAsync<TodayActivityRoutesOptions> = async (app, options) => {
  const route = endpointRouter(app, options.gates);
  const { todayActivity } = options;

  route(todayActivityEndpoints.fiiDiiData, async ({ query }) => {
    const answer = await todayActivity.data(query);
    return ok(`${answer.day.date}: FII/DII cash-market activity (${answer.source.kind})`, answer);
  });

  route(todayActivityEndpoints.fiiDiiActivities, async ({ query }) => {
    const answer = await todayActivity.activities(query);
    return ok(`FII/DII cash-market activity by ${answer.period} (${answer.source.kind})`, answer);
  });

  route(todayActivityEndpoints.fiiDerivatives, async ({ query }) => {
    const answer = await todayActivity.fiiDerivatives(query);
    return ok(`${answer.date}: FII derivatives statistics (${answer.source.kind})`, answer);
  });

  route(todayActivityEndpoints.deals, async ({ query }) => {
    const answer = await todayActivity.deals(query);
    return ok(`${answer.date}: ${answer.summary.deals} ${answer.kind} deals (${answer.source.kind})`, answer);
  });

  route(todayActivityEndpoints.dealsPerformance, async (request) => {
    const answer = await todayActivity.dealsPerformance(request.query);
    if (!answer.ready) keepOutOfTickCache(request);
    const what = answer.ready ? `${answer.overall.deals} deals` : `computing (${answer.progressPct} %)`;
    return ok(
      `${answer.from} to ${answer.to}: ${answer.kind} deals' performance, ${what} (${answer.source.kind})`,
      answer,
    );
  });

  route(todayActivityEndpoints.stockDeals, async (request) => {
    const answer = await todayActivity.stockDeals(request.query);
    if (!answer.ready) keepOutOfTickCache(request);
    const what = answer.ready ? `${answer.rows.length} deals` : `computing (${answer.progressPct} %)`;
    return ok(`${answer.symbol}: bulk and block deals ${answer.from} to ${answer.to}, ${what}`, answer);
  });

  route(todayActivityEndpoints.corporateActions, async ({ query }) => {
    const answer = await todayActivity.corporateActions.answer(query);
    return ok(
      `${answer.symbol ?? answer.date}: ${answer.total} corporate actions (${answer.source.kind})`,
      answer,
    );
  });

  route(todayActivityEndpoints.insiderTrades, async ({ query }) => {
    const answer = await todayActivity.insiderTradeDays.trades(query);
    return ok(
      `${answer.date}: ${answer.totals.disclosures} insider-trading disclosures (${answer.source.kind})`,
      answer,
    );
  });

  route(todayActivityEndpoints.insiderPerformance, async (request) => {
    const answer = await todayActivity.insiderTradeDays.performance(request.query);
    if (!answer.ready) keepOutOfTickCache(request);
    const what = answer.ready ? `${answer.overall.deals} trades` : `computing (${answer.progressPct} %)`;
    return ok(
      `${answer.from} to ${answer.to}: insiders' open-market trades' performance, ${what} (${answer.source.kind})`,
      answer,
    );
  });

  route(todayActivityEndpoints.stockInsiderTrades, async ({ query }) => {
    const answer = await todayActivity.insiderTradeDays.stockTrades(query);
    return ok(
      `${answer.symbol}: ${answer.rows.length} insider-trading disclosures ${answer.from} to ${answer.to} (${answer.source.kind})`,
      answer,
    );
  });

  route(todayActivityEndpoints.events, async ({ query }) => {
    const answer = await todayActivity.events.events(query);
    return ok(`${answer.date}: ${answer.total} corporate events (${answer.source.kind})`, answer);
  });

  route(todayActivityEndpoints.eventsPerformance, async (request) => {
    const answer = await todayActivity.events.performance(request.query);
    if (!answer.ready) keepOutOfTickCache(request);
    const what = answer.ready ? `${answer.overall.deals} events` : `computing (${answer.progressPct} %)`;
    return ok(`${answer.from} to ${answer.to}: events' performance, ${what} (${answer.source.kind})`, answer);
  });
};
