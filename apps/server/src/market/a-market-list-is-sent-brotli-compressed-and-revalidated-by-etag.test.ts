import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useMarketTestApp } from '../testing/market-test-app';
import { MARKET_CACHE_CONTROL } from './answer-cache';

// The whole app: the root compression hook and the market plugin's cache together.
describe('a market list through the whole app', () => {
  const app = useMarketTestApp();

  it('is sent brotli-compressed to a browser, and answered 304 while it has not changed', async () => {
    const url = '/api/v3/TodayActivity/getTopGainers';
    const plain = await app.t.app.inject({ url });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();

    const res = await app.t.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('Accept-Encoding');
    expect(res.headers['cache-control']).toBe(MARKET_CACHE_CONTROL);
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(plain.body);

    const etag = String(res.headers.etag);
    expect(etag).toBe(plain.headers.etag);
    const again = await app.t.app.inject({
      url,
      headers: { 'if-none-match': etag, 'accept-encoding': 'br' },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);

    // The market moves: a new answer, a new ETag.
    app.market.advance(5 * 60_000);
    const moved = await app.t.app.inject({ url, headers: { 'if-none-match': etag } });
    expect(moved.statusCode).toBe(200);
    expect(moved.headers.etag).not.toBe(etag);
  });
});
