import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AreaRoutesOptions } from '../http/area-routes-options';

/** Trading tools (issue 4): TradingTools/*, TradingTerminal/* — the strategy catalogue's signals today and their measured performance. */
export const tradingToolRoutes: FastifyPluginAsyncZod<AreaRoutesOptions> = async () => {};
