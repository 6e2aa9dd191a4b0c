import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MarketService } from '../market.service';

export interface OverviewRoutesOptions {
  readonly market: MarketService;
}

/** The overview area's market endpoints (see routes/README.md). */
export const overviewRoutes: FastifyPluginAsyncZod<OverviewRoutesOptions> = async (_app, _options) => {};
