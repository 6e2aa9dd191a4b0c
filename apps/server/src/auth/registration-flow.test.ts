import { describe, expect, it } from 'vitest';
import { registerUser, verifyMobile } from '../testing/test-app';
import { useTestApp } from '../testing/test-app-lifecycle';
import { testDrivers } from '../testing/test-database';

const MOBILE = '9988776655';

describe.each(testDrivers())('registration of a new number (%s)', (driver) => {
  const ctx = useTestApp(driver);

  const registerGet = (userdata: unknown) =>
    ctx.t.app.inject({ url: '/api/v3/login/registeruser', query: { userdata: JSON.stringify(userdata) } });

  it('goes from a new number to a registration token to a signed-in user', async () => {
    const verified = await verifyMobile(ctx.t, MOBILE);
    expect(verified).toMatchObject({
      status: 1,
      registered: false,
      mobile: MOBILE,
      registration_token: expect.any(String),
    });
    const res = await registerGet({
      mobile: MOBILE,
      user_name: '  Ravi Kumar ',
      email: 'ravi@example.in',
      registration_token: verified.registration_token,
    });
    const body = res.json();
    expect(body).toMatchObject({ status: 1, userdata: { mobile: MOBILE, user_name: 'Ravi Kumar' } });
    const account = await ctx.t.app.inject({
      url: '/api/v3/DashboardRecord/getMyAccountRecord',
      headers: { authorization: `Bearer ${body.userdata.web_token}` },
    });
    expect(account.json()).toMatchObject({ status: 1, user: { email: 'ravi@example.in' } });
    const mobileCheck = await ctx.t.app.inject({ url: `/api/v3/login/validatemobile?mobile=${MOBILE}` });
    expect(mobileCheck.json()).toEqual({
      status: 1,
      message: 'Registered',
      mobile: MOBILE,
      registered: true,
    });
  });

  it('accepts the same registration as a POST JSON body', async () => {
    const verified = await verifyMobile(ctx.t, MOBILE);
    const res = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/v3/login/registeruser',
      payload: {
        mobile: MOBILE,
        user_name: 'Ravi',
        email: 'ravi@example.in',
        registration_token: verified.registration_token,
      },
    });
    expect(res.json()).toMatchObject({ status: 1 });
  });

  it('refuses a duplicate email, and the token still works with another email', async () => {
    await registerUser(ctx.t, { mobile: '9000000001', email: 'taken@example.in' });
    const verified = await verifyMobile(ctx.t, MOBILE);
    const data = { mobile: MOBILE, user_name: 'Ravi', registration_token: verified.registration_token };
    expect((await registerGet({ ...data, email: 'TAKEN@example.in' })).json()).toEqual({
      status: 0,
      message: 'This email is already registered',
    });
    const emailCheck = await ctx.t.app.inject({ url: '/api/v3/login/validateemail?email=taken@example.in' });
    expect(emailCheck.json()).toEqual({ status: 0, message: 'This email is already registered' });
    expect((await registerGet({ ...data, email: 'free@example.in' })).json()).toMatchObject({ status: 1 });
  });

  it('uses a registration token once and only for its own mobile', async () => {
    const verified = await verifyMobile(ctx.t, MOBILE);
    const data = {
      user_name: 'Ravi',
      email: 'ravi@example.in',
      registration_token: verified.registration_token,
    };
    expect((await registerGet({ ...data, mobile: '9000000002' })).json()).toMatchObject({ status: 0 });
    expect((await registerGet({ ...data, mobile: MOBILE })).json()).toMatchObject({ status: 1 });
    expect((await registerGet({ ...data, mobile: MOBILE, email: 'other@example.in' })).json()).toMatchObject({
      status: 0,
      message: expect.stringMatching(/expired or was already used/),
    });
  });

  it('refuses a registration token older than 15 minutes', async () => {
    const verified = await verifyMobile(ctx.t, MOBILE);
    ctx.t.clock.advanceSeconds(15 * 60 + 1);
    const res = await registerGet({
      mobile: MOBILE,
      user_name: 'Ravi',
      email: 'r@example.in',
      registration_token: verified.registration_token,
    });
    expect(res.json()).toMatchObject({ status: 0 });
  });

  it('answers malformed userdata with HTTP 400 field errors', async () => {
    const notJson = await ctx.t.app.inject({ url: '/api/v3/login/registeruser?userdata=%7Bnope' });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().errors).toEqual([{ field: 'userdata', message: 'userdata must be a JSON object' }]);
    const bad = await registerGet({ mobile: '123', user_name: 'R', email: 'x', registration_token: 't' });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['email', 'mobile', 'user_name']);
  });
});
