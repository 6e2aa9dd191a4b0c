import type { GlobalMarketAnswer } from '@nivesh/contracts';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { PUBLIC_ONLY_GATES } from '../../../testing/public-gates';
import { createTestMarket } from '../../../testing/test-market';
import { overviewRoutes } from '../overview.routes';

// One clock for everything shown: the test market's demo clock stands at Monday 2026-11-23 10:30
// IST, days away from the wall clock; the global markets' hours are read at the market's time.
describe('global_market/globalmarketData without a clock of its own', () => {
  it("checks which markets trade at the market's time, not the wall clock's", async () => {
    const test = createTestMarket();
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(overviewRoutes, { market: test.market, gates: PUBLIC_ONLY_GATES });
    const body = (
      await app.inject({ url: '/api/v3/global_market/globalmarketData' })
    ).json<GlobalMarketAnswer>();
    expect(body.checkedAt).toBe(test.market.now());
    expect(new Date(body.checkedAt).toISOString()).toBe('2026-11-23T05:00:00.000Z');
    // 10:30 IST on a Monday: Tokyo trades, New York does not.
    expect(body.rows.find((r) => r.symbol === 'N225')?.openNow).toBe(true);
    expect(body.rows.find((r) => r.symbol === 'DJI')?.openNow).toBe(false);
    await app.close();
  });
});
