import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerAnswerCompression } from '../http/compression';
import { MARKET_CACHE_CONTROL, registerTickAnswerCache, TickAnswerCache } from './answer-cache';

/** A market stand-in whose version the test moves by hand. */
class Ticker {
  version = 0;
}

/** An answer well above the compression threshold, the same in every tick. */
const ROWS = Array.from({ length: 200 }, (_, i) => ({ symbol: `SYM${i}`, ltp: 100 + i, changePct: i / 10 }));

async function appWith(cache: TickAnswerCache) {
  const app = Fastify();
  registerAnswerCompression(app);
  const built: string[] = [];
  await app.register(async (scope) => {
    registerTickAnswerCache(scope, cache);
    scope.get('/big', async () => {
      built.push('big');
      return { status: 1, rows: ROWS };
    });
    scope.get('/small', async () => ({ status: 1, rows: ROWS.slice(0, 2) }));
  });
  // A route outside the market plugin: compressed by the root hook, not cached.
  app.get('/outside', async () => ({ status: 1, rows: ROWS }));
  return { app, built };
}

const JSON_TEXT = JSON.stringify({ status: 1, rows: ROWS });

describe('market answers are sent compressed, once per tick, with an ETag', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => close?.());

  it('sends brotli, gzip or the text by Accept-Encoding, varying on it', async () => {
    const { app } = await appWith(new TickAnswerCache(new Ticker()));
    close = () => app.close();
    // First request builds the answer (onSend path), the next ones are served from the cache (onRequest path).
    for (const round of ['built', 'cached']) {
      const br = await app.inject({ url: '/big', headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(br.headers['content-encoding'], round).toBe('br');
      expect(br.headers.vary, round).toContain('Accept-Encoding');
      expect(br.headers['content-type'], round).toBe('application/json; charset=utf-8');
      expect(br.rawPayload.length, round).toBeLessThan(JSON_TEXT.length / 3);
      expect(brotliDecompressSync(br.rawPayload).toString(), round).toBe(JSON_TEXT);

      const gz = await app.inject({ url: '/big', headers: { 'accept-encoding': 'gzip' } });
      expect(gz.headers['content-encoding'], round).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString(), round).toBe(JSON_TEXT);

      for (const headers of [
        {},
        { 'accept-encoding': 'identity' },
        { 'accept-encoding': 'br;q=0, gzip;q=0' },
      ]) {
        const plain = await app.inject({ url: '/big', headers });
        expect(plain.headers['content-encoding'], round).toBeUndefined();
        expect(plain.headers.vary, round).toContain('Accept-Encoding');
        expect(plain.body, round).toBe(JSON_TEXT);
      }
    }
  });

  it('compresses an answer once per tick and encoding, and again after the tick', async () => {
    const ticker = new Ticker();
    const cache = new TickAnswerCache(ticker);
    const { app, built } = await appWith(cache);
    close = () => app.close();
    const first = await app.inject({ url: '/big', headers: { 'accept-encoding': 'br' } });
    const kept = cache.get('/big');
    const compressed = kept?.encoded.br;
    expect(compressed).toBeDefined();
    expect(kept?.encoded.gzip).toBeUndefined();
    const second = await app.inject({ url: '/big', headers: { 'accept-encoding': 'br' } });
    expect(second.headers['x-market-answer']).toBe('tick');
    expect(cache.get('/big')?.encoded.br).toBe(compressed);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(built).toEqual(['big']);

    ticker.version++;
    await app.inject({ url: '/big', headers: { 'accept-encoding': 'br' } });
    expect(built).toEqual(['big', 'big']);
    expect(cache.get('/big')?.encoded.br).not.toBe(compressed);
  });

  it('leaves a small answer uncompressed', async () => {
    const { app } = await appWith(new TickAnswerCache(new Ticker()));
    close = () => app.close();
    const res = await app.inject({ url: '/small', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ status: 1 });
  });

  it('compresses a large JSON answer of a route outside the market plugin too', async () => {
    const { app } = await appWith(new TickAnswerCache(new Ticker()));
    close = () => app.close();
    const res = await app.inject({ url: '/outside', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(JSON_TEXT);
    expect(res.headers.etag).toBeUndefined();
  });

  it('sends an ETag and a one-second private cache, and 304 with no body to a matching If-None-Match', async () => {
    const ticker = new Ticker();
    const { app, built } = await appWith(new TickAnswerCache(ticker));
    close = () => app.close();
    const first = await app.inject({ url: '/big' });
    const etag = first.headers.etag;
    expect(typeof etag).toBe('string');
    expect(first.headers['cache-control']).toBe(MARKET_CACHE_CONTROL);
    expect(MARKET_CACHE_CONTROL).toBe('private, max-age=1');

    // Same tick: from the cache.
    const cached = await app.inject({ url: '/big', headers: { 'if-none-match': String(etag) } });
    expect(cached.statusCode).toBe(304);
    expect(cached.body).toBe('');
    expect(cached.headers.etag).toBe(etag);

    // Next tick, same answer (a closed market): built again, still 304.
    ticker.version++;
    const rebuilt = await app.inject({
      url: '/big',
      headers: { 'if-none-match': `"stale", ${String(etag)}`, 'accept-encoding': 'br' },
    });
    expect(built).toEqual(['big', 'big']);
    expect(rebuilt.statusCode).toBe(304);
    expect(rebuilt.body).toBe('');

    // Another ETag: the full answer.
    const changed = await app.inject({ url: '/big', headers: { 'if-none-match': '"something-else"' } });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toBe(JSON_TEXT);
  });
});
