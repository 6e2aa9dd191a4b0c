import { readFileSync } from 'node:fs';
import { accountEndpoints } from '@nivesh/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { REPO_ROOT } from '../config';
import type { Database } from '../db/database';
import { type EndpointGates, endpointRouter } from '../http/endpoint-routes';
import type { MarketStatus } from '../market/market.service';

function readVersion(): string {
  try {
    const parsed: unknown = JSON.parse(readFileSync(`${REPO_ROOT}/package.json`, 'utf8'));
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      'version' in parsed &&
      typeof parsed.version === 'string'
    ) {
      return parsed.version;
    }
  } catch {
    // Fall through: a missing version must not break the health check.
  }
  return 'unknown';
}

export interface HealthRoutesOptions {
  readonly gates: EndpointGates;
  readonly database: Database;
  readonly startedAt: number;
  readonly marketStatus: () => MarketStatus;
}

export const healthRoutes: FastifyPluginAsync<HealthRoutesOptions> = async (
  app,
  { database, startedAt, marketStatus, gates },
) => {
  const route = endpointRouter(app, gates);
  const version = readVersion();
  route(accountEndpoints.health, async (request, reply) => {
    let ok = true;
    let latencyMs = 0;
    try {
      latencyMs = await database.ping();
    } catch (error) {
      ok = false;
      request.log.error({ err: error }, 'health: database ping failed');
    }
    // 503 lets a load balancer take an instance without its database out of rotation.
    reply.code(ok ? 200 : 503);
    return {
      status: 1 as const,
      message: ok ? 'OK' : 'Database unavailable',
      database: { ok, driver: database.driver, latencyMs },
      market: marketStatus(),
      uptimeSeconds: Math.round((performance.now() - startedAt) / 1000),
      version,
    };
  });
};
