import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MarketService } from '../market.service';

export interface StockRoutesOptions {
  readonly market: MarketService;
}

/** The stock area's market endpoints (see routes/README.md). */
export const stockRoutes: FastifyPluginAsyncZod<StockRoutesOptions> = async (_app, _options) => {};
