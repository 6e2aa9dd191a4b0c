import type {
  DashboardRecordAnswer,
  PortfolioSummary,
  WatchListSignalAnswer,
  Watchlist,
} from '@nivesh/contracts';
import type { Signal, SignalType } from '@nivesh/market';
import { describe, expect, it } from 'vitest';
import { simpleOrderPost } from '../orders/test-support';
import { AutoSignalsRepository, signalMarketKey } from '../signals/auto-signals.repository';
import { registerUser } from '../testing/test-app';
import { useTestApp } from '../testing/test-app-lifecycle';
import { testDrivers } from '../testing/test-database';
import { createTestMarket } from '../testing/test-market';
import { NO_PORTFOLIO_NOTE } from './dashboard.routes';

type Body = Record<string, unknown>;
const { market } = createTestMarket();
const state = market.feed.state;

/** Two stocks of the test market in different sectors, and a third not on the list. */
function threeStocks(): [string, string, string] {
  const found: string[] = [];
  for (let id = 0; id < state.symbolCount && found.length < 3; id++) {
    const meta = state.meta(id);
    if (!meta.isIndex && market.quote(meta.symbol) && meta.symbol !== 'RELIANCE') found.push(meta.symbol);
  }
  const [a, b, c] = found;
  if (a === undefined || b === undefined || c === undefined)
    throw new Error('the test market has too few stocks');
  return [a, b, c];
}

/** A stored signal of `type` on `symbol` at ₹1 under its LTP. */
function signalOn(symbol: string, type: SignalType, barIndex: number): Signal {
  const id = state.idOf(symbol) ?? -1;
  const ltp = state.quote(id).ltp;
  return {
    symbol,
    sector: state.meta(id).sector ?? 'Others',
    type,
    side: type.endsWith('Sell') || type === 'DnTrend' ? 'sell' : 'buy',
    rule: 'test-rule',
    barIndex,
    time: barIndex,
    price: ltp - 100,
    target: ltp + 500,
    stop: ltp - 500,
    horizonDays: 0,
    details: {},
  };
}

