import type { SavedScreensAnswer } from '@nivesh/contracts';
import { describe, expect, it } from 'vitest';
import { registerUser } from '../testing/test-app';
import { useTestApp } from '../testing/test-app-lifecycle';
import { testDrivers } from '../testing/test-database';
import { createTestMarket } from '../testing/test-market';

describe.each(testDrivers())('saved screens (%s)', (driver) => {
  const ctx = useTestApp(driver, async () => ({ market: createTestMarket().market }));
  const call = async (token: string | null, method: 'GET' | 'POST', url: string, payload?: object) => {
    const res = await ctx.t.app.inject({
      method,
      url: `/api/v3/${url}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(payload ? { payload } : {}),
    });
    return { statusCode: res.statusCode, body: res.json<Record<string, unknown>>() };
  };

  it('saves a screen under a name, replaces it by name, lists and deletes it', async () => {
    const token = await registerUser(ctx.t, { mobile: '9876543210', email: 'asha@example.in' });
    const saved = await call(token, 'POST', 'screener/saveScreen', {
      name: 'Oversold IT',
      query: 'rsi(14) < 30 and sector = "IT"',
      sector_id: 'information-technology',
    });
    expect(saved.body).toMatchObject({
      status: 1,
      screen: { name: 'Oversold IT', sector: 'information-technology' },
    });
    await call(token, 'POST', 'screener/saveScreen', { name: 'Oversold IT', query: 'rsi(14) < 25' });
    const list = (await call(token, 'GET', 'screener/getSavedScreens')).body as unknown as SavedScreensAnswer;
    expect(list.screens).toHaveLength(1);
    expect(list.screens[0]).toMatchObject({ name: 'Oversold IT', query: 'rsi(14) < 25', sector: null });
    const id = list.screens[0]?.id;
    expect((await call(token, 'POST', 'screener/deleteScreen', { id })).body).toMatchObject({ status: 1 });
    expect(
      ((await call(token, 'GET', 'screener/getSavedScreens')).body as unknown as SavedScreensAnswer).screens,
    ).toEqual([]);
  });

  it('refuses a screen that does not compile, with its position, and a name that is blank', async () => {
    const token = await registerUser(ctx.t, { mobile: '9876543211', email: 'ravi@example.in' });
    const bad = await call(token, 'POST', 'screener/saveScreen', {
      name: 'Broken',
      query: 'close > smaa(close, 20)',
    });
    expect(bad.body).toMatchObject({ status: 0, position: 8 });
    const blank = await call(token, 'POST', 'screener/saveScreen', { name: '  ', query: 'close > open' });
    expect(blank.statusCode).toBe(400);
  });

  it('keeps users apart: another user neither sees nor deletes my screens, and a visitor must sign in', async () => {
    const mine = await registerUser(ctx.t, { mobile: '9876543212', email: 'meera@example.in' });
    const theirs = await registerUser(ctx.t, { mobile: '9876543213', email: 'kiran@example.in' });
    const saved = await call(mine, 'POST', 'screener/saveScreen', { name: 'Mine', query: 'close > open' });
    const id = (saved.body.screen as { id: string }).id;
    expect(
      ((await call(theirs, 'GET', 'screener/getSavedScreens')).body as unknown as SavedScreensAnswer).screens,
    ).toEqual([]);
    expect((await call(theirs, 'POST', 'screener/deleteScreen', { id })).body).toEqual({
      status: 0,
      message: 'No such saved screen',
    });
    expect(
      ((await call(mine, 'GET', 'screener/getSavedScreens')).body as unknown as SavedScreensAnswer).screens,
    ).toHaveLength(1);
    expect((await call(null, 'GET', 'screener/getSavedScreens')).statusCode).toBe(401);
    expect(
      (await call(null, 'POST', 'screener/saveScreen', { name: 'x', query: 'close > open' })).statusCode,
    ).toBe(401);
  });
});
