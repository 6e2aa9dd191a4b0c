import type {
  IntradayScreenerListAnswer,
  IntradayStockDataAnswer,
  PricePatternListAnswer,
  PricePatternStocksAnswer,
} from '@nivesh/contracts';
import { EQUITIES, rollUpIntradayBars } from '@nivesh/market';
import { describe, expect, it } from 'vitest';
import { type MarketTestApp, useMarketTestApp } from '../testing/market-test-app';

/** Every equity's quote and today's 15-minute bars, read straight from the feed. */
function direct(app: MarketTestApp) {
  return EQUITIES.flatMap((e) => {
    const id = app.state.idOf(e.symbol);
    const minutes = app.market.market.feed.minuteBars(e.symbol);
    if (id === undefined || !minutes) return [];
    return [
      {
        symbol: e.symbol,
        sector: app.state.meta(id).sector,
        q: app.state.quote(id),
        m15: rollUpIntradayBars(minutes, 15),
      },
    ];
  });
}

const countOf = (list: IntradayScreenerListAnswer, id: string) =>
  list.screens.find((s) => s.id === id)?.count;

describe('IntradayScreener/* on the running market (Monday 2026-11-23, 10:30 IST)', () => {
  const app = useMarketTestApp();

  it('counts Open = High, the 1 % gap up and the 15-minute opening-range breakout as a direct scan does', async () => {
    const { body } = await app.get<IntradayScreenerListAnswer>('IntradayScreener/getScreenerList');
    expect(body.status).toBe(1);
    expect(body.scanned).toBe(EQUITIES.length);
    expect(body.bars).toMatchObject({ closed: 5, lastClose: '10:30' });
    expect(body.screens[0]?.id).toBe('1');
    const stocks = direct(app);
    expect(countOf(body, '1')).toBe(stocks.filter((s) => s.q.open === s.q.high).length);
    expect(countOf(body, '2')).toBe(stocks.filter((s) => s.q.open === s.q.low).length);
    expect(countOf(body, '3')).toBe(stocks.filter((s) => s.q.open >= s.q.prevClose * 1.01).length);
    const orb = stocks.filter(
      (s) => s.m15.count >= 2 && s.q.ltp > (s.m15.high[0] ?? Number.POSITIVE_INFINITY),
    );
    expect(countOf(body, '5')).toBe(orb.length);
    expect(orb.length).toBeGreaterThan(0);
  });

  it('lists a screen per sector (sector_id by number, slug or name) with the rows and metric of each match', async () => {
    const filter = (
      await app.get<{ sectors: { id: number; slug: string; name: string }[] }>('stock/getFilterData')
    ).body;
    const first = filter.sectors[0];
    if (!first) throw new Error('no sectors');
    const byNumber = (
      await app.get<IntradayStockDataAnswer>('IntradayScreener/getStockData?screen_id=5&sector_id=1')
    ).body;
    const bySlug = (
      await app.get<IntradayStockDataAnswer>(
        `IntradayScreener/getStockData?screen_id=5&sector_id=${first.slug}`,
      )
    ).body;
    expect(byNumber.status).toBe(1);
    expect(byNumber.sector).toBe(first.name);
    expect(bySlug.rows).toEqual(byNumber.rows);
    const expected = direct(app).filter(
      (s) =>
        s.sector === first.name && s.m15.count >= 2 && s.q.ltp > (s.m15.high[0] ?? Number.POSITIVE_INFINITY),
    );
    expect(byNumber.rows.map((r) => r.symbol).sort()).toEqual(expected.map((s) => s.symbol).sort());
    for (const row of byNumber.rows) {
      const s = expected.find((e) => e.symbol === row.symbol);
      if (!s) throw new Error(row.symbol);
      const rangeHigh = s.m15.high[0] ?? 0;
      expect(row.metric).toBeCloseTo((s.q.ltp / rangeHigh - 1) * 100, 2);
      expect(row.ltp).toBe(s.q.ltp / 100);
      expect(row.vwap).toBeCloseTo((s.m15.vwap[s.m15.count - 1] ?? 0) / 100, 2);
    }
    // The sector picker counts the screen's matches in every sector.
    const all = (await app.get<IntradayStockDataAnswer>('IntradayScreener/getStockData?screen_id=5')).body;
    expect(all.sectors.reduce((sum, s) => sum + s.count, 0)).toBe(all.rows.length);
    // Rows come strongest first.
    const metrics = all.rows.map((r) => Math.abs(r.metric ?? 0));
    expect(metrics).toEqual([...metrics].sort((a, b) => b - a));
  });

  it('refuses an unknown screen or sector clearly, and a malformed query with HTTP 400', async () => {
    expect((await app.get('IntradayScreener/getStockData?screen_id=99')).body).toEqual({
      status: 0,
      message: 'No intraday screen 99: choose a number from 1 to 18',
    });
    const sector = await app.get<{ status: number; message: string }>(
      'IntradayScreener/getScreenerList?sector_id=nowhere',
    );
    expect(sector.statusCode).toBe(200);
    expect(sector.body).toMatchObject({ status: 0, message: expect.stringContaining('No sector nowhere') });
    expect((await app.get('IntradayScreener/getStockData')).statusCode).toBe(400);
  });

  it('counts doji on the last completed daily bar and inside bars on the last closed 15-minute bar as a direct check does', async () => {
    app.market.advance(2 * 60 * 60_000); // 12:30 IST: 13 bars closed
    const { body } = await app.get<PricePatternListAnswer>('PricePattern/getPatternList');
    expect(body.status).toBe(1);
    expect(body.bars.closed).toBe(13);
    expect(body.patterns).toHaveLength(19);
    const stocks = direct(app);
    // Daily patterns read the last completed candle while today trades: Friday 2026-11-20's.
    expect(body.dailyBar).toBe('2026-11-20');
    const t = app.state.dates.indexOf('2026-11-20' as (typeof app.state.dates)[number]);
    const doji = stocks.filter((s) => {
      const d = app.state.daily(app.state.idOf(s.symbol) ?? -1);
      const [o, h, l, c] = [d.open[t] ?? 0, d.high[t] ?? 0, d.low[t] ?? 0, d.close[t] ?? 0];
      return h > l && Math.abs(c - o) <= 0.1 * (h - l);
    });
    expect(body.patterns.find((p) => p.id === 'doji')?.daily).toBe(doji.length);
    const inside = stocks.filter((s) => {
      const k = (s.m15.lastComplete ? s.m15.count : s.m15.count - 1) - 1;
      return (s.m15.high[k] ?? 0) < (s.m15.high[k - 1] ?? 0) && (s.m15.low[k] ?? 0) > (s.m15.low[k - 1] ?? 0);
    });
    expect(body.patterns.find((p) => p.id === 'inside-bar')?.m15).toBe(inside.length);
    const list = (
      await app.get<PricePatternStocksAnswer>(
        'PricePattern/getPatternStocks?pattern_id=inside-bar&timeframe=m15',
      )
    ).body;
    expect(list.rows.map((r) => r.symbol).sort()).toEqual(inside.map((s) => s.symbol).sort());
    expect(new Set(list.rows.map((r) => r.bar))).toEqual(new Set(['12:15']));
    const daily = (await app.get<PricePatternStocksAnswer>('PricePattern/getPatternStocks?pattern_id=DOJI'))
      .body;
    expect(daily.timeframe).toBe('daily');
    expect(daily.rows).toHaveLength(doji.length);
    for (const row of daily.rows) expect(row.bar).toBe('2026-11-20');
    expect((await app.get('PricePattern/getPatternStocks?pattern_id=teacup')).body).toMatchObject({
      status: 0,
    });
    expect((await app.get('PricePattern/getPatternStocks?pattern_id=doji&timeframe=weekly')).statusCode).toBe(
      400,
    );
  });

  it('rescans once per played minute: the same answer within the minute, a new one after it', async () => {
    const first = (await app.get<IntradayScreenerListAnswer>('IntradayScreener/getScreenerList')).body;
    app.market.advance(20_000);
    const same = (await app.get<IntradayScreenerListAnswer>('IntradayScreener/getScreenerList')).body;
    expect(same.elapsedMs).toBe(first.elapsedMs);
    app.market.advance(15 * 60_000);
    const later = (await app.get<IntradayScreenerListAnswer>('IntradayScreener/getScreenerList')).body;
    expect(later.bars.closed).toBe(first.bars.closed + 1);
    // A warm rescan of the whole market (language screens on warm caches, 18 screens, 19 patterns × 2).
    console.info(`intraday scan: first ${first.elapsedMs} ms, after 15 minutes ${later.elapsedMs} ms`);
    expect(later.elapsedMs).toBeLessThan(5_000);
  });
});
