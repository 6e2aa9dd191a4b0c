import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MarketService } from '../market.service';

export interface ListsRoutesOptions {
  readonly market: MarketService;
}

/** The lists area's market endpoints (see routes/README.md). */
export const listsRoutes: FastifyPluginAsyncZod<ListsRoutesOptions> = async (_app, _options) => {};
