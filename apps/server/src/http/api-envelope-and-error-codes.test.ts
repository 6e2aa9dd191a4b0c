import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/test-app-lifecycle';
import { testDrivers } from '../testing/test-database';

describe.each(testDrivers())('API v3 envelope and error codes (%s)', (driver) => {
  const ctx = useTestApp(driver, { env: { LOGIN_RATE_LIMIT_PER_MINUTE: '3' } });
  beforeAll(() => {
    // A route that fails the way a bug would, to check 500 answers leak nothing.
    ctx.t.app.get('/api/v3/test/boom', async () => {
      throw new Error('relation "secret_table" does not exist at /srv/app/x.ts:12');
    });
  });

  it('answers malformed input with HTTP 400 and field errors from the contracts', async () => {
    const res = await ctx.t.app.inject({ url: '/api/v3/login/validateOTP?mobile=12345&otp=12' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status: 0,
      message: 'Invalid request',
      errors: [
        { field: 'mobile', message: 'Enter a valid 10-digit Indian mobile number' },
        { field: 'otp', message: 'Enter the 6-digit code' },
      ],
    });
  });

  it('answers a missing or unknown session with HTTP 401', async () => {
    const missing = await ctx.t.app.inject({ url: '/api/v3/DashboardRecord/getMyAccountRecord' });
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({ status: 0, message: 'Your session has expired. Please login again.' });
    const unknown = await ctx.t.app.inject({
      url: '/api/v3/DashboardRecord/getMyAccountRecord',
      headers: { authorization: 'Bearer not-a-real-token' },
    });
    expect(unknown.statusCode).toBe(401);
  });

  it('answers an unknown API path with JSON 404, never HTML', async () => {
    const res = await ctx.t.app.inject({ url: '/api/v3/NoSuch/thing?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toMatchObject({ status: 0 });
  });

  it('answers a fault with HTTP 500, a request id and no internals', async () => {
    const res = await ctx.t.app.inject({
      url: '/api/v3/test/boom',
      headers: { 'x-request-id': 'trace-123' },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      status: 0,
      message: 'Something went wrong. Please try again.',
      requestId: 'trace-123',
    });
    expect(res.body).not.toContain('secret_table');
    expect(res.headers['x-request-id']).toBe('trace-123');
  });

  it('generates a request id when the caller sends none', async () => {
    const res = await ctx.t.app.inject({ url: '/api/v3/globalSetting/globaldata' });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.json()).toEqual({
      status: 1,
      message: 'Global settings',
      googleClientId: null,
      environment: 'test',
    });
  });

  it('answers a business refusal with HTTP 200 and status 0', async () => {
    const res = await ctx.t.app.inject({ url: '/api/v3/login/validateOTP?mobile=9876543210&otp=123456' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 0 });
  });

  it('answers too many login calls with HTTP 429 JSON', async () => {
    const url = '/api/v3/login/validatemobile?mobile=9876543210';
    const ip = { remoteAddress: '10.9.9.9' };
    for (let i = 0; i < 3; i += 1) expect((await ctx.t.app.inject({ url, ...ip })).statusCode).toBe(200);
    const limited = await ctx.t.app.inject({ url, ...ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      status: 0,
      message: 'Too many requests. Please wait a minute and try again.',
    });
  });

  it('reports health with the database driver, and no market when started without one', async () => {
    const res = await ctx.t.app.inject({ url: '/api/v3/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 1,
      database: { ok: true, driver },
      market: { feed: 'none', ready: false },
      version: expect.any(String),
    });
  });
});
