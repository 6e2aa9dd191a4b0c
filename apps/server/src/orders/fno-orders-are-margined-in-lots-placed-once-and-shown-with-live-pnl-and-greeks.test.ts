import type { OptionChainAnswer } from '@nivesh/contracts';
import { describe, expect, it } from 'vitest';
import { useMarketTestApp } from '../testing/market-test-app';
import { registerUser } from '../testing/test-app';

type Body = Record<string, unknown>;
interface LegMargin {
  symbol: string;
  units: number;
  ltp: number;
  premium: number;
  margin: number;
  charges: number;
}
interface Margin {
  status: number;
  message: string;
  legs: LegMargin[];
  required: number;
  available: number;
  netPremium: number;
  hedgeBenefit: number;
}
interface Placed {
  status: number;
  message: string;
  orders: { symbol: string; orderId: string; status: string; ok: boolean; message: string }[];
}
interface Positions {
  status: number;
  positions: {
    symbol: string;
    label: string;
    units: number;
    lots: number;
    product: string;
    delta: number;
    avgPrice: number;
    ltp: number;
    margin: number;
  }[];
  orders: { orderId: string; label: string; status: string; lots: number; charges: number | null }[];
  totals: { delta: number; margin: number };
  funds: { available: number; positionMargin: number; invested: number };
}

