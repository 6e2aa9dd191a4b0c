import type { RunScreenAnswer, SavedScreen, Watchlist, WatchlistStocksAnswer } from '@nivesh/contracts';
import { WATCHLIST_STOCKS_MAX } from '@nivesh/contracts';
import { describe, expect, it } from 'vitest';
import { registerUser } from '../testing/test-app';
import { useTestApp } from '../testing/test-app-lifecycle';
import { testDrivers } from '../testing/test-database';
import { createTestMarket } from '../testing/test-market';

type Body = Record<string, unknown>;
const { market } = createTestMarket();

describe.each(testDrivers())('a watchlist that follows a screen (%s)', (driver) => {
  const ctx = useTestApp(driver, async () => ({ market }));
  const call = async (token: string, url: string, payload?: object) => {
    const res = await ctx.t.app.inject({
      method: payload ? 'POST' : 'GET',
      url: `/api/v3/${url}`,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });
    return res.json<Body>();
  };
  const saveScreen = async (token: string, name: string, query: string) =>
    ((await call(token, 'screener/saveScreen', { name, query })).screen as SavedScreen).id;
  const matches = async (token: string, query: string) =>
    (
      (await call(
        token,
        `screener/runScreen?query=${encodeURIComponent(query)}`,
      )) as unknown as RunScreenAnswer
    ).rows.map((r) => r.symbol);
  const update = (token: string, params: string) => call(token, `watchlist/updatewatchlistData?${params}`);
  const stocks = async (token: string, id: string) =>
    (await call(token, `watchlist/watchtliststock?watchlist_id=${id}`)) as unknown as WatchlistStocksAnswer;
  const asha = () => registerUser(ctx.t, { mobile: '9876543240', email: 'asha.s@example.in' });
  const ravi = () => registerUser(ctx.t, { mobile: '9876543241', email: 'ravi.s@example.in' });

  it('has the saved screen’s current results as its stocks, capped at the limit, and follows a changed screen', async () => {
    const token = await asha();
    const wide = 'close > 0';
    const screenId = await saveScreen(token, 'Everything', wide);
    const created = await update(token, `name=Screened&screen=saved:${screenId}`);
    expect(created).toMatchObject({ status: 1, message: 'Created “Screened”, following “Everything”' });
    const list = created.watchlist as Watchlist;
    const all = await matches(token, wide);
    expect(all.length).toBeGreaterThan(WATCHLIST_STOCKS_MAX);
    expect(list).toMatchObject({
      screen: {
        kind: 'saved',
        id: screenId,
        name: 'Everything',
        key: `saved:${screenId}`,
        matches: all.length,
      },
      symbols: all.slice(0, WATCHLIST_STOCKS_MAX),
      count: WATCHLIST_STOCKS_MAX,
    });
    expect(Date.parse(list.refreshedAt ?? '')).not.toBeNaN();

    // The user narrows the screen (same name, same id): the list reads the new results.
    const narrow = 'close > sma(close, 20)';
    expect(await saveScreen(token, 'Everything', narrow)).toBe(screenId);
    const expected = (await matches(token, narrow)).slice(0, WATCHLIST_STOCKS_MAX);
    const shown = await stocks(token, list.id);
    expect(shown.watchlist.symbols).toEqual(expected);
    expect(shown.rows.map((r) => r.symbol)).toEqual(expected);
  });

  it('refuses a change by hand, and gives its own stocks back when unlinked', async () => {
    const token = await asha();
    const own = await update(token, 'name=Mine');
    const id = (own.watchlist as Watchlist).id;
    const [first] = await matches(token, 'close > 0');
    expect(await call(token, 'stock/saveStockWatchList', { watchlist_id: id, symbol: first })).toMatchObject({
      status: 1,
    });
    expect(await update(token, `watchlist_id=${id}&name=Mine&screen=builtin:golden-cross`)).toMatchObject({
      status: 1,
      watchlist: { screen: { kind: 'builtin', id: 'golden-cross' } },
    });
    expect(await call(token, 'stock/saveStockWatchList', { watchlist_id: id, symbol: first })).toMatchObject({
      status: 0,
      message: expect.stringContaining('“Mine” follows the screen'),
    });
    // Renaming without `screen` keeps the link.
    expect(await update(token, `watchlist_id=${id}&name=Mine2`)).toMatchObject({
      watchlist: { screen: { kind: 'builtin' } },
    });
    expect(await update(token, `watchlist_id=${id}&name=Mine2&screen=none`)).toMatchObject({
      status: 1,
      watchlist: { screen: null, refreshedAt: null, symbols: [first] },
    });
  });

  it('cannot be linked to another user’s saved screen, nor to a screen that does not exist', async () => {
    const asha1 = await asha();
    const ravi1 = await ravi();
    const ashaScreen = await saveScreen(asha1, 'Asha’s', 'close > 0');
    expect(await update(ravi1, `name=Stolen&screen=saved:${ashaScreen}`)).toMatchObject({
      status: 0,
      message: 'No such saved screen',
    });
    const ravisList = (await update(ravi1, 'name=Ravi')).watchlist as Watchlist;
    expect(
      await update(ravi1, `watchlist_id=${ravisList.id}&name=Ravi&screen=saved:${ashaScreen}`),
    ).toMatchObject({
      status: 0,
      message: 'No such saved screen',
    });
    expect((await stocks(ravi1, ravisList.id)).watchlist.screen).toBeNull();
    expect(await update(ravi1, 'name=Nothing&screen=builtin:no-such-screen')).toMatchObject({ status: 0 });
    // Deleting the screen unlinks Asha's list.
    const list = (await update(asha1, `name=Linked&screen=saved:${ashaScreen}`)).watchlist as Watchlist;
    await call(asha1, 'screener/deleteScreen', { id: ashaScreen });
    expect((await stocks(asha1, list.id)).watchlist).toMatchObject({ screen: null, symbols: [] });
  });
});
