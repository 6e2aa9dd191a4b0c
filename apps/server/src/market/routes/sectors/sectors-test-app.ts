/**
 * Test support for the sectors endpoints: the sectors routes alone on Fastify (they read only the
 * market, so no database) over a fresh simulated test market (demo clock at Monday 2026-11-23
 * 10:30 IST), with a typed GET.
 */
import type { MarketState } from '@nivesh/market';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll } from 'vitest';
import { registerErrorHandling } from '../../../http/error-handler';
import { PUBLIC_ONLY_GATES } from '../../../testing/public-gates';
import { createTestMarket, type TestMarket } from '../../../testing/test-market';
import { sectorsRoutes } from '../sectors.routes';

export interface SectorsApp {
  readonly market: TestMarket;
  readonly state: MarketState;
  /** GETs `/api/v3/<path>` and returns HTTP status and JSON body. */
  get<T = Record<string, unknown>>(path: string): Promise<{ statusCode: number; body: T }>;
}

/** Builds the app over a fresh market (also used by the timing script). */
export async function createSectorsApp(): Promise<{ market: TestMarket; app: FastifyInstance }> {
  const market = createTestMarket();
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  await app.register(sectorsRoutes, { market: market.market, gates: PUBLIC_ONLY_GATES });
  await app.ready();
  return { market, app };
}

/** One app and one fresh market per test file. */
export function useSectorsApp(): SectorsApp {
  let live: { market: TestMarket; app: FastifyInstance } | undefined;
  beforeAll(async () => {
    live = await createSectorsApp();
  });
  afterAll(async () => live?.app.close());
  const current = () => {
    if (!live) throw new Error('The sectors app is created in beforeAll');
    return live;
  };
  return {
    get market() {
      return current().market;
    },
    get state() {
      return current().market.market.feed.state;
    },
    async get<T>(path: string) {
      const res = await current().app.inject({ url: `/api/v3/${path}` });
      return { statusCode: res.statusCode, body: res.json<T>() };
    },
  };
}
