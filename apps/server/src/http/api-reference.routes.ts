import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { accountEndpoints } from '@nivesh/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { REPO_ROOT } from '../config';
import { type AnswerEncoding, compressAnswer, encodeAnswer, encodeAnswerLater } from './compression';
import { type EndpointGates, endpointRouter } from './endpoint-routes';

/**
 * GET /api/v3/openapi.json: docs/openapi.json (written by `npm run api:docs` from the registry; a
 * test keeps it current), read once at start-up and compressed once per encoding, not per request.
 */
export const apiReferenceRoutes: FastifyPluginAsync<{ readonly gates: EndpointGates }> = async (
  app,
  { gates },
) => {
  const document = readFileSync(resolve(REPO_ROOT, 'docs/openapi.json'), 'utf8');
  const compressed = new Map<AnswerEncoding, Promise<Buffer>>();
  const compressedAs = (encoding: AnswerEncoding): Promise<Buffer> => {
    const kept = compressed.get(encoding) ?? compressAnswer(document, encoding);
    compressed.set(encoding, kept);
    return kept;
  };
  endpointRouter(app, gates)(accountEndpoints.openApi, async (request, reply) => {
    encodeAnswerLater(request);
    reply.type('application/json; charset=utf-8').header('cache-control', 'public, max-age=300');
    return reply.send(await encodeAnswer(request, reply, document, compressedAs));
  });
};
