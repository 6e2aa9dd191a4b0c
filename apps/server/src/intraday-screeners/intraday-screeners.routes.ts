import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AreaRoutesOptions } from '../http/area-routes-options';

/** Intraday and pre-market screeners (issue 4): PreMarket/getPreMarketData, PricePattern/*, stock/getFilterData, the intraday screener. */
export const intradayScreenerRoutes: FastifyPluginAsyncZod<AreaRoutesOptions> = async () => {};
