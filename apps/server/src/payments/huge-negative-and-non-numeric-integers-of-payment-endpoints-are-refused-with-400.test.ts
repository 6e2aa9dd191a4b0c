import { describe, expect, it } from 'vitest';
import { registerUser } from '../testing/test-app';
import { useTestApp } from '../testing/test-app-lifecycle';
import { testDrivers } from '../testing/test-database';
import { callApi } from './payment-test-support';

// Each integer parameter is bounded by its column (PostgreSQL integer: at most 2,147,483,647).
const BAD_PACKAGE_IDS: readonly unknown[] = [2_147_483_648, 1e15, -1, 0, 1.5, 'abc', 'NaN', '1e400', ''];

describe.each(testDrivers())('integer parameters of the payment endpoints (%s)', (driver) => {
  const ctx = useTestApp(driver, { env: { SESSION_TTL_DAYS: '3650' } });

  it('refuses an out-of-range or non-integer package_id with HTTP 400 and a message, never 500', async () => {
    const token = await registerUser(ctx.t, { mobile: '9876700011', email: 'bounds@example.in' });
    for (const packageId of BAD_PACKAGE_IDS) {
      const res = await callApi(ctx.t.app, token, 'POST', 'Payment/orderDetails', {
        package_id: packageId,
        duration: 'onemonth',
      });
      expect({ packageId, statusCode: res.statusCode }).toEqual({ packageId, statusCode: 400 });
      expect(res.body.status).toBe(0);
      expect(res.body.errors).toEqual([{ field: 'package_id', message: expect.stringMatching(/package/i) }]);
    }
    // The largest integer the column holds is a well-formed id: no such package, a refusal.
    const largest = await callApi(ctx.t.app, token, 'POST', 'Payment/orderDetails', {
      package_id: 2_147_483_647,
      duration: 'onemonth',
    });
    expect(largest.statusCode).toBe(200);
    expect(largest.body).toMatchObject({
      status: 0,
      message: expect.stringMatching(/^No package 2147483647/),
    });
    // The same as the spec's form post.
    const form = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/v3/Payment/orderDetails',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${token}` },
      payload: 'package_id=2147483648&duration=onemonth',
    });
    expect(form.statusCode).toBe(400);
  });

  it('refuses a selectedAmount beyond any price with HTTP 400', async () => {
    const token = await registerUser(ctx.t, { mobile: '9876700012', email: 'bounds2@example.in' });
    for (const selectedAmount of [1e15, -5, 'NaN']) {
      const res = await callApi(ctx.t.app, token, 'POST', 'Payment/orderDetails', {
        package_id: 2,
        duration: 'onemonth',
        selectedAmount,
      });
      expect({ selectedAmount, statusCode: res.statusCode }).toEqual({ selectedAmount, statusCode: 400 });
      expect(res.body.errors).toEqual([
        { field: 'selectedAmount', message: expect.stringMatching(/selectedAmount/) },
      ]);
    }
  });

  it('refuses huge quantities and prices of the charges calculator with HTTP 400', async () => {
    for (const query of [
      'product=intraday&quantity=2147483648&buy_price=100&sell_price=101',
      'product=intraday&quantity=1e15&buy_price=100&sell_price=101',
      'product=intraday&quantity=10&buy_price=1e15&sell_price=101',
      'product=intraday&quantity=-3&buy_price=100&sell_price=101',
    ]) {
      const res = await ctx.t.app.inject({ url: `/api/v3/Calculator/charges?${query}` });
      expect({ query, statusCode: res.statusCode }).toEqual({ query, statusCode: 400 });
    }
  });
});
