import { POLICY_KEYS, policyEndpoints } from '@nivesh/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { type EndpointGates, endpointRouter } from '../../http/endpoint-routes';
import { POLICY_CONTENT } from './policy-pages';

/** page/privacypolicy, page/termandcon, page/refundpolicy: each policy as sections with its version and date. */
export const policyRoutes: FastifyPluginAsync<{ readonly gates: EndpointGates }> = async (app, { gates }) => {
  const route = endpointRouter(app, gates);
  for (const key of POLICY_KEYS) {
    const page = POLICY_CONTENT[key];
    route(policyEndpoints[key], async () => ({
      status: 1 as const,
      message: `${page.title}, version ${page.version}, effective ${page.effectiveDate}`,
      page,
    }));
  }
};