// One app on the shared simulated test market (Monday 2026-11-23 10:30 IST, the market live).
describe('F&O paper orders of the option trading terminal', () => {
  const app = useMarketTestApp();
  let mobile = 9_800_000_000;
  const signIn = () => {
    mobile++;
    return registerUser(app.t, { mobile: String(mobile), email: `fno${mobile}@example.in` });
  };
  const call = async <T = Body>(token: string | null, path: string, body?: object) => {
    const res = await app.t.app.inject({
      method: body ? 'POST' : 'GET',
      url: `/api/v3/OptionTrading/${path}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(body ? { payload: body } : {}),
    });
    return { statusCode: res.statusCode, body: res.json<T>() };
  };
  const chain = async () =>
    (await app.get<OptionChainAnswer>('Optionchain/getOptionChain?symbol=NIFTY')).body;
  const symbolOf = (c: OptionChainAnswer, side: 'CE' | 'PE', strike: number) =>
    `NIFTY:${c.expiry.date}:${side}:${strike}`;

  it('asks a signed-out caller to sign in', async () => {
    expect((await call(null, 'getPositions')).statusCode).toBe(401);
  });

  it('margins a bull call spread below its naked short, places it in lots and values it live', async () => {
    const token = await signIn();
    const c = await chain();
    const atm = c.expiry.atmStrike;
    const buy = { symbol: symbolOf(c, 'CE', atm), side: 'buy', lots: 2 };
    const sell = { symbol: symbolOf(c, 'CE', atm + 200), side: 'sell', lots: 2 };
    const naked = (await call<Margin>(token, 'getOrderMargin', { legs: [sell] })).body;
    const spread = (await call<Margin>(token, 'getOrderMargin', { legs: [sell, buy] })).body;
    expect(naked.status).toBe(1);
    expect(spread.status).toBe(1);
    // The buy is margined first, so the short it covers adds far less than alone.
    const [buyLeg, sellLeg] = spread.legs;
    expect(buyLeg?.symbol).toBe(buy.symbol);
    const lot = c.underlying.lotSize;
    expect(buyLeg?.units).toBe(2 * lot);
    const atmRow = c.rows.find((r) => r.strike === atm);
    expect(buyLeg?.ltp).toBeCloseTo(atmRow?.call.ltp ?? 0, 2);
    expect(buyLeg?.premium).toBeCloseTo((atmRow?.call.ltp ?? 0) * 2 * lot, 2);
    expect(buyLeg?.margin).toBe(0);
    expect(sellLeg?.margin).toBeLessThan((naked.legs[0]?.margin ?? 0) / 3);
    expect(naked.legs[0]?.margin).toBeGreaterThan(50_000);
    expect(spread.required).toBeCloseTo(
      (buyLeg?.premium ?? 0) + (sellLeg?.margin ?? 0) + (buyLeg?.charges ?? 0) + (sellLeg?.charges ?? 0),
      1,
    );
    expect(spread.hedgeBenefit).toBeGreaterThan(0);

    const placed = (await call<Placed>(token, 'placeOrders', { legs: [buy, sell], requestId: 'spread-1' }))
      .body;
    expect(placed).toMatchObject({ status: 1, message: '2 of 2 legs placed' });
    expect(placed.orders.map((o) => [o.symbol, o.status])).toEqual([
      [buy.symbol, 'complete'],
      [sell.symbol, 'complete'],
    ]);
    // A retry with the same key places nothing more and answers the same legs.
    const again = (await call<Placed>(token, 'placeOrders', { legs: [buy, sell], requestId: 'spread-1' }))
      .body;
    expect(again.orders.map((o) => o.orderId)).toEqual(placed.orders.map((o) => o.orderId));

    const book = (await call<Positions>(token, 'getPositions?symbol=NIFTY')).body;
    expect(book.positions.map((p) => [p.label, p.units, p.lots, p.product])).toEqual([
      [`NIFTY ${c.expiry.date.slice(8)} NOV ${atm} CE`, 2 * lot, 2, 'NRML'],
      [`NIFTY ${c.expiry.date.slice(8)} NOV ${atm + 200} CE`, -2 * lot, -2, 'NRML'],
    ]);
    expect(book.orders).toHaveLength(2);
    const otmRow = c.rows.find((r) => r.strike === atm + 200);
    const delta = ((atmRow?.call.delta ?? 0) - (otmRow?.call.delta ?? 0)) * 2 * lot;
    expect(book.totals.delta).toBeCloseTo(delta, 0);
    expect(book.funds.invested).toBeCloseTo((book.positions[0]?.avgPrice ?? 0) * 2 * lot, 0);
    expect(book.funds.positionMargin).toBeCloseTo(sellLeg?.margin ?? 0, -1);

    // The same orders are on the order dashboard, as NRML with the contract's label.
    const res = await app.t.app.inject({
      url: '/api/v3/OrderDashboard/tradeOrderHistory',
      headers: { authorization: `Bearer ${token}` },
    });
    const rows = res.json<{ result: Body[] }>().result;
    expect(rows.map((r) => [r.symbolLabel, r.product])).toContainEqual([book.positions[0]?.label, 'NRML']);
  });

  it('refuses what a trader can get wrong with a message, never a 500', async () => {
    const token = await signIn();
    const c = await chain();
    const unlisted = symbolOf(c, 'CE', c.expiry.atmStrike + 25);
    expect(
      (await call<Margin>(token, 'getOrderMargin', { legs: [{ symbol: unlisted, side: 'buy', lots: 1 }] }))
        .body,
    ).toEqual({
      status: 0,
      message: `${unlisted} is not a contract listed now`,
    });
    const zero = await call(token, 'placeOrders', { legs: [{ symbol: unlisted, side: 'buy', lots: 0 }] });
    expect(zero.statusCode).toBe(400);
    const garbage = await call(token, 'placeOrders', {
      legs: [{ symbol: 'NIFTY 24000 CE', side: 'buy', lots: 1 }],
    });
    expect(garbage.statusCode).toBe(400);
    const tick = await call(token, 'placeOrders', {
      legs: [
        { symbol: symbolOf(c, 'PE', c.expiry.atmStrike), side: 'buy', lots: 1, kind: 'limit', price: 10.02 },
      ],
    });
    expect(tick.body).toEqual({ status: 0, message: 'Price must be on the ₹0.05 tick' });
    const placed = (
      await call<Placed>(token, 'placeOrders', { legs: [{ symbol: unlisted, side: 'buy', lots: 1 }] })
    ).body;
    expect(placed.orders[0]).toMatchObject({ ok: false, status: 'rejected' });
    const tooBig = (
      await call<Placed>(token, 'placeOrders', {
        legs: [
          { symbol: `NIFTY:${c.expiries.at(-1)?.date}:PE:${c.expiry.atmStrike}`, side: 'sell', lots: 100 },
        ],
      })
    ).body;
    expect(tooBig.orders[0]?.message ?? '').toMatch(/^(Insufficient funds|NIFTY)/);
  });
});
