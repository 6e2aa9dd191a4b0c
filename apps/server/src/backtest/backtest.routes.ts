import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AreaRoutesOptions } from '../http/area-routes-options';

/** Back-testing (issue 4): BackTest/gettypDaata and the back-test runs of strategies and screens. */
export const backtestRoutes: FastifyPluginAsyncZod<AreaRoutesOptions> = async () => {};
