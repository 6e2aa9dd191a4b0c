import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AreaRoutesOptions } from '../http/area-routes-options';

/** Built-in screeners (issue 4): fundamentalScreener/*, SpecialScreener/stockData, PreMarket/getPreMarketData, PricePattern/*, stock/getFilterData, screener/mostCommon and screener runs by date. */
export const builtinScreenerRoutes: FastifyPluginAsyncZod<AreaRoutesOptions> = async () => {};
