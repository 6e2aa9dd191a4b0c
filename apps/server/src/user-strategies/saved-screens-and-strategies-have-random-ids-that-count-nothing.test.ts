import type { SavedScreen, UserStrategy } from '@nivesh/contracts';
import { describe, expect, it } from 'vitest';
import { registerUser } from '../testing/test-app';
import { useTestApp } from '../testing/test-app-lifecycle';
import { testDrivers } from '../testing/test-database';
import { createTestMarket } from '../testing/test-market';

type Body = Record<string, unknown>;
const RECORD_ID = /^[A-Za-z0-9_-]{12}$/;

describe.each(testDrivers())('ids of saved screens and strategies (%s)', (driver) => {
  const ctx = useTestApp(driver, async () => ({ market: createTestMarket().market }));
  const call = async (token: string, url: string, payload?: object) => {
    const res = await ctx.t.app.inject({
      method: payload ? 'POST' : 'GET',
      url: `/api/v3/${url}`,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });
    return res.json<Body>();
  };
  const strategy = (n: number) => ({
    name: `Trend ${n}`,
    description: '',
    timeframe: 'Daily',
    side: 'Buy',
    product: 'Delivery',
    entry: 'close > sma(close, 50)',
    exit: 'close < sma(close, 50)',
    stoploss: '0',
    profitTarget: '0',
    sector_id: '',
  });

  it('gives each new screen and strategy 12 random url-safe characters, not 1, 2, 3…', async () => {
    const token = await registerUser(ctx.t, { mobile: '9876543230', email: 'ids@example.in' });
    const screens: string[] = [];
    const strategies: string[] = [];
    for (let n = 1; n <= 4; n++) {
      const saved = await call(token, 'screener/saveScreen', { name: `Screen ${n}`, query: 'close > open' });
      screens.push((saved.screen as SavedScreen).id);
      const added = await call(token, 'Addstrategies/addStg', strategy(n));
      strategies.push((added.strategy as UserStrategy).id);
    }
    for (const id of [...screens, ...strategies]) {
      expect(id).toMatch(RECORD_ID);
      expect(/^\d+$/.test(id)).toBe(false);
    }
    expect(new Set([...screens, ...strategies]).size).toBe(8);
    // An edit keeps the strategy's id.
    const first = strategies[0] ?? '';
    const edited = await call(token, 'Addstrategies/addStg', { ...strategy(9), strategies_id: first });
    expect((edited.strategy as UserStrategy).id).toBe(first);
  });

  it('answers "No such strategy" / "No such saved screen" for another user’s id and for a counted one', async () => {
    const mine = await registerUser(ctx.t, { mobile: '9876543231', email: 'own@example.in' });
    const theirs = await registerUser(ctx.t, { mobile: '9876543232', email: 'other@example.in' });
    const id = ((await call(mine, 'Addstrategies/addStg', strategy(1))).strategy as UserStrategy).id;
    const screen = (
      (await call(mine, 'screener/saveScreen', { name: 'Mine', query: 'close > open' })).screen as SavedScreen
    ).id;
    const none = { status: 0, message: 'No such strategy' };
    for (const asked of [id, '1', '2']) {
      expect(await call(theirs, `Addstrategies/getDetails?strategies_id=${asked}`)).toEqual(none);
      expect(await call(theirs, `Addstrategies/delstg?strategies_id=${asked}`)).toEqual(none);
    }
    for (const asked of [screen, '1']) {
      expect(await call(theirs, 'screener/deleteScreen', { id: asked })).toEqual({
        status: 0,
        message: 'No such saved screen',
      });
    }
    expect(await call(mine, `Addstrategies/getDetails?strategies_id=${id}`)).toMatchObject({ status: 1 });
  });
});
