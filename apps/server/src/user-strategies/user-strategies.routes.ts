import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AreaRoutesOptions } from '../http/area-routes-options';

/** The user's own strategies (spec 7 `Addstrategies/*`, pages `/stratergy…`). */
export const userStrategyRoutes: FastifyPluginAsyncZod<AreaRoutesOptions> = async () => {};
