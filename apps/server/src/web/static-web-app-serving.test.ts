import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { createTestDatabase } from '../testing/test-database';
import { type ServedWebApp, servedWebApp } from './test-support';

const INDEX = '<!doctype html><title>Nivesh</title><div id="root"></div>';

describe('static web app serving', () => {
  let web: ServedWebApp;
  let t: TestApp;

  beforeAll(async () => {
    web = await servedWebApp({
      'index.html': INDEX,
      'assets/index-abc123.js': 'console.log(1)',
      'favicon.svg': '<svg/>',
    });
    ({ t } = web);
  });
  afterAll(async () => web?.close());

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
    const withRazorpay = await createTestApp(web.database, {
      webDistDir: web.dist,
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
