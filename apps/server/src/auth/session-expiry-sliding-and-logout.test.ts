import { describe, expect, it } from 'vitest';
import { registerUser, verifyMobile } from '../testing/test-app';
import { useTestApp } from '../testing/test-app-lifecycle';
import { testDrivers } from '../testing/test-database';

const MOBILE = '9123456780';
const ACCOUNT = '/api/v3/DashboardRecord/getMyAccountRecord';
const DAY = 86_400;

describe.each(testDrivers())('sessions (%s)', (driver) => {
  const ctx = useTestApp(driver);

  const account = (token: string) =>
    ctx.t.app.inject({ url: ACCOUNT, headers: { authorization: `Bearer ${token}` } });

  it('stores only the hash of the web token', async () => {
    const token = await registerUser(ctx.t, { mobile: MOBILE, email: 'asha@example.in' });
    expect(token).toMatch(/^[\w-]{43}$/);
    const rows = await ctx.database.db.query.sessions.findMany();
    expect(rows.map((r) => r.tokenHash)).not.toContain(token);
  });

  it('expires a session after 30 days without use', async () => {
    const token = await registerUser(ctx.t, { mobile: MOBILE, email: 'asha@example.in' });
    ctx.t.clock.advanceSeconds(30 * DAY - 60);
    expect((await account(token)).statusCode).toBe(200);
    // That use slid the expiry: another 30 days from now.
    ctx.t.clock.advanceSeconds(29 * DAY);
    expect((await account(token)).statusCode).toBe(200);
    ctx.t.clock.advanceSeconds(30 * DAY + 1);
    const expired = await account(token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ status: 0, message: 'Your session has expired. Please login again.' });
  });

  it('writes the sliding expiry at most once a minute', async () => {
    const token = await registerUser(ctx.t, { mobile: MOBILE, email: 'asha@example.in' });
    const before = (await ctx.database.db.query.sessions.findFirst())?.expiresAt;
    ctx.t.clock.advanceSeconds(30);
    await account(token);
    expect((await ctx.database.db.query.sessions.findFirst())?.expiresAt).toEqual(before);
    ctx.t.clock.advanceSeconds(31);
    await account(token);
    expect((await ctx.database.db.query.sessions.findFirst())?.expiresAt.getTime()).toBe(
      ctx.t.clock.now().getTime() + 30 * DAY * 1000,
    );
  });

  it('revokes the session on logout', async () => {
    const token = await registerUser(ctx.t, { mobile: MOBILE, email: 'asha@example.in' });
    const out = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/v3/login/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.json()).toEqual({ status: 1, message: 'Signed out' });
    expect((await account(token)).statusCode).toBe(401);
  });

  it('accepts mobile + web_token query parameters when both match one user', async () => {
    const token = await registerUser(ctx.t, { mobile: MOBILE, email: 'asha@example.in' });
    const ok = await ctx.t.app.inject({ url: ACCOUNT, query: { mobile: MOBILE, web_token: token } });
    expect(ok.json()).toMatchObject({
      status: 1,
      user: { mobile: MOBILE, user_name: 'Asha Rao', email: 'asha@example.in', googleLinked: false },
    });
    const wrongMobile = await ctx.t.app.inject({
      url: ACCOUNT,
      query: { mobile: '9000000001', web_token: token },
    });
    expect(wrongMobile.statusCode).toBe(401);
    const noMobile = await ctx.t.app.inject({ url: ACCOUNT, query: { web_token: token } });
    expect(noMobile.statusCode).toBe(401);
  });

  it('signs a registered number in with a fresh session through the OTP', async () => {
    await registerUser(ctx.t, { mobile: MOBILE, email: 'asha@example.in' });
    ctx.t.clock.advanceSeconds(31);
    const again = await verifyMobile(ctx.t, MOBILE);
    expect(again).toMatchObject({
      status: 1,
      registered: true,
      userdata: { mobile: MOBILE, user_name: 'Asha Rao' },
    });
  });
});
