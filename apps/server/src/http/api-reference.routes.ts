import { readFileSync } from 'node:fs';
import { accountEndpoints } from '@nivesh/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { type EndpointGates, endpointRouter } from './endpoint-routes';

/** docs/openapi.json, written by `npm run api:docs` from the registry (a test keeps it current). */
export const OPENAPI_FILE = new URL('../../../../docs/openapi.json', import.meta.url);

/** GET /api/v3/openapi.json: the OpenAPI 3.1 document, read once at start-up (no work per request). */
export const apiReferenceRoutes: FastifyPluginAsync<{ readonly gates: EndpointGates }> = async (
  app,
  { gates },
) => {
  const document = readFileSync(OPENAPI_FILE, 'utf8');
  endpointRouter(app, gates)(accountEndpoints.openApi, async (_request, reply) =>
    reply
      .type('application/json; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(document),
  );
};
