import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, TRUST_PROXY_TRUE_MESSAGE } from './config';
import { useTestApp } from './testing/test-app-lifecycle';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return [...error.problems];
    throw error;
  }
  return [];
}

describe('TRUST_PROXY configuration', () => {
  it('takes a hop count, a list of addresses/CIDRs or false', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,fd00::/8,loopback' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses true at start-up, saying what to set instead', () => {
    expect(problemsOf({ TRUST_PROXY: 'true' })).toEqual([
      `TRUST_PROXY: ${TRUST_PROXY_TRUE_MESSAGE} (got "true")`,
    ]);
    expect(TRUST_PROXY_TRUE_MESSAGE).toContain('e.g. 1');
  });

  it('lists bad addresses with the other bad values', () => {
    const problems = problemsOf({ TRUST_PROXY: '10.0.0.0/33,proxy.local', PORT: 'x' });
    expect(problems).toHaveLength(2);
    expect(problems.join('\n')).toContain('not an address: 10.0.0.0/33, proxy.local');
  });
});

describe('with one trusted hop', () => {
  const ctx = useTestApp('pglite', { env: { TRUST_PROXY: '1', RATE_LIMIT_PER_MINUTE: '3' } });
  const PROXY = '10.0.0.5';

  it('takes the address the proxy saw, so a spoofed leftmost X-Forwarded-For does not change the rate-limit key', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const res = await ctx.t.app.inject({
        url: '/api/v3/globalSetting/globaldata',
        remoteAddress: PROXY,
        headers: { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.7` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    // Another client behind the same proxy has its own key.
    const other = await ctx.t.app.inject({
      url: '/api/v3/globalSetting/globaldata',
      remoteAddress: PROXY,
      headers: { 'x-forwarded-for': '203.0.113.8' },
    });
    expect(other.statusCode).toBe(200);
  });

  it('records the OTP per-IP limit against the client the proxy saw', async () => {
    await ctx.t.app.inject({
      url: '/api/v3/login/sendotp?mobile=9876543210',
      remoteAddress: PROXY,
      headers: { 'x-forwarded-for': '1.2.3.4, 203.0.113.9' },
    });
    const rows = await ctx.database.db.query.otpChallenges.findMany();
    expect(rows.map((r) => r.requestIp)).toEqual(['203.0.113.9']);
  });

  it('ignores X-Forwarded-For from a peer that is not on a private network (a client reaching the server directly)', async () => {
    await ctx.t.app.inject({
      url: '/api/v3/login/sendotp?mobile=9876543211',
      remoteAddress: '198.51.100.20',
      headers: { 'x-forwarded-for': '203.0.113.10' },
    });
    const rows = await ctx.database.db.query.otpChallenges.findMany();
    expect(rows.map((r) => r.requestIp)).toEqual(['198.51.100.20']);
  });
});