describe.each(testDrivers())('the dashboard and the watchlist signals (%s)', (driver) => {
  const ctx = useTestApp(driver, async () => ({ market }));
  const call = async (token: string | null, url: string) => {
    const res = await ctx.t.app.inject({
      url: `/api/v3/${url}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return { statusCode: res.statusCode, body: res.json<Body>() };
  };
  const asha = () => registerUser(ctx.t, { mobile: '9876543240', email: 'asha.d@example.in' });
  const ravi = () => registerUser(ctx.t, { mobile: '9876543241', email: 'ravi.d@example.in' });
  const makeList = async (token: string, name: string, symbols: readonly string[]): Promise<string> => {
    const made = await call(token, `watchlist/updatewatchlistData?name=${encodeURIComponent(name)}`);
    const id = (made.body.watchlist as Watchlist).id;
    for (const symbol of symbols) {
      const res = await ctx.t.app.inject({
        method: 'POST',
        url: '/api/v3/stock/saveStockWatchList',
        headers: { authorization: `Bearer ${token}` },
        payload: { watchlist_id: id, symbol },
      });
      expect(res.json<Body>().status).toBe(1);
    }
    return id;
  };
  const today = market.feed.session().date;
  const store = async (rows: { symbol: string; type: SignalType; bar: number; day?: string }[]) => {
    const repo = new AutoSignalsRepository(ctx.database.db, signalMarketKey('simulated', 'nivesh'));
    const open = market.feed.session().openMs;
    await repo.insertMany(
      rows.map((r) => ({
        sessionDate: r.day ?? today,
        signal: signalOn(r.symbol, r.type, r.bar),
        signalAtMs: open + (r.bar + 1) * 15 * 60_000,
      })),
    );
  };

  it('asks a signed-out caller to sign in', async () => {
    expect((await call(null, 'DashboardRecord/getWatchListSignal')).statusCode).toBe(401);
    expect((await call(null, 'DashboardRecord/getDashboardRecord')).statusCode).toBe(401);
  });

  it('answers a user without lists with no list, every type checked and no signals', async () => {
    const token = await asha();
    const { statusCode, body } = await call(token, 'DashboardRecord/getWatchListSignal');
    expect(statusCode).toBe(200);
    const answer = body as unknown as WatchListSignalAnswer;
    expect(answer).toMatchObject({ status: 1, watchlists: [], watchlist: null, rows: [], date: today });
    expect(answer.checked).toHaveLength(10);
    expect(answer.types).toHaveLength(10);
  });

  it('lists today’s signals on the chosen list’s stocks only, filtered by type, with the live move', async () => {
    const token = await asha();
    const [a, b, other] = threeStocks();
    await makeList(token, 'First', [other]);
    const id = await makeList(token, 'Mine', [a, b]);
    await store([
      { symbol: b, type: 'JackpotBuy', bar: 5 },
      { symbol: a, type: 'IntradayBuy', bar: 2 },
      { symbol: other, type: 'IntradayBuy', bar: 3 },
      { symbol: a, type: 'UpTrend', bar: 1, day: '2020-01-02' },
    ]);
    const all = (await call(token, `DashboardRecord/getWatchListSignal?watchlist_id=${id}`))
      .body as unknown as WatchListSignalAnswer;
    expect(all.watchlist?.name).toBe('Mine');
    expect(all.watchlists.map((w) => w.name)).toEqual(['First', 'Mine']);
    expect(all.rows.map((r) => [r.symbol, r.type])).toEqual([
      [a, 'IntradayBuy'],
      [b, 'JackpotBuy'],
    ]);
    const first = all.rows[0];
    const q = state.quote(state.idOf(a) ?? -1);
    expect(first).toMatchObject({ ltp: q.ltp / 100, price: (q.ltp - 100) / 100 });
    expect(first?.movePct).toBeCloseTo((100 * 100) / (q.ltp - 100), 2);

    const jackpot = (
      await call(token, `DashboardRecord/getWatchListSignal?watchlist_id=${id}&signal_id=jackpotbuy`)
    ).body as unknown as WatchListSignalAnswer;
    expect(jackpot.checked).toEqual(['JackpotBuy']);
    expect(jackpot.signal?.type).toBe('JackpotBuy');
    expect(jackpot.rows.map((r) => r.symbol)).toEqual([b]);

    // Without an id: the first list.
    const byDefault = (await call(token, 'DashboardRecord/getWatchListSignal'))
      .body as unknown as WatchListSignalAnswer;
    expect(byDefault.watchlist?.name).toBe('First');
    expect(byDefault.rows.map((r) => r.symbol)).toEqual([other]);

    expect((await call(token, 'DashboardRecord/getWatchListSignal?signal_id=MoonShot')).body).toMatchObject({
      status: 0,
      message: expect.stringMatching(/^No signal MoonShot: choose one of IntradayBuy/),
    });
  });

  it('refuses another user’s list with 404, as a list that does not exist, on both calls', async () => {
    const mine = await asha();
    const theirs = await ravi();
    const [a] = threeStocks();
    const id = await makeList(mine, 'Private', [a]);
    await store([{ symbol: a, type: 'IntradayBuy', bar: 2 }]);
    for (const path of ['DashboardRecord/getWatchListSignal', 'DashboardRecord/getDashboardRecord']) {
      const refused = await call(theirs, `${path}?watchlist_id=${id}`);
      expect(refused).toEqual({ statusCode: 404, body: { status: 0, message: 'No such watchlist' } });
      const missing = await call(mine, `${path}?watchlist_id=NoSuchList01`);
      expect(missing).toEqual({ statusCode: 404, body: { status: 0, message: 'No such watchlist' } });
      expect((await call(mine, `${path}?watchlist_id=${id}`)).statusCode).toBe(200);
    }
    // In the user's language, as every refusal.
    const hindi = await ctx.t.app.inject({
      url: `/api/v3/DashboardRecord/getWatchListSignal?watchlist_id=${id}`,
      headers: { authorization: `Bearer ${theirs}`, 'accept-language': 'hi' },
    });
    expect(hindi.statusCode).toBe(404);
    expect(hindi.json()).toEqual({ status: 0, message: 'ऐसी कोई वॉचलिस्ट नहीं है' });
    // The other user's own answer shows nothing of the list.
    const own = (await call(theirs, 'DashboardRecord/getDashboardRecord'))
      .body as unknown as DashboardRecordAnswer;
    expect(own).toMatchObject({ status: 1, watchlists: [], watchlist: null, signals: { rows: [] } });
  });

  it('gathers the day: list rows and signals, sectors best first with movers, open orders, positions, no portfolio yet', async () => {
    const token = await asha();
    const [a, b] = threeStocks();
    const id = await makeList(token, 'Day', [a, b]);
    await store([{ symbol: b, type: 'IntradayBuy', bar: 4 }]);
    const post = async (form: Record<string, string>) =>
      (
        await ctx.t.app.inject({
          method: 'POST',
          url: '/api/v3/OrderDashboard/submitSimpleOrderData',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams(form).toString(),
        })
      ).json<Body>();
    expect(await post(simpleOrderPost({ type: 'Limit', price: '1' }))).toMatchObject({ status: 1 });
    expect(await post(simpleOrderPost())).toMatchObject({ status: 1 });

    const { statusCode, body } = await call(token, `DashboardRecord/getDashboardRecord?watchlist_id=${id}`);
    expect(statusCode).toBe(200);
    const day = body as unknown as DashboardRecordAnswer;
    expect(day.watchlist?.rows.map((r) => r.symbol)).toEqual([a, b]);
    expect(day.watchlist?.columns.length).toBeGreaterThan(0);
    expect(day.signals.rows.map((r) => r.symbol)).toEqual([b]);
    const changes = day.sectors.rows.map((r) => r.weightedChangePct);
    expect(changes).toEqual([...changes].sort((x, y) => y - x));
    expect(day.sectors.selected).toBe(day.sectors.rows[0]?.slug);
    for (const g of day.sectors.gainers) expect(g.changePct).toBeGreaterThan(0);
    for (const l of day.sectors.losers) expect(l.changePct).toBeLessThan(0);
    expect(day.openOrders.result).toHaveLength(1);
    expect(day.openOrders.result[0]).toMatchObject({ symbol: 'RELIANCE', status: 'Open', type: 'Limit' });
    expect(day.positions.result.map((r) => r.symbol)).toEqual(['RELIANCE']);
    expect(day.positions.summary).toHaveProperty('net');
    expect(day.portfolio).toBeNull();
    expect(day.portfolioNote).toBe(NO_PORTFOLIO_NOTE);

    const last = day.sectors.rows.at(-1);
    const chosen = (await call(token, `DashboardRecord/getDashboardRecord?sector_id=${last?.slug}`))
      .body as unknown as DashboardRecordAnswer;
    expect(chosen.sectors.selected).toBe(last?.slug);
    expect((await call(token, 'DashboardRecord/getDashboardRecord?sector_id=astrology')).body).toEqual({
      status: 0,
      message: 'No sector astrology',
    });
  });
  it("shows the user's first portfolio (or the one asked for) valued at the live price, and refuses another user's with 404", async () => {
    const token = await asha();
    const [a] = threeStocks();
    const post = async (who: string, url: string, payload: Body) =>
      (
        await ctx.t.app.inject({
          method: 'POST',
          url: `/api/v3/${url}`,
          headers: { authorization: `Bearer ${who}` },
          payload,
        })
      ).json<Body>();
    const made = await post(token, 'portfolio/savePortfolio', { name: 'Long term' });
    const id = (made.portfolio as { id: string }).id;
    const bought = await post(token, 'portfolio/addTransaction', {
      portfolio_id: id,
      kind: 'buy',
      symbol: a,
      date: '2025-04-07',
      quantity: 10,
      price: 100,
    });
    expect(bought).toMatchObject({ status: 1 });
    // The same figures as the Portfolios page's row (which applies the market's bonuses and splits).
    const list = (await call(token, 'portfolio/getlist')).body as { portfolios: PortfolioSummary[] };
    const row = list.portfolios.find((p) => p.id === id);
    expect(row?.value).toBeGreaterThan(0);

    for (const url of [
      'DashboardRecord/getDashboardRecord',
      `DashboardRecord/getDashboardRecord?portfolio_id=${id}`,
    ]) {
      const day = (await call(token, url)).body as unknown as DashboardRecordAnswer;
      expect(day.portfolio).toMatchObject({ id, name: 'Long term' });
      expect(day.portfolio?.currentValue).toBe(row?.value);
      expect(day.portfolio?.totalPnl).toBe(row?.totalPnl);
      expect(day.portfolio?.totalPnlPct).toBeCloseTo(((row?.totalPnl ?? 0) / 1000) * 100, 1);
      expect(day.portfolioNote).toBe('');
    }

    const other = await ravi();
    expect(await call(other, `DashboardRecord/getDashboardRecord?portfolio_id=${id}`)).toEqual({
      statusCode: 404,
      body: { status: 0, message: 'No such portfolio' },
    });
    expect((await call(other, 'DashboardRecord/getDashboardRecord')).body).toMatchObject({
      status: 1,
      portfolio: null,
    });
  });
});
