import type {
  FilterDataAnswer,
  PreMarketAnswer,
  PreMarketScreenerDataAnswer,
  PreMarketScreenerListAnswer,
  PreMarketStockAnswer,
} from '@nivesh/contracts';
import { EQUITIES } from '@nivesh/market';
import { describe, expect, it } from 'vitest';
import { dayIndex, idOf, useMarketTestApp } from '../testing/market-test-app';

describe('PreMarket screens on the pre-open of Monday 2026-11-23', () => {
  const app = useMarketTestApp();

  async function preOpen() {
    const { body } = await app.get<PreMarketAnswer>('PreMarket/getPreMarketData?category=all');
    return body.rows;
  }

  it('puts every stock that gapped 2 % or more in screen 1 — with the same order book as PreMarket/getPreMarketData', async () => {
    const list = (await app.get<PreMarketScreenerListAnswer>('PreMarket/getScreenerList')).body;
    expect(list.status).toBe(1);
    expect(list.simulatedOrderBook).toBe(true);
    expect(list.screens.map((s) => s.id).slice(0, 2)).toEqual(['1', '2']);
    const rows = await preOpen();
    const gappers = rows.filter((r) => (r.iep / r.prevClose - 1) * 100 >= 2);
    expect(list.screens[0]?.count).toBe(gappers.length);
    const data = (
      await app.get<PreMarketScreenerDataAnswer>('PreMarket/getScreenerData?screener_id=1&sector_id=all')
    ).body;
    expect(data.rows.map((r) => r.symbol).sort()).toEqual(gappers.map((r) => r.symbol).sort());
    for (const row of data.rows) {
      const same = rows.find((r) => r.symbol === row.symbol);
      expect(row).toMatchObject({
        iep: same?.iep,
        prevClose: same?.prevClose,
        buyQuantity: same?.buyQuantity,
        sellQuantity: same?.sellQuantity,
        finalQuantity: same?.finalQuantity,
      });
      expect(row.metric).toBeCloseTo((row.iep / row.prevClose - 1) * 100, 1);
    }
    // The six gap bands cover every stock whose open differs from its previous close, once each.
    const banded = list.screens.slice(0, 6).reduce((sum, s) => sum + s.count, 0);
    expect(banded).toBe(rows.filter((r) => r.iep !== r.prevClose).length);
  });

  it('filters by sector and checks buy ÷ sell imbalance and the previous day range by hand', async () => {
    const sector = EQUITIES[0]?.sector ?? '';
    const rows = (await preOpen()).filter((r) => r.sector === sector);
    const buying = (
      await app.get<PreMarketScreenerDataAnswer>(
        `PreMarket/getScreenerData?screener_id=12&sector_id=${encodeURIComponent(sector)}`,
      )
    ).body;
    expect(buying.sector).toBe(sector);
    const expected = rows.filter(
      (r) => (r.iep / r.prevClose - 1) * 100 >= 1 && r.buyQuantity / r.sellQuantity >= 1.2,
    );
    expect(buying.rows.map((r) => r.symbol).sort()).toEqual(expected.map((r) => r.symbol).sort());
    const above = (await app.get<PreMarketScreenerDataAnswer>('PreMarket/getScreenerData?screener_id=10'))
      .body;
    expect(above.rows.length).toBeGreaterThan(0);
    for (const row of above.rows) {
      const d = app.state.daily(idOf(app.state, row.symbol));
      const prevHigh = (d.high[d.high.length - 1] ?? 0) / 100;
      expect(row.prevHigh).toBeCloseTo(prevHigh, 2);
      expect(row.iep).toBeGreaterThan(prevHigh);
    }
  });

  it('shows one stock: today as in the pre-open list, and the last sessions from their day bars', async () => {
    const { body } = await app.get<PreMarketStockAnswer>('PreMarket/getStockData?symbol=reliance');
    expect(body.status).toBe(1);
    const row = (await preOpen()).find((r) => r.symbol === 'RELIANCE');
    expect(body.today).toMatchObject({
      iep: row?.iep,
      prevClose: row?.prevClose,
      buyQuantity: row?.buyQuantity,
    });
    expect(body.history).toHaveLength(10);
    const t = dayIndex(app.state, '2026-11-20');
    const d = app.state.daily(idOf(app.state, 'RELIANCE'));
    expect(body.history[0]).toMatchObject({
      date: '2026-11-20',
      iep: (d.open[t] ?? 0) / 100,
      close: (d.close[t] ?? 0) / 100,
      prevClose: (d.close[t - 1] ?? 0) / 100,
    });
    const first = body.history[0];
    if (!first) throw new Error('no history');
    expect(first.changePct).toBeCloseTo((first.iep / first.prevClose - 1) * 100, 1);
    // Its screens today are exactly those whose list holds it.
    for (const id of ['1', '2', '3', '4', '5', '6', '9']) {
      const list = (await app.get<PreMarketScreenerDataAnswer>(`PreMarket/getScreenerData?screener_id=${id}`))
        .body;
      const listed = list.rows.some((r) => r.symbol === 'RELIANCE');
      expect({ id, listed }).toEqual({ id, listed: body.screens.some((s) => s.id === id) });
    }
  });

  it('refuses an unknown screen, sector or symbol in words', async () => {
    expect((await app.get('PreMarket/getScreenerData?screener_id=0')).body).toEqual({
      status: 0,
      message: 'No pre-market screen 0: choose a number from 1 to 13',
    });
    expect((await app.get('PreMarket/getScreenerData?screener_id=1&sector_id=99')).body).toMatchObject({
      status: 0,
    });
    expect((await app.get('PreMarket/getStockData?symbol=NOSUCHCO')).body).toEqual({
      status: 0,
      message: 'No NSE equity NOSUCHCO',
    });
    expect((await app.get('PreMarket/getStockData?symbol=NIFTY%2050')).body).toMatchObject({ status: 0 });
  });
});

