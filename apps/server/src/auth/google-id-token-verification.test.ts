import { createLocalJWKSet, exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { registerUser, verifyMobile } from '../testing/test-app';
import { useTestApp } from '../testing/test-app-lifecycle';
import { testDrivers } from '../testing/test-database';

const CLIENT_ID = 'nivesh-test.apps.googleusercontent.com';
type SigningKey = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

describe.each(testDrivers())('Google sign-in (%s)', (driver) => {
  let googleKey: SigningKey;
  let strangerKey: SigningKey;

  const ctx = useTestApp(driver, async () => {
    const google = await generateKeyPair('RS256');
    googleKey = google.privateKey;
    strangerKey = (await generateKeyPair('RS256')).privateKey;
    const jwk = { ...(await exportJWK(google.publicKey)), kid: 'google-1', alg: 'RS256', use: 'sig' };
    return { env: { GOOGLE_CLIENT_ID: CLIENT_ID }, googleKeys: createLocalJWKSet({ keys: [jwk] }) };
  });

  async function idToken(
    claims: JWTPayload = {},
    options: { key?: SigningKey; expiresInSeconds?: number } = {},
  ): Promise<string> {
    const now = Math.floor(ctx.t.clock.now().getTime() / 1000);
    // Defaults first, overrides last: the SignJWT setters would overwrite the constructor payload.
    return new SignJWT({
      iss: 'https://accounts.google.com',
      aud: CLIENT_ID,
      sub: 'google-sub-1',
      email: 'meera@gmail.com',
      email_verified: true,
      name: 'Meera Iyer',
      ...claims,
    })
      .setProtectedHeader({ alg: 'RS256', kid: 'google-1' })
      .setIssuedAt(now)
      .setExpirationTime(now + (options.expiresInSeconds ?? 3600))
      .sign(options.key ?? googleKey);
  }
  const login = async (credential: string) =>
    (
      await ctx.t.app.inject({ method: 'POST', url: '/api/v3/login/googleLogin', payload: { credential } })
    ).json();

  it('accepts a good token for a new identity and hands back a google_token', async () => {
    expect(await login(await idToken())).toMatchObject({
      status: 1,
      registered: false,
      email: 'meera@gmail.com',
      user_name: 'Meera Iyer',
      google_token: expect.any(String),
    });
  });

  it('refuses a token for another audience', async () => {
    expect(await login(await idToken({ aud: 'someone-else' }))).toMatchObject({
      status: 0,
      message: expect.stringMatching(/invalid or has expired/),
    });
  });

  it('refuses an expired token', async () => {
    const token = await idToken({}, { expiresInSeconds: 60 });
    ctx.t.clock.advanceSeconds(61);
    expect(await login(token)).toMatchObject({
      status: 0,
      message: expect.stringMatching(/invalid or has expired/),
    });
  });

  it('refuses a token signed by another key', async () => {
    expect(await login(await idToken({}, { key: strangerKey }))).toMatchObject({ status: 0 });
  });

  it('refuses a token from another issuer', async () => {
    expect(await login(await idToken({ iss: 'https://evil.example' }))).toMatchObject({ status: 0 });
  });

  it('refuses an unverified email', async () => {
    expect(await login(await idToken({ email_verified: false }))).toMatchObject({
      status: 0,
      message: expect.stringMatching(/not verified/),
    });
  });

  it('does not open a mobile account whose typed email matches: that email was never proven', async () => {
    // An attacker registers with someone else's address; the owner then signs in with Google.
    await registerUser(ctx.t, { mobile: '9811122233', email: 'Meera@gmail.com' });
    expect(await login(await idToken())).toEqual({
      status: 0,
      message:
        'This email belongs to a Nivesh account that signs in with its mobile number. Please sign in with your mobile number.',
    });
    const users = await ctx.database.db.query.users.findMany();
    expect(users.map((u) => u.googleSub)).toEqual([null]);
  });

  it('links the Google identity when a new user registers with the google_token', async () => {
    const google = await login(await idToken());
    const verified = await verifyMobile(ctx.t, '9811122244');
    const res = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/v3/login/registeruser',
      payload: {
        mobile: '9811122244',
        user_name: 'Meera Iyer',
        email: 'meera@gmail.com',
        registration_token: verified.registration_token,
        google_token: google.google_token,
      },
    });
    const token = res.json().userdata.web_token;
    const account = await ctx.t.app.inject({
      url: '/api/v3/DashboardRecord/getMyAccountRecord',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(account.json()).toMatchObject({ user: { googleLinked: true } });
    expect(await login(await idToken())).toMatchObject({
      status: 1,
      registered: true,
      userdata: { mobile: '9811122244' },
    });
  });
});

describe('Google sign-in without GOOGLE_CLIENT_ID', () => {
  const noGoogle = useTestApp('pglite');

  it('refuses with a clear message', async () => {
    const res = await noGoogle.t.app.inject({
      method: 'POST',
      url: '/api/v3/login/googleLogin',
      payload: { credential: 'x' },
    });
    expect(res.json()).toEqual({
      status: 0,
      message: 'Google sign-in is not available on this server. Please sign in with your mobile number.',
    });
  });
});
