import { API_PREFIX, POLICY_KEYS, POLICY_PAGES, policyPageSchemas, policyQuery } from '@nivesh/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { POLICY_CONTENT } from './policy-pages';

/** page/privacypolicy, page/termandcon, page/refundpolicy: each policy as sections with its version and date. */
export const policyRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const key of POLICY_KEYS) {
    const page = POLICY_CONTENT[key];
    app.get(
      `${API_PREFIX}/${POLICY_PAGES[key].endpoint}`,
      { schema: { querystring: policyQuery, response: { 200: policyPageSchemas.answer } } },
      async () => ({
        status: 1 as const,
        message: `${page.title}, version ${page.version}, effective ${page.effectiveDate}`,
        page,
      }),
    );
  }
};
