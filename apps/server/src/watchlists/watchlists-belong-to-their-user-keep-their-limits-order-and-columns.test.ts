import {
  WATCHLIST_STOCKS_MAX,
  WATCHLISTS_MAX,
  type Watchlist,
  type WatchlistListAnswer,
  type WatchlistStocksAnswer,
} from '@nivesh/contracts';
import { describe, expect, it } from 'vitest';
import { valuationFor } from '../market/routes/stock/stock-fundamentals';
import { findSymbol, statsOf } from '../market/routes/stock/stock-lookup';
import { registerUser } from '../testing/test-app';
import { useTestApp } from '../testing/test-app-lifecycle';
import { testDrivers } from '../testing/test-database';
import { createTestMarket } from '../testing/test-market';

type Body = Record<string, unknown>;
const { market } = createTestMarket();

/** Stock symbols of the test market (no index), alphabetically. */
function equities(count: number): string[] {
  const state = market.feed.state;
  const symbols: string[] = [];
  for (let id = 0; id < state.symbolCount; id++) {
    const meta = state.meta(id);
    if (!meta.isIndex && market.quote(meta.symbol)) symbols.push(meta.symbol);
  }
  return symbols.sort().slice(0, count);
}

describe.each(testDrivers())('watchlists and column choices (%s)', (driver) => {
  const ctx = useTestApp(driver, async () => ({ market }));
  const call = async (token: string | null, url: string, payload?: object) => {
    const res = await ctx.t.app.inject({
      method: payload ? 'POST' : 'GET',
      url: `/api/v3/${url}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(payload ? { payload } : {}),
    });
    return { statusCode: res.statusCode, body: res.json<Body>() };
  };
  const create = async (token: string, name: string) =>
    (await call(token, `watchlist/updatewatchlistData?name=${encodeURIComponent(name)}`)).body;
  const idOf = (answer: Body): string => (answer.watchlist as Watchlist).id;
  const save = async (token: string, watchlist_id: string, symbol: string, action = 'add') =>
    (await call(token, 'stock/saveStockWatchList', { watchlist_id, symbol, action })).body as Body & {
      symbols?: string[];
    };
  const lists = async (token: string) =>
    (await call(token, 'watchlist/getlist')).body as unknown as WatchlistListAnswer;
  const stocks = async (token: string, id: string) =>
    (await call(token, `watchlist/watchtliststock?watchlist_id=${id}`))
      .body as unknown as WatchlistStocksAnswer;
  const asha = () => registerUser(ctx.t, { mobile: '9876543230', email: 'asha.w@example.in' });
  const ravi = () => registerUser(ctx.t, { mobile: '9876543231', email: 'ravi.w@example.in' });

  it('creates, lists with counts, renames and deletes a watchlist', async () => {
    const token = await asha();
    expect(await lists(token)).toMatchObject({
      status: 1,
      watchlists: [],
      limits: { lists: WATCHLISTS_MAX, stocks: WATCHLIST_STOCKS_MAX },
    });
    const created = await create(token, '  Banks  ');
    expect(created).toMatchObject({
      status: 1,
      message: 'Created “Banks”',
      watchlist: { name: 'Banks', count: 0 },
    });
    const id = idOf(created);
    expect(id).toMatch(/^[A-Za-z0-9_-]{12}$/);
    await create(token, 'IT');
    expect(await save(token, id, 'sbin')).toMatchObject({
      status: 1,
      message: 'Added SBIN to “Banks”',
      symbols: ['SBIN'],
    });
    expect((await lists(token)).watchlists.map((w) => [w.name, w.count, w.symbols])).toEqual([
      ['Banks', 1, ['SBIN']],
      ['IT', 0, []],
    ]);
    const renamed = (await call(token, `watchlist/updatewatchlistData?watchlist_id=${id}&name=PSU%20banks`))
      .body;
    expect(renamed).toMatchObject({
      status: 1,
      message: 'Renamed to “PSU banks”',
      watchlist: { id, count: 1 },
    });
    expect((await call(token, `watchlist/getwatchlistData?watchlist_id=${id}`)).body).toMatchObject({
      status: 1,
      watchlist: { id, name: 'PSU banks', symbols: ['SBIN'] },
    });
    expect((await call(token, `watchlist/deletewatchlist?watchlist_id=${id}`)).body).toEqual({
      status: 1,
      message: 'Watchlist deleted',
    });
    expect((await lists(token)).watchlists.map((w) => w.name)).toEqual(['IT']);
    expect((await call(token, `watchlist/deletewatchlist?watchlist_id=${id}`)).body).toEqual({
      status: 0,
      message: 'No such watchlist',
    });
  });

  it('refuses a missing, long or duplicate name and more lists than the limit, with clear messages', async () => {
    const token = await asha();
    expect(await create(token, '   ')).toEqual({ status: 0, message: 'Name the watchlist' });
    expect(await create(token, 'x'.repeat(41))).toEqual({
      status: 0,
      message: 'A watchlist name has at most 40 characters',
    });
    for (let i = 1; i <= WATCHLISTS_MAX; i++) expect((await create(token, `List ${i}`)).status).toBe(1);
    expect(await create(token, 'list 3')).toEqual({
      status: 0,
      message: 'You already have a watchlist named “list 3”',
    });
    expect(await create(token, 'One more')).toEqual({
      status: 0,
      message: `You can keep at most ${WATCHLISTS_MAX} watchlists: delete one first`,
    });
    // Renaming a list to its own name in another case is not a duplicate.
    const first = (await lists(token)).watchlists[0];
    expect(first).toBeDefined();
    const upper = (first?.name ?? '').toUpperCase();
    const again = await call(
      token,
      `watchlist/updatewatchlistData?watchlist_id=${first?.id}&name=${encodeURIComponent(upper)}`,
    );
    expect(again.body).toMatchObject({ status: 1, watchlist: { name: upper } });
  });

  it('adds up to the stock limit, refuses duplicates and unknown symbols, removes and reorders', async () => {
    const token = await asha();
    const id = idOf(await create(token, 'Fifty'));
    const symbols = equities(WATCHLIST_STOCKS_MAX + 1);
    expect(symbols).toHaveLength(WATCHLIST_STOCKS_MAX + 1);
    for (const symbol of symbols.slice(0, WATCHLIST_STOCKS_MAX))
      expect((await save(token, id, symbol)).status).toBe(1);
    expect(await save(token, id, symbols[WATCHLIST_STOCKS_MAX] ?? '')).toEqual({
      status: 0,
      message: `A watchlist holds at most ${WATCHLIST_STOCKS_MAX} stocks: remove one first`,
    });
    const [a = '', b = '', c = ''] = symbols;
    expect(await save(token, id, a)).toEqual({ status: 0, message: `${a} is already in “Fifty”` });
    expect(await save(token, id, 'NOSUCHSTOCK')).toEqual({
      status: 0,
      message: 'No stock with symbol NOSUCHSTOCK',
    });
    expect((await save(token, id, b, 'up')).symbols?.slice(0, 3)).toEqual([b, a, c]);
    expect(await save(token, id, b, 'up')).toMatchObject({ status: 1, message: `Moved ${b} up` });
    expect((await save(token, id, a, 'down')).symbols?.slice(0, 3)).toEqual([b, c, a]);
    expect((await save(token, id, c, 'remove')).symbols?.slice(0, 2)).toEqual([b, a]);
    expect(await save(token, id, c, 'remove')).toEqual({ status: 0, message: `${c} is not in “Fifty”` });
    const answer = await stocks(token, id);
    expect(answer.rows.map((r) => r.symbol).slice(0, 2)).toEqual([b, a]);
    expect(answer.rows).toHaveLength(WATCHLIST_STOCKS_MAX - 1);
    expect(
      (await call(token, 'stock/saveStockWatchList', { watchlist_id: id, symbol: a, action: 'sideways' }))
        .statusCode,
    ).toBe(400);
  });

  it('refuses every call on another user’s list as if it did not exist, and every call without a session', async () => {
    const owner = await asha();
    const other = await ravi();
    const id = idOf(await create(owner, 'Private'));
    await save(owner, id, 'SBIN');
    const none = { status: 0, message: 'No such watchlist' };
    expect((await call(other, `watchlist/getwatchlistData?watchlist_id=${id}`)).body).toEqual(none);
    expect((await call(other, `watchlist/watchtliststock?watchlist_id=${id}`)).body).toEqual(none);
    expect((await call(other, `watchlist/updatewatchlistData?watchlist_id=${id}&name=Mine`)).body).toEqual(
      none,
    );
    expect((await call(other, `watchlist/deletewatchlist?watchlist_id=${id}`)).body).toEqual(none);
    expect(await save(other, id, 'TCS')).toEqual(none);
    expect(await save(other, id, 'SBIN', 'remove')).toEqual(none);
    // The same answer as an id nobody has.
    expect((await call(other, 'watchlist/getwatchlistData?watchlist_id=AAAAAAAAAAAA')).body).toEqual(none);
    expect((await lists(other)).watchlists).toEqual([]);
    // The owner's list is untouched.
    expect((await stocks(owner, id)).rows.map((r) => r.symbol)).toEqual(['SBIN']);
    expect((await lists(owner)).watchlists.map((w) => w.name)).toEqual(['Private']);
    for (const url of [
      'watchlist/getlist',
      `watchlist/getwatchlistData?watchlist_id=${id}`,
      `watchlist/watchtliststock?watchlist_id=${id}`,
      `watchlist/deletewatchlist?watchlist_id=${id}`,
      'stock/getcolumnlist?table=watchlist',
      'stock/updatecolumn?table=watchlist&columns=ltp',
    ])
      expect((await call(null, url)).statusCode).toBe(401);
    expect(
      (await call(null, 'stock/saveStockWatchList', { watchlist_id: id, symbol: 'TCS' })).statusCode,
    ).toBe(401);
  });

  it('keeps each user’s column choice and shows the list’s stocks with the values of the chosen columns', async () => {
    const token = await asha();
    const other = await ravi();
    const list = (await call(token, 'stock/getcolumnlist?table=watchlist')).body;
    const fields = (list.column as { field: string }[]).map((c) => c.field);
    expect(fields).toEqual(
      expect.arrayContaining(['ltp', 'change', 'changePct', 'volume', 'high52', 'low52', 'pe', 'rsi14']),
    );
    expect((list.chosen as { field: string }[]).map((c) => c.field)).toEqual([
      'ltp',
      'change',
      'changePct',
      'volume',
      'high52',
      'low52',
    ]);
    expect((await call(token, 'stock/updatecolumn?table=watchlist&columns=rsi14,pe,ltp,bogus')).body).toEqual(
      {
        status: 0,
        message: 'Unknown column bogus for watchlist',
      },
    );
    expect(
      (await call(token, 'stock/updatecolumn?table=watchlist&columns=rsi14,pe,high52,ltp')).body,
    ).toMatchObject({
      status: 1,
      stored: true,
    });
    const chosen = (await call(token, 'stock/getcolumnlist?table=watchlist')).body.chosen as {
      field: string;
    }[];
    expect(chosen.map((c) => c.field)).toEqual(['rsi14', 'pe', 'high52', 'ltp']);
    // Another user still has the default; another table keeps its own.
    expect(((await call(other, 'stock/getcolumnlist?table=watchlist')).body.chosen as unknown[]).length).toBe(
      6,
    );
    const peers = (await call(token, 'stock/getcolumnlist?table=peers')).body;
    expect((peers.column as { field: string }[])[0]).toEqual({ field: 'symbol', label: 'Symbol' });
    expect(peers.chosen).toEqual(peers.column);

    const id = idOf(await create(token, 'Banks'));
    await save(token, id, 'SBIN');
    await save(token, id, 'NIFTY 50');
    const answer = await stocks(token, id);
    expect(answer.columns.map((c) => c.field)).toEqual(['rsi14', 'pe', 'high52', 'ltp']);
    const [sbin, nifty] = answer.rows;
    const found = findSymbol(market, 'SBIN');
    if (!found || !sbin || !nifty) throw new Error('rows missing');
    const quote = market.quote('SBIN');
    expect(sbin).toMatchObject({ symbol: 'SBIN', ltp: quote?.ltp, changePct: quote?.changePct });
    expect(sbin.values.ltp).toBe(quote?.ltp);
    expect(sbin.values.high52).toBe(statsOf(market, found).high52);
    expect(sbin.values.pe).toBe(valuationFor(market)(found).pe);
    expect(sbin.values.rsi14).toBeGreaterThan(0);
    expect(sbin.values.rsi14).toBeLessThan(100);
    expect(nifty.values.pe).toBeNull();
  });
});
