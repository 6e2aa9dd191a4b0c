import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maskUrl } from './logger';
import { LogCapture } from './testing/log-capture';
import { createTestApp, type TestApp } from './testing/test-app';
import { createTestDatabase, type TestDatabase } from './testing/test-database';

describe('log redaction', () => {
  let database: TestDatabase;
  let t: TestApp;
  const logs = new LogCapture();

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    t = await createTestApp(database, { env: { LOG_LEVEL: 'info' }, logDestination: logs });
  });
  afterAll(async () => {
    await t?.close();
    await database?.close();
  });

  it('masks secret query parameters in a URL', () => {
    expect(maskUrl('/x?mobile=9876543210&web_token=abc&otp=123456&userdata=%7B%7D&page=2')).toBe(
      '/x?mobile=xxxxxx3210&web_token=[REDACTED]&otp=[REDACTED]&userdata=[REDACTED]&page=2',
    );
    // The query parser decodes names, so encoded names must be masked too.
    expect(maskUrl('/x?web%5Ftoken=abc&o%74p=123456&WEB_TOKEN=d#top')).toBe(
      '/x?web%5Ftoken=[REDACTED]&o%74p=[REDACTED]&WEB_TOKEN=[REDACTED]#top',
    );
    expect(maskUrl('/plain/path')).toBe('/plain/path');
  });

  it('never writes the code, the registration token or the web token to the log', async () => {
    const mobile = '9876501234';
    await t.app.inject({ url: `/api/v3/login/sendotp?mobile=${mobile}` });
    const code = t.sms.lastCodeFor(mobile);
    const verified = (
      await t.app.inject({ url: `/api/v3/login/validateOTP?mobile=${mobile}&otp=${code}` })
    ).json();
    const userdata = JSON.stringify({
      mobile,
      user_name: 'Asha',
      email: 'asha@example.in',
      registration_token: verified.registration_token,
    });
    const registered = (
      await t.app.inject({ url: '/api/v3/login/registeruser', query: { userdata } })
    ).json();
    const token: string = registered.userdata.web_token;
    await t.app.inject({
      url: '/api/v3/DashboardRecord/getMyAccountRecord',
      query: { mobile, web_token: token },
    });
    await t.app.inject({
      url: '/api/v3/DashboardRecord/getMyAccountRecord',
      headers: { authorization: `Bearer ${token}` },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/v3/login/googleLogin',
      payload: { credential: 'secret-jwt' },
    });

    expect(logs.text).toContain('/api/v3/login/validateOTP?mobile=xxxxxx1234&otp=[REDACTED]');
    for (const secret of [code, token, verified.registration_token, 'secret-jwt', 'asha@example.in']) {
      expect(logs.text).not.toContain(secret);
    }
  });
});
