import { describe, expect, it } from 'vitest';
import { MARKET_ORDER_FORM } from '../testing/order-forms';
import { registerUser } from '../testing/test-app';
import { useTestApp } from '../testing/test-app-lifecycle';
import { testDrivers } from '../testing/test-database';
import { createTestMarket } from '../testing/test-market';
import { NUL_MESSAGE } from './nul-refusal';

const NUL = '\u0000';

describe.each(testDrivers())('a NUL character in a text field (%s)', (driver) => {
  const ctx = useTestApp(driver, async () => ({ market: createTestMarket().market }));
  const signIn = () => registerUser(ctx.t, { mobile: '9876543210', email: 'asha@example.in' });
  const post = async (token: string, url: string, payload: object, form = false) => {
    const res = await ctx.t.app.inject({
      method: 'POST',
      url: `/api/v3/${url}`,
      headers: {
        authorization: `Bearer ${token}`,
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      payload: form ? new URLSearchParams(Object.entries(payload)).toString() : payload,
    });
    return { statusCode: res.statusCode, body: res.json<Record<string, unknown>>() };
  };

  it('is refused with 400 in a saved screen name (JSON body)', async () => {
    const token = await signIn();
    const res = await post(token, 'screener/saveScreen', { name: `Mine${NUL}`, query: 'close > open' });
    expect(res).toEqual({
      statusCode: 400,
      body: { status: 0, message: NUL_MESSAGE, errors: [{ field: 'name', message: NUL_MESSAGE }] },
    });
    const list = await ctx.t.app.inject({
      url: '/api/v3/screener/getSavedScreens',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(list.statusCode).toBe(200);
  });

  it('is refused with 400 in a user strategy name and description', async () => {
    const token = await signIn();
    const form = {
      name: `Pull${NUL}back`,
      description: `Buys${NUL}`,
      timeframe: 'Daily',
      side: 'Buy',
      product: 'Delivery',
      entry: 'close > sma(close, 200)',
      exit: 'rsi(14) > 60',
      stoploss: '6',
      profitTarget: '12.5',
      sector_id: 'information-technology',
    };
    const res = await post(token, 'Addstrategies/addStg', form);
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toBe(NUL_MESSAGE);
    expect(res.body.errors).toEqual([
      { field: 'name', message: NUL_MESSAGE },
      { field: 'description', message: NUL_MESSAGE },
    ]);
  });

  it('is refused with 400 in a simple order request_id (form body)', async () => {
    const token = await signIn();
    const order = { ...MARKET_ORDER_FORM, request_id: `r${NUL}1` };
    const res = await post(token, 'OrderDashboard/submitSimpleOrderData', order, true);
    expect(res).toMatchObject({ statusCode: 400, body: { status: 0, message: NUL_MESSAGE } });
    // The same post without the NUL is placed: the refusal did not break the account.
    const placed = await post(
      token,
      'OrderDashboard/submitSimpleOrderData',
      { ...order, request_id: 'r-1' },
      true,
    );
    expect(placed).toMatchObject({ statusCode: 200, body: { status: 1 } });
  });

  it('is refused with 400 in a query parameter and in a nested key', async () => {
    const query = await ctx.t.app.inject({ url: '/api/v3/login/sendotp?mobile=98765%0043210' });
    expect(query.statusCode).toBe(400);
    expect(query.json()).toMatchObject({ message: NUL_MESSAGE, errors: [{ field: 'mobile' }] });
    const token = await signIn();
    const nested = await post(token, 'screener/saveScreen', {
      name: 'x',
      query: 'close > open',
      extra: { [`a${NUL}`]: 1 },
    });
    expect(nested.statusCode).toBe(400);
  });
});
