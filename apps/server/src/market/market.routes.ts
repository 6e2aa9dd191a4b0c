/**
 * Every market-data route of API v3 (spec section 7), one plugin per area under `routes/`, all
 * reading the running market.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { MarketService } from './market.service';

export interface MarketRoutesOptions {
  readonly market: MarketService;
}

export const marketRoutes: FastifyPluginAsync<MarketRoutesOptions> = async (app, { market }) => {
  // Areas register here (routes/<area>.routes.ts).
  void market;
  void app;
};
