import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/test-app-lifecycle';
import { createTestMarket } from '../testing/test-market';

describe('a cached market answer and the rate limit', () => {
  const ctx = useTestApp('pglite', async () => ({
    market: createTestMarket().market,
    env: { RATE_LIMIT_PER_MINUTE: '3' },
  }));

  it('answers 429 over the limit even when the answer is cached for this tick', async () => {
    const get = () => ctx.t.app.inject({ url: '/api/v3/market/marketOverview', remoteAddress: '10.1.1.1' });
    const first = await get();
    const second = await get();
    expect(first.statusCode).toBe(200);
    // The test market does not tick by itself: the second answer comes from the tick cache.
    expect(second.headers['x-market-answer']).toBe('tick');
    expect((await get()).statusCode).toBe(200);
    const over = await get();
    expect(over.statusCode).toBe(429);
    expect(over.headers['x-market-answer']).toBeUndefined();
    // Another client still gets the cached answer.
    const other = await ctx.t.app.inject({ url: '/api/v3/market/marketOverview', remoteAddress: '10.1.1.2' });
    expect(other.statusCode).toBe(200);
  });
});
