import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';

const INDEX = '<!doctype html><title>Nivesh</title><div id="root"></div>';

describe('static web app serving', () => {
  let database: TestDatabase;
  let dist: string;
  let t: TestApp;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'nivesh-web-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), INDEX);
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    writeFileSync(join(dist, 'favicon.svg'), '<svg/>');
    database = await createTestDatabase('pglite');
    t = await createTestApp(database, { webDistDir: dist });
  });
  afterAll(async () => {
    await t?.close();
    await database?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves index.html with 200 and no-cache for a known web route', async () => {
    for (const url of ['/', '/stocks/RELIANCE', '/login']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toBe(INDEX);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves index.html with 404 for an unknown web path', async () => {
    const res = await t.app.inject({ url: '/no-such-page' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toBe(INDEX);
    expect(res.headers['content-type']).toContain('text/html');
  });

  it('answers HEAD like GET without a body', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: '/stocks/RELIANCE' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('');
  });

  it('serves hashed assets as immutable and other files with a short cache', async () => {
    const asset = await t.app.inject({ url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await t.app.inject({ url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('public, max-age=300');
  });

  it('never falls back to HTML under /api', async () => {
    const res = await t.app.inject({ url: '/api/v3/stocks/RELIANCE' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
  });

  it('sends a CSP that allows the built SPA', async () => {
    const csp = String((await t.app.inject({ url: '/' })).headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data:");
    // Razorpay's checkout is not allowed unless it is the payment provider.
    expect(csp).not.toContain('razorpay');
  });

  it('allows Razorpay’s checkout script and frames when Razorpay is the payment provider', async () => {
    const withRazorpay = await createTestApp(database, {
      webDistDir: dist,
      env: { PAYMENT_PROVIDER: 'razorpay', RAZORPAY_KEY_ID: 'rzp_test_x', RAZORPAY_KEY_SECRET: 'secret' },
    });
    try {
      const csp = String((await withRazorpay.app.inject({ url: '/' })).headers['content-security-policy']);
      expect(csp).toMatch(/script-src [^;]*https:\/\/checkout\.razorpay\.com/);
      expect(csp).toMatch(/frame-src [^;]*https:\/\/api\.razorpay\.com/);
    } finally {
      await withRazorpay.close();
    }
  });
});

describe('web app not built', () => {
  it('answers non-API paths with 503 and a plain message', async () => {
    const database = await createTestDatabase('pglite');
    const t = await createTestApp(database);
    try {
      const res = await t.app.inject({ url: '/stocks/RELIANCE' });
      expect(res.statusCode).toBe(503);
      expect(res.body).toBe('Web app not built: run npm run build');
      expect((await t.app.inject({ url: '/api/v3/health' })).statusCode).toBe(200);
    } finally {
      await t.close();
      await database.close();
    }
  });
});
