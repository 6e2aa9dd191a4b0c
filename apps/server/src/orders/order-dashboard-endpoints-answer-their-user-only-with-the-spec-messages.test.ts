import type { DashboardListAnswer } from '@nivesh/contracts';
import { describe, expect, it } from 'vitest';
import { registerUser } from '../testing/test-app';
import { useTestApp } from '../testing/test-app-lifecycle';
import { testDrivers } from '../testing/test-database';
import { createTestMarket } from '../testing/test-market';
import { simpleOrderPost } from './test-support';

type Body = Record<string, unknown>;

describe.each(testDrivers())('the order dashboard endpoints (%s)', (driver) => {
  const ctx = useTestApp(driver, async () => ({ market: createTestMarket().market }));
  const get = async (token: string | null, call: string) => {
    const res = await ctx.t.app.inject({
      url: `/api/v3/OrderDashboard/${call}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return { statusCode: res.statusCode, body: res.json<Body>() };
  };
  const post = async (token: string, call: string, form: Record<string, string>) => {
    const res = await ctx.t.app.inject({
      method: 'POST',
      url: `/api/v3/OrderDashboard/${call}`,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(form).toString(),
    });
    return res.json<Body>();
  };
  const list = async (token: string, call: string) =>
    (await get(token, call)).body as unknown as DashboardListAnswer;
  const users = async () => ({
    alice: await registerUser(ctx.t, { mobile: '9876543210', email: 'alice@example.in' }),
    bob: await registerUser(ctx.t, { mobile: '9876543211', email: 'bob@example.in' }),
  });
  const market = simpleOrderPost();

  it('asks a signed-out caller to sign in', async () => {
    expect((await get(null, 'getSimpleOrderData')).statusCode).toBe(401);
  });

  it('answers a hand-made simple order post with the form’s own messages', async () => {
    const { alice } = await users();
    expect(await post(alice, 'submitSimpleOrderData', { ...market, symbol: '', quantity: '' })).toEqual({
      status: 0,
      message: 'Stock is required',
      errors: { symbol: 'Stock is required', quantity: 'Quantity is required' },
    });
    expect(await post(alice, 'submitSimpleOrderData', { ...market, quantity: '1e3' })).toMatchObject({
      errors: { quantity: 'Quantity Must be only digits' },
    });
    const ltp = ((await get(alice, 'getStockList')).body.result as { value: string; ltp: number }[]).find(
      (s) => s.value === 'RELIANCE',
    )?.ltp;
    const sl = await post(alice, 'submitSimpleOrderData', {
      ...market,
      type: 'SL',
      price: '1',
      triggerPrice: '2',
    });
    expect(sl).toMatchObject({ status: 0, errors: { price: `Price should be greater than ${ltp}` } });
  });

  it('places one order for a retried post and shows it as an order, a trade and a position', async () => {
    const { alice } = await users();
    const first = await post(alice, 'submitSimpleOrderData', { ...market, request_id: 'r-1' });
    const again = await post(alice, 'submitSimpleOrderData', { ...market, request_id: 'r-1' });
    expect(first).toMatchObject({ status: 1 });
    expect(again.orderId).toBe(first.orderId);
    const simple = await list(alice, 'getSimpleOrderData?pageName=simple');
    expect(simple.result).toHaveLength(1);
    expect(simple.column).toContainEqual({ field: 'symbol', label: 'Symbol' });
    expect(simple.result[0]).toMatchObject({
      orderId: first.orderId,
      status: 'Executed',
      orderType: 1,
      processStatus: 1,
    });
    expect((await list(alice, 'getSimpleOrderData?pageName=trade')).result).toHaveLength(1);
    const positions = await list(alice, 'getSimpleOrderData?pageName=position');
    expect(positions.result[0]).toMatchObject({ symbol: 'RELIANCE', netQty: 10, product: 'Intraday' });
    expect(positions.summary?.charges).toBeGreaterThan(0);
  });

  it('never shows, changes or deletes another user’s order', async () => {
    const { alice, bob } = await users();
    const limit = await post(alice, 'submitSimpleOrderData', { ...market, type: 'Limit', price: '1' });
    expect(limit).toMatchObject({ status: 1 });
    expect((await list(bob, 'getSimpleOrderData')).result).toEqual([]);
    expect((await list(bob, 'simpleOrderHistory')).result).toEqual([]);
    expect((await get(bob, `deleteSimpleOrderStock?order_id=${limit.orderId}`)).body).toEqual({
      status: 0,
      message: 'No such order',
    });
    expect(
      await post(bob, 'submitSimpleOrderData', {
        ...market,
        type: 'Limit',
        price: '2',
        order_id: String(limit.orderId),
      }),
    ).toEqual({ status: 0, message: 'No such order' });
    expect((await get(alice, `deleteSimpleOrderStock?order_id=${limit.orderId}`)).body).toMatchObject({
      status: 1,
    });
    expect((await list(alice, 'simpleOrderHistory')).result[0]).toMatchObject({ status: 'Cancelled' });
  });

  it('answers the strategy form with the spec’s messages and lists the strategies of each type', async () => {
    const { alice } = await users();
    const empty = {
      quantity: '',
      stoploss: '',
      noOfStock: '',
      profitTarget: '',
      getsectorid: '',
      type: '',
      getOptionId: '',
      signaltype: 'Buy',
      product: 'Intraday',
    };
    expect((await post(alice, 'submitOrderData', empty)).errors).toEqual({
      quantity: 'Quantity is required',
      stoploss: 'Stop Loss is required',
      noOfStock: 'Number of Stock is required',
      profitTarget: 'Profit Target is required',
      getsectorid: 'Secotor is required',
      type: 'Strategy Type is required',
      getOptionId: 'Strategy  is required',
    });
    const autosignal = (await get(alice, 'gettypDaata?type=autosignal')).body.result as unknown[];
    expect(autosignal).toHaveLength(10);
    const tools = (await get(alice, 'gettypDaata?type=tradingTool')).body.result as unknown[];
    expect(tools.length).toBeGreaterThan(125);
    expect((await get(alice, 'getOrderDetails?orderId=NOPE')).body).toEqual({
      status: 0,
      message: 'No such order',
    });
  });
});
