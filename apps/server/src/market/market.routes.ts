/**
 * Every market-data route of API v3 (spec section 7), one plugin per area under `routes/`, all
 * reading the running market. Their GET answers are cached for one market tick (answer-cache.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import { derivativesRoutes } from '../derivatives/derivatives.routes';
import type { DerivativesService } from '../derivatives/derivatives.service';
import type { EndpointGates } from '../http/endpoint-routes';
import { todayActivityRoutes } from '../today-activity/today-activity.routes';
import type { TodayActivityService } from '../today-activity/today-activity.service';
import { registerTickAnswerCache, type TickAnswerCache } from './answer-cache';
import type { MarketService } from './market.service';
import { listsRoutes } from './routes/lists.routes';
import { overviewRoutes } from './routes/overview.routes';
import { screenersRoutes } from './routes/screeners.routes';
import { sectorsRoutes } from './routes/sectors.routes';
import { stockRoutes } from './routes/stock.routes';

export interface MarketRoutesOptions {
  readonly market: MarketService;
  readonly gates: EndpointGates;
  /** The answers kept for the current market tick. */
  readonly tickAnswers: TickAnswerCache;
  /** Option chains, OI analytics and strategies (answers cached per tick like the rest). */
  readonly derivatives: DerivativesService;
  /** FII/DII and the rest of today's activity. */
  readonly todayActivity: TodayActivityService;
}

export const marketRoutes: FastifyPluginAsync<MarketRoutesOptions> = async (
  app,
  { market, gates, tickAnswers, derivatives, todayActivity },
) => {
  registerTickAnswerCache(app, tickAnswers);
  await app.register(stockRoutes, { market, gates });
  await app.register(listsRoutes, { market, gates });
  await app.register(overviewRoutes, { market, gates });
  await app.register(sectorsRoutes, { market, gates });
  await app.register(screenersRoutes, { market, gates });
  await app.register(derivativesRoutes, { market, gates, derivatives });
  await app.register(todayActivityRoutes, { gates, todayActivity });
};
