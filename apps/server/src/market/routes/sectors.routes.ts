import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MarketService } from '../market.service';

export interface SectorsRoutesOptions {
  readonly market: MarketService;
}

/** The sectors area's market endpoints (see routes/README.md). */
export const sectorsRoutes: FastifyPluginAsyncZod<SectorsRoutesOptions> = async (_app, _options) => {};
