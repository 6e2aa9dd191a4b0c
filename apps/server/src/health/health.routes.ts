import { readFileSync } from 'node:fs';
import { accountEndpoints } from '@nivesh/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { REPO_ROOT } from '../config';
import type { DatabaseDriver } from '../db/database';
import { type EndpointGates, endpointRouter } from '../http/endpoint-routes';
import type { MarketStatus } from '../market/market.service';
import type { HealthMonitor, HealthSnapshot } from './health-monitor';

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
  readonly driver: DatabaseDriver;
  /** Checks the database and the disk in the background; a health request reads its last result. */
  readonly monitor: HealthMonitor;
  readonly startedAt: number;
  readonly marketStatus: () => MarketStatus;
}

function healthMessage({ database, write, disk }: HealthSnapshot): string {
  if (!database.ok) return 'Database unavailable';
  if (disk && !disk.ok) return `The data directory's disk is full (${disk.freeBytes} bytes free)`;
  if (!write.ok) return `Database writes are failing: ${write.detail ?? 'unknown error'}`;
  return 'OK';
}

export const healthRoutes: FastifyPluginAsync<HealthRoutesOptions> = async (
  app,
  { driver, monitor, startedAt, marketStatus, gates },
) => {
  const route = endpointRouter(app, gates);
  const version = readVersion();
  route(accountEndpoints.health, async (_request, reply) => {
    const snapshot = monitor.snapshot();
    const { database, write, disk } = snapshot;
    const ok = database.ok && write.ok && (disk?.ok ?? true);
    // 503 lets a load balancer take an instance that cannot serve or store out of rotation.
    reply.code(ok ? 200 : 503);
    return {
      status: 1 as const,
      message: healthMessage(snapshot),
      database: { ok: database.ok, driver, latencyMs: database.latencyMs, write },
      disk,
      market: marketStatus(),
      uptimeSeconds: Math.round((performance.now() - startedAt) / 1000),
      version,
    };
  });
};
