import { describe, expect, it } from 'vitest';
import { registerUser } from '../testing/test-app';
import { useTestApp } from '../testing/test-app-lifecycle';
import { testDrivers } from '../testing/test-database';
import { createTestMarket } from '../testing/test-market';
import { simpleOrderPost } from './test-support';

type Body = Record<string, unknown>;

const NUMBERS = [
  '100000',
  '1000001',
  '1e15',
  '99999999999999999999',
  '2147483648',
  '-1',
  '0',
  'NaN',
  'Infinity',
  '１２',
  '',
];
const IDS = ['2147483648', '-1', 'NaN', '1e15', '0', 'x'.repeat(41), 'ü'];

describe.each(testDrivers())('the order endpoints with out-of-range input (%s)', (driver) => {
  const ctx = useTestApp(driver, async () => ({ market: createTestMarket().market }));
  const send = async (token: string, url: string, form?: Record<string, string>) => {
    const res = await ctx.t.app.inject({
      method: form ? 'POST' : 'GET',
      url: `/api/v3/OrderDashboard/${url}`,
      headers: {
        authorization: `Bearer ${token}`,
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(form ? { payload: new URLSearchParams(form).toString() } : {}),
    });
    return { statusCode: res.statusCode, body: res.json<Body>() };
  };
  const simple = simpleOrderPost({ quantity: '1' });
  const strategy = {
    quantity: '1',
    stoploss: '2',
    noOfStock: '2',
    profitTarget: '3',
    getsectorid: 'banks',
    type: 'autosignal',
    getOptionId: '1',
    signaltype: 'Buy',
    product: 'Intraday',
  };

  it('answers every huge, negative, NaN or empty number of a simple order with status 0 and a message', async () => {
    const alice = await registerUser(ctx.t, { mobile: '9876543230', email: 'alice.fuzz@example.in' });
    const forms = [
      ...NUMBERS.map((quantity) => ({ ...simple, quantity })),
      ...NUMBERS.map((price) => ({ ...simple, type: 'Limit', price })),
      ...NUMBERS.map((triggerPrice) => ({ ...simple, type: 'SL', price: '5000', triggerPrice })),
      ...NUMBERS.map((quantity) => ({ ...simple, type: 'Limit', price: '1000000', quantity })),
    ];
    for (const form of forms) {
      const { statusCode, body } = await send(alice, 'submitSimpleOrderData', form);
      expect({ form, statusCode }).toEqual({ form, statusCode: 200 });
      if (body.status === 0) expect(body.message).toEqual(expect.any(String));
    }
    expect((await send(alice, 'submitSimpleOrderData', { ...simple, quantity: '1e15' })).body).toEqual({
      status: 0,
      message: 'Quantity Must be only digits',
      errors: { quantity: 'Quantity Must be only digits' },
    });
    expect(
      (await send(alice, 'submitSimpleOrderData', { ...simple, quantity: '99999999999999999999' })).body,
    ).toMatchObject({ status: 0, message: 'Quantity should be at most 1000000' });
    expect(
      (
        await send(alice, 'submitSimpleOrderData', {
          ...simple,
          type: 'Limit',
          price: '99999999999999999999',
        })
      ).body,
    ).toMatchObject({ status: 0, errors: { price: 'Price should be at most 1000000' } });
    // At the price bound, a big quantity is refused for its value, never by a thrown error.
    expect(
      (
        await send(alice, 'submitSimpleOrderData', {
          ...simple,
          type: 'Limit',
          price: '1000000',
          quantity: '1000',
        })
      ).body.message,
    ).toMatch(/^Order value ₹1,00,00,00,000\.00 is above the limit/);
  });

  it('answers the strategy order’s numbers beyond their bounds with a field message', async () => {
    const alice = await registerUser(ctx.t, { mobile: '9876543231', email: 'alice.fuzz2@example.in' });
    for (const field of ['quantity', 'stoploss', 'noOfStock', 'profitTarget'])
      for (const value of NUMBERS) {
        const { statusCode, body } = await send(alice, 'submitOrderData', { ...strategy, [field]: value });
        expect({ field, value, statusCode }).toEqual({ field, value, statusCode: 200 });
        expect(body.status === 1 || typeof body.message === 'string').toBe(true);
      }
    expect((await send(alice, 'submitOrderData', { ...strategy, noOfStock: '1e15' })).body).toMatchObject({
      status: 0,
      errors: { noOfStock: 'Number of Stock Must be only digits' },
    });
    expect((await send(alice, 'submitOrderData', { ...strategy, stoploss: '101' })).body).toMatchObject({
      status: 0,
      errors: { stoploss: 'Stop Loss should be at most 100' },
    });
  });

  it('answers order ids that are huge, negative, NaN or 1e15 with "No such order", and over-long ones with 400', async () => {
    const alice = await registerUser(ctx.t, { mobile: '9876543232', email: 'alice.fuzz3@example.in' });
    for (const id of IDS) {
      const q = encodeURIComponent(id);
      const calls = [
        `getOrderDetails?orderId=${q}`,
        `deleteSimpleOrderStock?order_id=${q}`,
        `deleteOrderRecord?order_id=${q}`,
        `deleteOrderStock?order_id=${q}&stock=RELIANCE`,
        `updateOrderSymbolRecord?order_id=${q}&symbol=RELIANCE`,
      ];
      for (const url of calls) {
        const { statusCode, body } = await send(alice, url);
        if (id.length > 40) expect({ url, statusCode }).toEqual({ url, statusCode: 400 });
        else
          expect({ url, statusCode, body }).toEqual({
            url,
            statusCode: 200,
            body: { status: 0, message: 'No such order' },
          });
      }
      const modify = await send(alice, 'submitSimpleOrderData', { ...simple, order_id: id });
      expect(modify.statusCode).toBe(id.length > 40 ? 400 : 200);
    }
    for (const query of ['page=2147483648', 'page=-1', 'page=NaN', 'pageSize=1e15', 'page=1.5'])
      expect((await send(alice, `getSimpleOrderData?${query}`)).statusCode).toBe(400);
  });

  it('refuses a NUL or another control character in request_id, order_id or a form field with 400', async () => {
    const alice = await registerUser(ctx.t, { mobile: '9876543233', email: 'alice.fuzz4@example.in' });
    for (const bad of ['r\u00001', 'r\n1', 'r\u001b1', '\u007f']) {
      for (const field of ['request_id', 'order_id', 'symbol', 'quantity']) {
        const { statusCode, body } = await send(alice, 'submitSimpleOrderData', { ...simple, [field]: bad });
        expect({ field, bad, statusCode }).toEqual({ field, bad, statusCode: 400 });
        expect(body).toMatchObject({ status: 0 });
      }
      expect((await send(alice, 'submitOrderData', { ...strategy, request_id: bad })).statusCode).toBe(400);
      expect((await send(alice, `getOrderDetails?orderId=${encodeURIComponent(bad)}`)).statusCode).toBe(400);
    }
    // Nothing was placed by any of them.
    expect((await send(alice, 'simpleOrderHistory')).body.result).toEqual([]);
  });
});