describe('stock/getFilterData', () => {
  const app = useMarketTestApp();

  it('lists the universe: numbered sectors, indices, industries and SEBI market-cap bands by rank', async () => {
    const { body } = await app.get<FilterDataAnswer>('stock/getFilterData');
    expect(body.status).toBe(1);
    expect(body.sectors.reduce((sum, s) => sum + s.count, 0)).toBe(EQUITIES.length);
    expect(body.sectors.map((s) => s.id)).toEqual(body.sectors.map((_, i) => i + 1));
    expect(body.sectors.map((s) => s.name)).toEqual([...body.sectors.map((s) => s.name)].sort());
    expect(body.industries.reduce((sum, s) => sum + s.count, 0)).toBe(EQUITIES.length);
    expect(body.indices.find((i) => i.name === 'NIFTY 50')?.count).toBe(50);
    expect(body.marketCapBands.map((b) => b.count)).toEqual([100, 150, EQUITIES.length - 250]);
    const [large, mid, small] = body.marketCapBands;
    expect(large?.minCrore ?? 0).toBeGreaterThanOrEqual(mid?.maxCrore ?? 0);
    expect(mid?.minCrore ?? 0).toBeGreaterThanOrEqual(small?.maxCrore ?? 0);
    // The largest company by shares × last price.
    const caps = EQUITIES.map((e) => {
      const id = idOf(app.state, e.symbol);
      return (app.state.quote(id).ltp * (app.state.meta(id).sharesOutstanding ?? 0)) / 1e9;
    });
    expect(large?.maxCrore).toBe(Math.round(Math.max(...caps)));
    // Sector number 3 is what sector_id=3 means on the screeners.
    const third = body.sectors[2];
    const list = (await app.get<{ sector: string }>('IntradayScreener/getScreenerList?sector_id=3')).body;
    expect(list.sector).toBe(third?.name);
  });
});
