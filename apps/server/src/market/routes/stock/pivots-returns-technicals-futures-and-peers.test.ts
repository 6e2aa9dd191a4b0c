import { barIndexOnOrBefore, EQUITIES, lotSize, weekdayOf } from '@nivesh/market';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../testing/test-app-lifecycle';
import { monthsBefore } from './stock-returns';
import { stockTestMarket } from './stock-test-support';

const t = stockTestMarket();
const { idOf } = t;
const state = t.market.feed.state;

/** Adjusted high, low and close (rupees) of the last completed day. */
function lastDay(symbol: string) {
  const d = state.daily(idOf(symbol));
  const i = d.close.length - 1;
  const f = d.adjFactor[i] ?? 1;
  return {
    high: ((d.high[i] ?? 0) * f) / 100,
    low: ((d.low[i] ?? 0) * f) / 100,
    close: ((d.close[i] ?? 0) * f) / 100,
  };
}

describe('stock pivots, returns, technicals, futures and peers', () => {
  const ctx = useTestApp('pglite', { market: t.market });
  const get = async (url: string) => (await ctx.t.app.inject({ url: `/api/v3/${url}` })).json();

  it('pivot levels of one stock come from the previous session’s high, low and close', async () => {
    const body = await get('stock/getStockSupportData?symbol=SBIN');
    const { high, low, close } = lastDay('SBIN');
    const pivot = (high + low + close) / 3;
    const [row] = body.rows;
    expect(body.rows).toHaveLength(1);
    expect(row.basisDate).toBe(state.dates.at(-1));
    expect(row.prevHigh).toBeCloseTo(high, 2);
    expect(row.classic.pivot).toBeCloseTo(pivot, 2);
    expect(row.classic.r1).toBeCloseTo(2 * pivot - low, 2);
    expect(row.classic.s3).toBeCloseTo(low - 2 * (high - pivot), 2);
    expect(row.fibonacci.r2).toBeCloseTo(pivot + 0.618 * (high - low), 2);
    expect(row.camarilla.h4).toBeCloseTo(close + ((high - low) * 1.1) / 2, 2);
    expect(row.camarilla.l3).toBeCloseTo(close - ((high - low) * 1.1) / 4, 2);
  });

  it('without a symbol, pivot levels cover every equity of the universe, alphabetically', async () => {
    const body = await get('stock/getStockSupportData');
    expect(body.rows).toHaveLength(EQUITIES.length);
    const symbols = body.rows.map((r: { symbol: string }) => r.symbol);
    expect(symbols).toEqual([...symbols].sort());
    expect((await get('stock/getStockSupportData?symbol=NOSUCHCO')).status).toBe(0);
  });

  it('returns measure the LTP against the adjusted close at the start of each period', async () => {
    const body = await get('stock/getStockData?symbol=RELIANCE');
    const d = state.daily(idOf('RELIANCE'));
    const ltp = state.quote(idOf('RELIANCE')).ltp / 100;
    const i = barIndexOnOrBefore(state.dates, monthsBefore(state.sessionDate, 12));
    const from = ((d.close[i] ?? 0) * (d.adjFactor[i] ?? 1)) / 100;
    const year = body.returns.find((r: { period: string }) => r.period === '1Y');
    expect(year.fromDate).toBe(state.dates[i]);
    expect(year.fromPrice).toBeCloseTo(from, 2);
    expect(year.changePct).toBeCloseTo(((ltp - from) / from) * 100, 2);
    const five = body.returns.find((r: { period: string }) => r.period === '5Y');
    expect(five.annualisedPct).toBeCloseTo(((ltp / five.fromPrice) ** (1 / 5) - 1) * 100, 1);
    expect(body.returns.map((r: { period: string }) => r.period)).toEqual([
      '1W',
      '1M',
      '3M',
      '6M',
      '1Y',
      '3Y',
      '5Y',
    ]);
    // RELIANCE's simulated history has a 1:1 bonus.
    const actions = t.market.feed.corporateActions('RELIANCE');
    expect(body.corporateActions).toHaveLength(actions.length);
    expect(body.corporateActions.find((a: { kind: string }) => a.kind === 'bonus')).toMatchObject({
      ratio: '1:1',
      description: 'Bonus 1:1 (1 new for every 1 held)',
    });
  });

  it('technicals put the LTP against moving averages computed from the adjusted closes', async () => {
    const body = await get('stock/stockScanDetails?symbol=ITC');
    const d = state.daily(idOf('ITC'));
    const ltp = state.quote(idOf('ITC')).ltp / 100;
    const closes = Array.from(d.close, (c, i) => (c * (d.adjFactor[i] ?? 1)) / 100);
    const last49 = closes.slice(-49);
    const sma50 = (last49.reduce((s, c) => s + c, 0) + ltp) / 50;
    const row = body.movingAverages.find((m: { id: string }) => m.id === 'sma50');
    expect(row.value).toBeCloseTo(sma50, 1);
    expect(row.position).toBe(ltp >= row.value ? 'above' : 'below');
    expect(body.rsi14).toBeGreaterThanOrEqual(0);
    expect(body.rsi14).toBeLessThanOrEqual(100);
    expect(body.macd.histogram).toBeCloseTo(body.macd.macd - body.macd.signal, 1);
    expect(body.bollinger.upper).toBeGreaterThan(body.bollinger.lower);
    const counted = body.movingAverages.filter((m: { position: string }) => m.position !== null).length;
    expect(body.summary.bullish + body.summary.bearish).toBeGreaterThanOrEqual(counted);
  });

  it('futures are priced by cost of carry on monthly expiries, as on the Stock Futures page, and a stock outside F&O has none', async () => {
    const body = await get('stock/gethFuturelysisData?symbol=RELIANCE');
    expect(body.simulated).toBe(true);
    expect(body.lotSize).toBe(lotSize('RELIANCE'));
    expect(body.contracts.map((c: { label: string }) => c.label)).toEqual([
      'Near month',
      'Next month',
      'Far month',
    ]);
    for (const c of body.contracts) {
      expect(c.expiry >= state.sessionDate).toBe(true);
      // The last Tuesday of its month, or the trading day before it when that is a holiday.
      expect([0, 1]).toContain((2 - weekdayOf(c.expiry) + 7) % 7);
      expect(c.lotValue).toBeCloseTo(c.price * body.lotSize, 1);
    }
    // The same contracts at the same prices as the Stock Futures page (one model, one clock).
    for (const [k, month] of (['near', 'next', 'far'] as const).entries()) {
      const page = await get(`FutureStock/getFutureStockData?expiry=${month}`);
      const row = page.rows.find((r: { symbol: string }) => r.symbol === 'RELIANCE');
      expect(body.contracts[k]).toMatchObject({ contract: row.contract, price: row.price, basis: row.basis });
    }
    const outside = EQUITIES.find((e) => lotSize(e.symbol) === undefined);
    if (!outside) throw new Error('every equity is in F&O');
    const none = await get(`stock/gethFuturelysisData?symbol=${encodeURIComponent(outside.symbol)}`);
    expect(none).toMatchObject({ status: 1, lotSize: null, contracts: [] });
  });

  it('peers share the industry, come largest first and include the stock itself', async () => {
    const body = await get('stock/getBoardsDataBySymbol?symbol=HDFCBANK');
    const industry = state.meta(idOf('HDFCBANK')).industry;
    expect(body.group).toBe('industry');
    expect(body.groupName).toBe(industry);
    for (const peer of body.peers) expect(state.meta(idOf(peer.symbol)).industry).toBe(industry);
    const caps = body.peers.map((p: { marketCapCr: number }) => p.marketCapCr);
    expect(caps).toEqual([...caps].sort((a, b) => b - a));
    expect(
      body.peers.filter((p: { isSelf: boolean }) => p.isSelf).map((p: { symbol: string }) => p.symbol),
    ).toEqual(['HDFCBANK']);
    const icici = body.peers.find((p: { symbol: string }) => p.symbol === 'ICICIBANK');
    expect(icici.ltp).toBe(state.quote(idOf('ICICIBANK')).ltp / 100);
    expect((await get('stock/getBoardsDataBySymbol?symbol=NIFTY%2050')).status).toBe(0);
  });
});
