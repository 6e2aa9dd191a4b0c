import type {
  BacktestRunAnswer,
  UserStrategy,
  UserStrategyBody,
  UserStrategyPerformanceAnswer,
  UserStrategyStocksAnswer,
} from '@nivesh/contracts';
import { type MarketState, rollUpIntradayBars } from '@nivesh/market';
import { describe, expect, it } from 'vitest';
import { equityIds } from '../market/day/list-scope';
import { useMarketTestApp } from '../testing/market-test-app';
import { registerUser } from '../testing/test-app';

const IT = 'Information Technology';

/** Adjusted completed closes of a stock (rupees). */
const closesOf = (state: MarketState, id: number) => {
  const d = state.daily(id);
  return Array.from(d.close, (c, t) => (c * (d.adjFactor[t] ?? 1)) / 100);
};
const smaAt = (closes: readonly number[], end: number, n: number) =>
  closes.slice(end - n, end).reduce((a, b) => a + b, 0) / n;

/** Stocks whose close crossed above its 20-day average at the last completed daily bar, and their close < SMA 50. */
function crossedAboveSma20(state: MarketState): Map<string, boolean> {
  const out = new Map<string, boolean>();
  for (const id of equityIds(state)) {
    const closes = closesOf(state, id);
    const n = closes.length;
    if (n < 52) continue;
    const now = closes[n - 1] ?? 0;
    const before = closes[n - 2] ?? 0;
    if (now > smaAt(closes, n, 20) && before <= smaAt(closes, n - 1, 20))
      out.set(state.meta(id).symbol, now < smaAt(closes, n, 50));
  }
  return out;
}

