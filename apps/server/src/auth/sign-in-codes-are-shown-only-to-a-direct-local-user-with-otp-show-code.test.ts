import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { useTestApp } from '../testing/test-app-lifecycle';

const sendFrom = async (
  ctx: ReturnType<typeof useTestApp>,
  mobile: string,
  headers: Record<string, string> = {},
): Promise<Record<string, unknown>> =>
  (
    await ctx.t.app.inject({
      url: `/api/v3/login/sendotp?mobile=${mobile}`,
      remoteAddress: '127.0.0.1',
      headers,
    })
  ).json();

describe('sign-in codes without OTP_SHOW_CODE', () => {
  const ctx = useTestApp('pglite', { env: { NODE_ENV: 'development' } });

  it('are never shown, even to a caller on this machine in development', async () => {
    const body = await sendFrom(ctx, '9876543210');
    expect(body.status).toBe(1);
    expect(body.devCode).toBeUndefined();
  });
});

describe('sign-in codes with OTP_SHOW_CODE and the local SMS provider', () => {
  const ctx = useTestApp('pglite', { env: { OTP_SHOW_CODE: 'true' } });

  it('are shown to a caller on this machine talking to the server directly', async () => {
    const body = await sendFrom(ctx, '9876543210');
    expect(body.devCode).toBe(ctx.t.sms.lastCodeFor('9876543210'));
  });

  it('are not shown to a request a local reverse proxy passed on', async () => {
    for (const [i, header] of ['x-forwarded-for', 'forwarded', 'x-real-ip', 'via'].entries()) {
      const body = await sendFrom(ctx, `987654321${i}`, {
        [header]: header === 'forwarded' ? 'for=1.2.3.4' : '1.2.3.4',
      });
      expect(body.status).toBe(1);
      expect(body.devCode).toBeUndefined();
    }
  });
});

describe('sign-in codes with OTP_SHOW_CODE and a real SMS gateway', () => {
  const ctx = useTestApp('pglite', { env: { OTP_SHOW_CODE: 'true' }, remoteSms: true });

  it('are not shown: the SMS is the only way to the code', async () => {
    const body = await sendFrom(ctx, '9876543210');
    expect(body.status).toBe(1);
    expect(body.devCode).toBeUndefined();
  });
});

describe('OTP_SHOW_CODE at start-up', () => {
  const problemsOf = (env: Record<string, string>): string => {
    try {
      loadConfig(env);
      return '';
    } catch (error) {
      return error instanceof ConfigError ? error.problems.join('\n') : String(error);
    }
  };

  it('is refused together with a trusted proxy and in production, saying what to set', () => {
    expect(problemsOf({ OTP_SHOW_CODE: 'true', TRUST_PROXY: '1' })).toContain('set OTP_SHOW_CODE=false');
    expect(problemsOf({ OTP_SHOW_CODE: 'true', TRUST_PROXY: '127.0.0.1' })).toContain('OTP_SHOW_CODE');
    expect(problemsOf({ OTP_SHOW_CODE: 'true', NODE_ENV: 'production' })).toContain(
      'set OTP_SHOW_CODE=false',
    );
    expect(problemsOf({ OTP_SHOW_CODE: 'true' })).toBe('');
    expect(loadConfig({}).otpShowCode).toBe(false);
  });
});
