import type { FundsAnswer } from '@nivesh/contracts';
import { describe, expect, it } from 'vitest';
import { createTestApp, registerUser } from '../testing/test-app';
import { useTestApp } from '../testing/test-app-lifecycle';
import { testDrivers } from '../testing/test-database';
import { createTestMarket } from '../testing/test-market';
import { simpleOrderPost } from './test-support';

type Body = Record<string, unknown>;

describe.each(testDrivers())('the paper account’s virtual funds (%s)', (driver) => {
  const ctx = useTestApp(driver, async () => ({ market: createTestMarket().market }));
  const call = async (token: string, name: string, form?: Record<string, string>) => {
    const res = await ctx.t.app.inject({
      method: form ? 'POST' : 'GET',
      url: `/api/v3/OrderDashboard/${name}`,
      headers: {
        authorization: `Bearer ${token}`,
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(form ? { payload: new URLSearchParams(form).toString() } : {}),
    });
    expect(res.statusCode).toBe(200);
    return res.json<Body>();
  };
  const funds = async (token: string) => ((await call(token, 'getFunds')) as unknown as FundsAnswer).funds;
  const reset = async (token: string) => {
    const res = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/v3/OrderDashboard/resetFunds',
      headers: { authorization: `Bearer ${token}` },
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    return res.json<Body>();
  };
  const order = simpleOrderPost;

  it('starts a new account with ₹10,00,000 available, and signed-out callers are asked to sign in', async () => {
    const alice = await registerUser(ctx.t, { mobile: '9876543220', email: 'alice.funds@example.in' });
    expect(await funds(alice)).toEqual({
      capital: 1_000_000,
      available: 1_000_000,
      usedMargin: 0,
      positionMargin: 0,
      orderMargin: 0,
      invested: 0,
      realised: 0,
      charges: 0,
      intradayLeverage: 5,
    });
    const anonymous = await ctx.t.app.inject({ url: '/api/v3/OrderDashboard/getFunds' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a Market order of 1,00,000 shares for its value, and one beyond the funds with the margin it needs, not a 500', async () => {
    const alice = await registerUser(ctx.t, { mobile: '9876543221', email: 'alice.big@example.in' });
    const answer = await call(
      alice,
      'submitSimpleOrderData',
      order({ quantity: '100000', request_id: 'big' }),
    );
    expect(answer).toMatchObject({ status: 0 });
    expect(answer.message).toMatch(
      /^Order value ₹[\d,]+\.\d{2} is above the limit of ₹10,00,00,000\.00 per order: reduce the quantity$/,
    );
    const mis = await call(alice, 'submitSimpleOrderData', order({ quantity: '10000' }));
    expect(mis.message).toMatch(
      /^Insufficient funds: this order needs ₹[\d,]+\.\d{2} \(margin and charges\) and ₹10,00,000\.00 is available\./,
    );
    const delivery = await call(
      alice,
      'submitSimpleOrderData',
      order({ quantity: '1000', product: 'Delivery' }),
    );
    expect(delivery.message).toMatch(/^Insufficient funds/);
    expect((await funds(alice)).available).toBe(1_000_000);
  });

  it('blocks margin for a position and an open order, refuses a reset until they are closed, then resets and keeps it after a restart', async () => {
    const alice = await registerUser(ctx.t, { mobile: '9876543222', email: 'alice.reset@example.in' });
    expect(await call(alice, 'submitSimpleOrderData', order())).toMatchObject({ status: 1 });
    const limit = await call(
      alice,
      'submitSimpleOrderData',
      order({ type: 'Limit', price: '1', quantity: '5' }),
    );
    expect(limit).toMatchObject({ status: 1 });
    const used = await funds(alice);
    expect(used.positionMargin).toBeGreaterThan(0);
    expect(used.orderMargin).toBeGreaterThan(0);
    expect(used.available).toBeCloseTo(1_000_000 + used.realised - used.usedMargin, 2);
    expect(await reset(alice)).toEqual({
      status: 0,
      message:
        'You have open orders, open positions: close them before resetting your virtual funds (a reset squares nothing off)',
    });
    await call(alice, `deleteSimpleOrderStock?order_id=${limit.orderId}`);
    await call(alice, 'submitSimpleOrderData', order({ signalType: 'Sell' }));
    const flat = await funds(alice);
    expect(flat.usedMargin).toBe(0);
    expect(flat.realised).toBeLessThan(0); // the charges of the round trip, at least
    expect(await reset(alice)).toMatchObject({
      status: 1,
      message: 'Your virtual funds are back to ₹10,00,000',
      funds: { capital: 1_000_000, available: 1_000_000, realised: 0, charges: 0 },
    });
    await call(alice, 'submitSimpleOrderData', order({ product: 'Delivery', quantity: '3' }));
    const before = await funds(alice);
    expect(before.invested).toBeGreaterThan(0);

    const restarted = await createTestApp(ctx.database, { market: createTestMarket().market });
    try {
      await restarted.app.ready();
      const res = await restarted.app.inject({
        url: '/api/v3/OrderDashboard/getFunds',
        headers: { authorization: `Bearer ${alice}` },
      });
      expect(res.json<FundsAnswer>().funds).toEqual(before);
    } finally {
      await restarted.close();
    }
  });
});