describe('Addstrategies/getStock and Addstrategies/performance', () => {
  const t = useMarketTestApp();
  const call = async <T>(token: string, url: string, payload?: object) => {
    const res = await t.t.app.inject({
      method: payload ? 'POST' : 'GET',
      url: `/api/v3/${url}`,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });
    return res.json<T>();
  };
  const add = async (token: string, form: UserStrategyBody) =>
    (await call<{ strategy: UserStrategy }>(token, 'Addstrategies/addStg', form)).strategy.id;
  const daily: UserStrategyBody = {
    name: 'SMA 20 cross',
    timeframe: 'Daily',
    side: 'Buy',
    product: 'Delivery',
    entry: 'crosses_above(close, sma(close, 20))',
    exit: 'close < sma(close, 50)',
    stoploss: '5',
    profitTarget: '10',
    sector_id: '',
  };

  it('lists the stocks whose entry holds at the last completed daily bar, with the exit and the quote', async () => {
    const token = await registerUser(t.t, { mobile: '9876543230', email: 'stocks.s@example.in' });
    const id = await add(token, daily);
    const body = await call<UserStrategyStocksAnswer>(token, `Addstrategies/getStock?strategies_id=${id}`);
    expect(body.status).toBe(1);
    // Monday 23 Nov 2026, 10:30 IST: today's bar is not complete, so Friday's close is read.
    expect(body.source.live).toBe(true);
    expect(body.bar).toEqual({ label: 'Close of 20 Nov 2026', date: '2026-11-20' });
    const expected = crossedAboveSma20(t.state);
    expect(expected.size).toBeGreaterThan(0);
    expect(new Map(body.rows.map((r) => [r.symbol, r.exitHolds]))).toEqual(expected);
    expect(body.columns).toEqual(['close', 'sma(close, 20)']);
    expect(body.scanned).toBe(equityIds(t.state).length);
    const first = body.rows[0];
    if (!first) throw new Error('no row');
    const stockId = t.state.idOf(first.symbol) ?? -1;
    expect(first.ltp).toBe(t.state.quote(stockId).ltp / 100);
    const closes = closesOf(t.state, stockId);
    expect(first.values[0]).toBeCloseTo(closes.at(-1) ?? 0, 1);
    expect(first.values[1]).toBeCloseTo(smaAt(closes, closes.length, 20), 1);
  });

  it('reads a 15-minute strategy at the last closed 15-minute bar, in its sector only', async () => {
    const token = await registerUser(t.t, { mobile: '9876543231', email: 'bars.s@example.in' });
    const id = await add(token, {
      ...daily,
      name: 'Green bar',
      timeframe: '15-minute',
      product: 'Intraday',
      entry: 'm15(close > open)',
      exit: 'm15(close < open)',
      sector_id: 'information-technology',
    });
    const body = await call<UserStrategyStocksAnswer>(token, `Addstrategies/getStock?strategies_id=${id}`);
    if (body.status !== 1) throw new Error(body.message);
    expect(body.bar.label).toBe('15-minute bar 10:15–10:30 IST, 23 Nov 2026');
    const expected = new Set<string>();
    let inSector = 0;
    for (const stock of equityIds(t.state)) {
      const meta = t.state.meta(stock);
      if (meta.sector !== IT) continue;
      inSector++;
      const minutes = t.market.market.feed.minuteBars(meta.symbol);
      if (!minutes) continue;
      const bars = rollUpIntradayBars(minutes, 15);
      if ((bars.close[4] ?? 0) > (bars.open[4] ?? 0)) expected.add(meta.symbol);
    }
    expect(body.scanned).toBe(inSector);
    expect(expected.size).toBeGreaterThan(0);
    expect(new Set(body.rows.map((r) => r.symbol))).toEqual(expected);
    for (const row of body.rows) expect(row.exitHolds).toBe(false);
  });

  it('measures a strategy as BackTest/run measures the same custom screen, keeps it for the day and per version', async () => {
    const token = await registerUser(t.t, { mobile: '9876543232', email: 'perf.s@example.in' });
    const id = await add(token, { ...daily, sector_id: 'information-technology' });
    const url = `Addstrategies/performance?strategies_id=${id}`;
    const first = await call<UserStrategyPerformanceAnswer>(token, url);
    if (first.status !== 1 || !first.performance) throw new Error(first.message);
    const query = new URLSearchParams({
      strategy_type: 'custom',
      entry: daily.entry ?? '',
      exit: daily.exit ?? '',
      scope: 'sector',
      sector_id: 'information-technology',
      capital: '1000000',
      max_positions: '10',
      stop_pct: '5',
      target_pct: '10',
      product: 'delivery',
      slippage_bps: '5',
      plan: 'discount',
    });
    const direct = await call<BacktestRunAnswer>(token, `BackTest/run?${query}`);
    const m = direct.metrics;
    expect(first.performance).toMatchObject({
      trades: m.trades,
      winRatePct: m.winRatePct,
      totalReturnPct: m.totalReturnPct,
      cagrPct: m.cagrPct,
      maxDrawdownPct: m.maxDrawdownPct,
      sharpe: m.sharpe,
      expectancy: m.expectancy,
      from: direct.period.from,
      to: direct.period.to,
      scope: IT,
    });
    expect(first.performance.trades).toBeGreaterThan(0);
    expect(first.cached).toBe(false);
    expect(first.method.join(' ')).toContain('simulated');
    const again = await call<UserStrategyPerformanceAnswer>(token, url);
    expect([again.status === 1 && again.cached, again.status === 1 && again.elapsedMs]).toEqual([true, 0]);
    await add(token, { ...daily, strategies_id: id, stoploss: '3', sector_id: 'information-technology' });
    const edited = await call<UserStrategyPerformanceAnswer>(token, url);
    expect(edited.status === 1 && edited.cached).toBe(false);
  });

  it('says why a strategy cannot be measured, and measures a 15-minute one on the 15-minute history', async () => {
    const token = await registerUser(t.t, { mobile: '9876543233', email: 'why.s@example.in' });
    const fundamental = await add(token, { ...daily, name: 'Quality', entry: 'roe > 15 and close > open' });
    const refused = await call<UserStrategyPerformanceAnswer>(
      token,
      `Addstrategies/performance?strategies_id=${fundamental}`,
    );
    if (refused.status !== 1) throw new Error(refused.message);
    expect(refused.performance).toBeNull();
    expect(refused.unavailableReason).toMatch(/^Entry: "roe" is a fundamental known only as of today/);
    const m15 = await add(token, {
      ...daily,
      name: 'VWAP short',
      timeframe: '15-minute',
      side: 'Sell',
      product: 'Intraday',
      entry: 'm15(crosses_below(close, vwap()))',
      exit: 'm15(crosses_above(close, vwap()))',
      sector_id: 'information-technology',
    });
    const measured = await call<UserStrategyPerformanceAnswer>(
      token,
      `Addstrategies/performance?strategies_id=${m15}`,
    );
    if (measured.status !== 1 || !measured.performance) throw new Error(JSON.stringify(measured));
    expect(measured.performance.bars).toBe(20 * 25);
    expect(measured.performance.cagrPct).toBeNull();
    expect(measured.performance.trades).toBeGreaterThan(0);
  });
});
