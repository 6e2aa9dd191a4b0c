/**
 * Test support for the overview endpoints: the overview routes alone on Fastify (no database: these
 * endpoints read only the market) over the shared simulated test market (demo clock at Monday
 * 2026-11-23 10:30 IST), with a settable real time for the global markets' hours.
 */
import type { MarketState } from '@nivesh/market';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll } from 'vitest';
import { registerErrorHandling } from '../../../http/error-handler';
import { PUBLIC_ONLY_GATES } from '../../../testing/public-gates';
import { createTestMarket, type TestMarket } from '../../../testing/test-market';
import { overviewRoutes } from '../overview.routes';

export interface OverviewApp {
  readonly market: TestMarket;
  readonly state: MarketState;
  /** Sets the real time (epoch ms) the global markets' hours are judged at. */
  setNow(ms: number): void;
  /** GETs `/api/v3/<path>` and returns HTTP status and JSON body. */
  get<T = Record<string, unknown>>(path: string): Promise<{ statusCode: number; body: T }>;
}

/** Monday 2026-11-23 10:30 IST, the test market's start. */
export const TEST_NOW = Date.parse('2026-11-23T05:00:00Z');

/** One app and one fresh market per test file. */
export function useOverviewApp(): OverviewApp {
  let live: { market: TestMarket; app: FastifyInstance } | undefined;
  let now = TEST_NOW;
  beforeAll(async () => {
    const market = createTestMarket();
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandling(app);
    await app.register(overviewRoutes, { market: market.market, now: () => now, gates: PUBLIC_ONLY_GATES });
    await app.ready();
    live = { market, app };
  });
  afterAll(async () => live?.app.close());
  const ready = () => {
    if (!live) throw new Error('The overview app is created in beforeAll');
    return live;
  };
  return {
    get market() {
      return ready().market;
    },
    get state() {
      return ready().market.market.feed.state;
    },
    setNow: (ms) => {
      now = ms;
    },
    get: async (path) => {
      const res = await ready().app.inject({ url: `/api/v3/${path}` });
      return { statusCode: res.statusCode, body: res.json() };
    },
  };
}

/** The id of a symbol, failing the test when the market does not have it. */
export function idOf(state: MarketState, symbol: string): number {
  const id = state.idOf(symbol);
  if (id === undefined) throw new Error(`No symbol ${symbol}`);
  return id;
}

/** Paise (or hundredths of a point) to rupees (points), as the answers give them. */
export const rupees = (paise: number): number => Math.round(paise) / 100;
/** A percentage rounded as the answers give it. */
export const pct = (value: number): number => Math.round(value * 100) / 100;
