import type { UserStrategy, UserStrategyBody, UserStrategyListAnswer } from '@nivesh/contracts';
import { describe, expect, it } from 'vitest';
import { registerUser } from '../testing/test-app';
import { useTestApp } from '../testing/test-app-lifecycle';
import { testDrivers } from '../testing/test-database';
import { createTestMarket } from '../testing/test-market';

const FORM: UserStrategyBody = {
  name: 'Pullback in trend',
  description: 'Buys a dip while the long trend is up.',
  timeframe: 'Daily',
  side: 'Buy',
  product: 'Delivery',
  entry: 'close > sma(close, 200) and rsi(14) < 40',
  exit: 'rsi(14) > 60',
  stoploss: '6',
  profitTarget: '12.5',
  sector_id: 'information-technology',
};

type Body = Record<string, unknown>;

describe.each(testDrivers())('Addstrategies/* (%s)', (driver) => {
  const ctx = useTestApp(driver, async () => ({ market: createTestMarket().market }));
  const call = async (token: string | null, url: string, payload?: object) => {
    const res = await ctx.t.app.inject({
      method: payload ? 'POST' : 'GET',
      url: `/api/v3/Addstrategies/${url}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(payload ? { payload } : {}),
    });
    return { statusCode: res.statusCode, body: res.json<Body>() };
  };
  const add = async (token: string, form: Partial<UserStrategyBody> = {}) =>
    (await call(token, 'addStg', { ...FORM, ...form })).body;
  const list = async (token: string) =>
    (await call(token, 'getList')).body as unknown as UserStrategyListAnswer;

  it('adds, lists, shows, edits (version up) and deletes a strategy', async () => {
    const token = await registerUser(ctx.t, { mobile: '9876543220', email: 'asha.s@example.in' });
    const added = await add(token);
    expect(added).toMatchObject({
      status: 1,
      message: 'Saved “Pullback in trend”',
      strategy: {
        name: 'Pullback in trend',
        timeframe: 'Daily',
        side: 'Buy',
        product: 'Delivery',
        stoploss: 6,
        profitTarget: 12.5,
        sectorId: 'information-technology',
        sectorName: 'Information Technology',
        version: 1,
      },
    });
    const id = (added.strategy as UserStrategy).id;
    expect((await list(token)).strategies.map((s) => s.name)).toEqual(['Pullback in trend']);
    expect((await call(token, `getDetails?strategies_id=${id}`)).body).toMatchObject({
      status: 1,
      strategy: { id, entry: FORM.entry },
    });
    const edited = await add(token, {
      strategies_id: id,
      name: 'Intraday fade',
      timeframe: '15-minute',
      side: 'Sell',
      product: 'Intraday',
      entry: 'm15(close < vwap()) and sector = "IT"',
      exit: 'm15(close > vwap())',
      sector_id: '',
    });
    expect(edited).toMatchObject({
      status: 1,
      strategy: {
        id,
        name: 'Intraday fade',
        timeframe: '15-minute',
        side: 'Sell',
        sectorId: null,
        version: 2,
      },
    });
    expect((await list(token)).strategies).toHaveLength(1);
    expect((await call(token, `delstg?strategies_id=${id}`)).body).toEqual({
      status: 1,
      message: 'Strategy deleted',
    });
    expect((await list(token)).strategies).toEqual([]);
    expect((await call(token, `delstg?strategies_id=${id}`)).body).toEqual({
      status: 0,
      message: 'No such strategy',
    });
  });

  it('answers a form with the same messages as the web form, and a rule mistake with its position', async () => {
    const token = await registerUser(ctx.t, { mobile: '9876543221', email: 'ravi.s@example.in' });
    expect(await add(token, { name: '', stoploss: 'x', product: 'Delivery', side: 'Sell' })).toEqual({
      status: 0,
      message: 'Strategy Name is required',
      errors: {
        name: 'Strategy Name is required',
        product: 'A Sell strategy is Intraday: NSE cash does not carry short positions overnight',
        stoploss: 'Stop Loss must be a number',
      },
      field: 'name',
    });
    expect(await add(token, { entry: 'close > smaa(close, 20)' })).toEqual({
      status: 0,
      message: 'Entry Condition: Unknown function "smaa" at position 8 — did you mean "sma"?',
      errors: { entry: 'Unknown function "smaa" at position 8 — did you mean "sma"?' },
      field: 'entry',
      position: 8,
      line: 1,
      column: 9,
    });
    expect(await add(token, { exit: 'rsi(14) > 60 and\nm15(close > 1)' })).toMatchObject({
      status: 0,
      field: 'exit',
      position: 17,
      line: 2,
      column: 1,
    });
    expect(
      await add(token, { timeframe: '15-minute', product: 'Intraday', entry: 'close > vwap()' }),
    ).toMatchObject({ status: 0, field: 'entry', position: 8 });
    expect(await add(token, { sector_id: 'nowhere' })).toEqual({
      status: 0,
      message: 'No sector nowhere',
      errors: { sector_id: 'Choose a sector from the list' },
      field: 'sector_id',
    });
    const check = await call(token, 'checkRule?timeframe=Daily&rule=close%20%3E%20sma(close%2C%2050)');
    expect(check.body).toEqual({
      status: 1,
      message: 'The rule is valid',
      columns: ['close', 'sma(close, 50)'],
    });
    expect((await call(null, 'checkRule?timeframe=15-minute&rule=rsi(14)%20%3E%2060')).body).toMatchObject({
      status: 0,
      position: 0,
      line: 1,
      column: 1,
    });
    expect((await call(token, 'getDetails?strategies_id=a%2Fb')).statusCode).toBe(400);
    expect((await call(token, 'getDetails?strategies_id=')).statusCode).toBe(400);
  });

  it('refuses rules too costly to run over the scope, naming the limit', async () => {
    const token = await registerUser(ctx.t, { mobile: '9876543229', email: 'costly.rules@example.in' });
    const many = Array.from({ length: 40 }, (_, k) => `sma(close,${k + 2})>0`).join(' and ');
    const refused = await add(token, { entry: many, sector_id: 'all' });
    expect(refused).toMatchObject({ status: 0, field: 'entry' });
    expect(refused.message).toMatch(
      /^Entry and Exit Conditions: A screen may compute at most 32 different indicators over 503 stocks; this one computes 41\./,
    );
    expect((await list(token)).strategies).toEqual([]);
  });

  it('keeps names unique per user ignoring case, and at most 25 strategies', async () => {
    const token = await registerUser(ctx.t, { mobile: '9876543222', email: 'meera.s@example.in' });
    const first = await add(token, { name: 'Breakout' });
    expect(await add(token, { name: 'breakout ' })).toEqual({
      status: 0,
      message: 'You already have a strategy named “breakout”',
      errors: { name: 'You already have a strategy named “breakout”' },
      field: 'name',
    });
    // Its own name is not a clash when it is edited.
    const id = (first.strategy as UserStrategy).id;
    expect(await add(token, { strategies_id: id, name: 'BREAKOUT' })).toMatchObject({ status: 1 });
    for (let k = 2; k <= 25; k++)
      expect(await add(token, { name: `Strategy ${k}` })).toMatchObject({ status: 1 });
    expect(await add(token, { name: 'One too many' })).toEqual({
      status: 0,
      message: 'You can keep at most 25 strategies: delete one first',
    });
    expect((await list(token)).strategies).toHaveLength(25);
  });

  it('keeps users apart: another user can neither read, change nor delete my strategy, and a visitor must sign in', async () => {
    const mine = await registerUser(ctx.t, { mobile: '9876543223', email: 'kiran.s@example.in' });
    const theirs = await registerUser(ctx.t, { mobile: '9876543224', email: 'tara.s@example.in' });
    const id = ((await add(mine)).strategy as UserStrategy).id;
    const none = { status: 0, message: 'No such strategy' };
    expect((await list(theirs)).strategies).toEqual([]);
    for (const action of ['getDetails', 'getStock', 'performance', 'delstg'])
      expect((await call(theirs, `${action}?strategies_id=${id}`)).body).toEqual(none);
    expect(await add(theirs, { strategies_id: id, name: 'Taken over' })).toEqual(none);
    // The same name is free for another user.
    expect(await add(theirs)).toMatchObject({ status: 1 });
    expect((await list(mine)).strategies.map((s) => [s.id, s.name, s.version])).toEqual([
      [id, 'Pullback in trend', 1],
    ]);
    for (const action of ['getList', `getDetails?strategies_id=${id}`, `getStock?strategies_id=${id}`])
      expect((await call(null, action)).statusCode).toBe(401);
    expect((await call(null, `performance?strategies_id=${id}`)).statusCode).toBe(401);
    expect((await call(null, `delstg?strategies_id=${id}`)).statusCode).toBe(401);
    expect((await call(null, 'addStg', FORM)).statusCode).toBe(401);
  });
});
