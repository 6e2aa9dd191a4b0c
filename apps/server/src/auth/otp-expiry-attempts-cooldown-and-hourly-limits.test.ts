import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/test-app-lifecycle';
import { testDrivers } from '../testing/test-database';

const MOBILE = '9876543210';

describe.each(testDrivers())('OTP rules (%s)', (driver) => {
  const ctx = useTestApp(driver, {
    env: { OTP_MAX_SENDS_PER_IP_PER_HOUR: '7', OTP_SHOW_CODE: 'true' },
  });

  const send = async (mobile = MOBILE, remoteAddress = '10.0.0.1') =>
    (await ctx.t.app.inject({ url: `/api/v3/login/sendotp?mobile=${mobile}`, remoteAddress })).json();
  const check = async (otp: string, mobile = MOBILE) =>
    (await ctx.t.app.inject({ url: `/api/v3/login/validateOTP?mobile=${mobile}&otp=${otp}` })).json();
  const wrongCodeFor = (code: string) => (code === '000000' ? '111111' : '000000');

  it('sends a 6-digit code, stores it hashed and returns devCode with OTP_SHOW_CODE to this machine only', async () => {
    const body = await send('+91 98765-43210', '127.0.0.1');
    expect(body).toMatchObject({
      status: 1,
      mobile: MOBILE,
      registered: false,
      expiresInSeconds: 300,
      resendAfterSeconds: 30,
    });
    expect(body.devCode).toMatch(/^\d{6}$/);
    expect(ctx.t.sms.sent.at(-1)?.message).toBe(`OTP for ${MOBILE} is ${body.devCode}`);
    const rows = await ctx.database.db.query.otpChallenges.findMany();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.codeHash).not.toContain(body.devCode);
  });

  it('never returns the code to a caller on another machine', async () => {
    const body = await send(MOBILE, '10.0.0.9');
    expect(body.status).toBe(1);
    expect(body.devCode).toBeUndefined();
  });

  it('sends one code for parallel requests, whatever their number', async () => {
    const before = ctx.t.sms.sent.length;
    const answers = await Promise.all(Array.from({ length: 12 }, () => send(MOBILE, '10.0.0.7')));
    expect(answers.filter((a) => a.status === 1)).toHaveLength(1);
    expect(ctx.t.sms.sent.length - before).toBe(1);
  });

  it('refuses an expired code', async () => {
    await send();
    ctx.t.clock.advanceSeconds(301);
    expect(await check(ctx.t.sms.lastCodeFor(MOBILE))).toEqual({
      status: 0,
      message: 'This code has expired. Request a new code.',
    });
  });

  it('kills the code after the maximum wrong attempts, even for the right code', async () => {
    await send();
    const code = ctx.t.sms.lastCodeFor(MOBILE);
    for (let left = 4; left >= 1; left -= 1) {
      expect((await check(wrongCodeFor(code))).message).toBe(
        `Wrong code. ${left} ${left === 1 ? 'attempt' : 'attempts'} left.`,
      );
    }
    expect((await check(wrongCodeFor(code))).message).toMatch(/Too many wrong attempts/);
    expect(await check(code)).toMatchObject({
      status: 0,
      message: expect.stringMatching(/request a new code/),
    });
  });

  it('accepts a code once only', async () => {
    await send();
    const code = ctx.t.sms.lastCodeFor(MOBILE);
    expect(await check(code)).toMatchObject({ status: 1, registered: false });
    expect(await check(code)).toMatchObject({ status: 0 });
  });

  it('enforces the resend cool-down and says how long to wait', async () => {
    await send();
    ctx.t.clock.advanceSeconds(12);
    expect(await send()).toEqual({
      status: 0,
      message: 'Please wait 18 seconds before requesting another code.',
    });
    ctx.t.clock.advanceSeconds(18);
    expect(await send()).toMatchObject({ status: 1 });
  });

  it('only the newest code counts after a resend', async () => {
    await send();
    const first = ctx.t.sms.lastCodeFor(MOBILE);
    ctx.t.clock.advanceSeconds(30);
    await send();
    const second = ctx.t.sms.lastCodeFor(MOBILE);
    if (first !== second) expect(await check(first)).toMatchObject({ status: 0 });
    expect(await check(second)).toMatchObject({ status: 1 });
  });

  it('limits sends per number per hour', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect(await send()).toMatchObject({ status: 1 });
      ctx.t.clock.advanceSeconds(31);
    }
    expect(await send()).toEqual({
      status: 0,
      message: 'Too many codes were sent to this number in the last hour. Please try again later.',
    });
    ctx.t.clock.advanceSeconds(3600);
    expect(await send()).toMatchObject({ status: 1 });
  });

  it('limits sends per IP per hour across numbers', async () => {
    for (let i = 0; i < 7; i += 1) expect(await send(`98765432${10 + i}`)).toMatchObject({ status: 1 });
    expect((await send('9876543299')).message).toMatch(/from your network/);
    expect(await send('9876543299', '10.0.0.2')).toMatchObject({ status: 1 });
  });
});
