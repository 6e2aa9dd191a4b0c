import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDirectory } from '../../../../scripts/precompress';
import type { TestApp } from '../testing/test-app';
import { type ServedWebApp, servedWebApp } from './test-support';

// A hashed bundle large enough to be pre-compressed, as the build writes it (scripts/precompress.ts).
const SCRIPT = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, name: "row ${i}" }`).join(', ')}];\n`;
const ASSET = '/assets/index-abc123.js';
const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('hashed assets are sent pre-compressed by Accept-Encoding', () => {
  let web: ServedWebApp;
  let dist = '';
  let t: TestApp;

  beforeAll(async () => {
    web = await servedWebApp(
      { 'index.html': '<!doctype html><div id="root"></div>', [ASSET]: SCRIPT, 'favicon.svg': '<svg/>' },
      precompressDirectory,
    );
    ({ dist, t } = web);
  });
  afterAll(async () => web?.close());

  it('writes .br and .gz beside a large file and none beside a tiny one', () => {
    expect(brotliDecompressSync(readFileSync(join(dist, `${ASSET}.br`))).toString()).toBe(SCRIPT);
    expect(gunzipSync(readFileSync(join(dist, `${ASSET}.gz`))).toString()).toBe(SCRIPT);
    expect(() => readFileSync(join(dist, 'favicon.svg.br'))).toThrow();
  });

  it('sends brotli to a browser that accepts it, as JavaScript, immutable, varying on Accept-Encoding', async () => {
    const res = await t.app.inject({ url: ASSET, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.rawPayload.length).toBeLessThan(SCRIPT.length / 4);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends gzip to a client that accepts only gzip', async () => {
    const res = await t.app.inject({ url: ASSET, headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(gunzipSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the file as it is to a client that accepts no compression', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }]) {
      const res = await t.app.inject({ url: ASSET, headers });
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.vary).toContain('accept-encoding');
      expect(res.headers['cache-control']).toBe(IMMUTABLE);
      expect(res.body).toBe(SCRIPT);
    }
  });

  it('sends a file with no compressed copy as it is, with its short cache', async () => {
    const res = await t.app.inject({ url: '/favicon.svg', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.body).toBe('<svg/>');
  });

  it('keeps index.html out of the browser cache', async () => {
    const res = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});
