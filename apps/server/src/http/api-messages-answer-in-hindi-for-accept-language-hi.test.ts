import { describe, expect, it, vi } from 'vitest';
import { useMarketTestApp } from '../testing/market-test-app';

const HINDI = { 'accept-language': 'hi' };
// The simulated market takes a while to build on a busy machine.
vi.setConfig({ hookTimeout: 180_000 });

describe('API messages in the language of the request (issue 14)', () => {
  const m = useMarketTestApp();
  const inject = (url: string, headers: Record<string, string> = {}) =>
    m.t.app.inject({ url: `/api/v3/${url}`, headers });

  it('answers the same refusal in English without the header and in Hindi with Accept-Language: hi', async () => {
    const english = await inject('login/sendotp?mobile=9876543210');
    expect(english.json()).toMatchObject({ status: 1, message: 'OTP sent' });
    const again = await inject('login/sendotp?mobile=9876543210');
    expect(again.json()).toEqual({
      status: 0,
      message: 'Please wait 30 seconds before requesting another code.',
    });
    expect(again.headers.vary).toContain('Accept-Language');
    const hindi = await inject('login/sendotp?mobile=9876543210', HINDI);
    expect(hindi.statusCode).toBe(200);
    expect(hindi.json()).toEqual({ status: 0, message: 'दूसरा कोड मँगाने से पहले कृपया 30 सेकंड रुकें।' });
    expect(hindi.headers.vary).toContain('Accept-Language');
    // The saved choice counts when the header names neither language.
    const byCookie = await inject('login/sendotp?mobile=9876543210', { cookie: 'nivesh-language=hi' });
    expect(byCookie.json().message).toBe('दूसरा कोड मँगाने से पहले कृपया 30 सेकंड रुकें।');
    expect(byCookie.headers.vary).toContain('Cookie');
  });

  it('answers a 401 and a validation 400 in Hindi, with the field messages of the contracts', async () => {
    const unauthorised = await inject('DashboardRecord/getMyAccountRecord', HINDI);
    expect(unauthorised.statusCode).toBe(401);
    expect(unauthorised.json()).toEqual({
      status: 0,
      message: 'आपका सेशन समाप्त हो गया है। कृपया फिर से लॉगिन करें।',
    });
    const invalid = await inject('login/validateOTP?mobile=12345&otp=12', HINDI);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({
      status: 0,
      message: 'अनुरोध सही नहीं है',
      errors: [
        { field: 'mobile', message: 'सही 10 अंकों का भारतीय मोबाइल नंबर दर्ज करें' },
        { field: 'otp', message: '6 अंकों का कोड दर्ज करें' },
      ],
    });
    const english = await inject('login/validateOTP?mobile=12345&otp=12');
    expect(english.json().message).toBe('Invalid request');
  });

  it('keeps the symbol of a market refusal, and the per-tick cache keeps the English for English readers', async () => {
    const url = 'stock/stockDetails?symbol=NOSUCHCO';
    const english = await inject(url);
    expect(english.json()).toEqual({ status: 0, message: 'No stock with symbol NOSUCHCO' });
    // Served from the tick's cache: translated on the way out, the cached English untouched.
    const hindi = await inject(url, HINDI);
    expect(hindi.json()).toEqual({ status: 0, message: 'NOSUCHCO सिंबल वाला कोई शेयर नहीं है' });
    expect(hindi.headers.vary).toContain('Accept-Language');
    expect(hindi.headers.etag).not.toBe(english.headers.etag);
    const englishAgain = await inject(url, { 'accept-language': 'en-IN,en;q=0.9' });
    expect(englishAgain.json()).toEqual({ status: 0, message: 'No stock with symbol NOSUCHCO' });
    // A Hindi reader revalidating its own answer is not sent the English one as unchanged.
    const revalidated = await inject(url, { ...HINDI, 'if-none-match': String(hindi.headers.etag) });
    expect(revalidated.statusCode).toBe(200);
    expect(revalidated.json().message).toBe('NOSUCHCO सिंबल वाला कोई शेयर नहीं है');

    const malformed = await inject('stock/stockDetails?symbol=%3Cscript%3E', HINDI);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({
      message: 'अनुरोध सही नहीं है',
      errors: [{ field: 'symbol', message: 'RELIANCE या M&M जैसा NSE सिंबल दर्ज करें' }],
    });
  });

  it('leaves successful market answers alone, in either language', async () => {
    const english = await inject('stock/stockDetails?symbol=RELIANCE');
    const hindi = await inject('stock/stockDetails?symbol=RELIANCE', HINDI);
    expect(hindi.statusCode).toBe(200);
    expect(hindi.body).toBe(english.body);
    expect(hindi.headers.etag).toBe(english.headers.etag);
    expect(hindi.headers.vary ?? '').not.toContain('Accept-Language');
  });
});
