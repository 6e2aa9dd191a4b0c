import type { DealsAnswer, DealsPerformanceAnswer } from '@nivesh/contracts';
import { describe, expect, it } from 'vitest';
import { idOf, useMarketTestApp } from '../testing/market-test-app';

const TOKEN = 'operator-token-for-deals-tests';

/** NSE's bulk-deal layout (as in bulk_deals_20-AUG-2026.csv), dated a session of the test market. */
const BULK_FILE = [
  'Date,Symbol,Security Name,Client Name,Buy/Sell,Quantity Traded,Trade Price / Wght. Avg. Price,Remarks',
  '18-NOV-2026,ZZNOTLISTED,Not Listed Limited,ARIHANT CAPITAL MARKETS LIMITED,BUY,6849200,13.65,-',
  '18-NOV-2026,RELIANCE,Reliance Industries Ltd,SOME FUND,SELL,2000000,1500.00,-',
].join('\n');

type Refusal = { status: 0; message: string };

describe('bulk and block deals are simulated from the day’s volumes or imported, with the move since', {
  timeout: 180_000,
}, () => {
  const app = useMarketTestApp({ MARKET_DATA_IMPORT_TOKEN: TOKEN });

  it('lists the last closed session’s simulated bulk deals, largest first, each within the day’s range and volume', async () => {
    const { statusCode, body } = await app.get<DealsAnswer>('TodayActivity/getDeals?kind=bulk&size=200');
    expect(statusCode).toBe(200);
    expect(body.status).toBe(1);
    expect(body.source).toMatchObject({ kind: 'simulated', simulated: true, fileName: null });
    expect(body.date).toBe('2026-11-20');
    expect(body.nextDate).toBeNull();
    expect(body.previousDate).toBe('2026-11-19');
    expect(body.total).toBe(body.summary.deals);
    const state = app.state;
    const t = state.dates.indexOf('2026-11-20' as never);
    expect(t).toBeGreaterThan(0);
    for (const [i, deal] of body.rows.entries()) {
      if (i > 0) expect(deal.valueCr).toBeLessThanOrEqual(body.rows[i - 1]?.valueCr ?? 0);
      const bars = state.daily(idOf(state, deal.symbol));
      expect(deal.closeThatDay).toBe((bars.close[t] ?? 0) / 100);
      expect(deal.price * 100).toBeGreaterThanOrEqual(bars.low[t] ?? 0);
      expect(deal.price * 100).toBeLessThanOrEqual(bars.high[t] ?? 0);
      expect(deal.quantity).toBeLessThanOrEqual(bars.volume[t] ?? 0);
      expect(deal.pctOfShares ?? 0).toBeGreaterThan(0.5);
      expect(deal.valueCr).toBeCloseTo((deal.quantity * deal.price) / 1e7, 1);
    }
    const buys =
      body.rows.filter((d) => d.side === 'BUY').reduce((a, d) => a + d.quantity * d.price, 0) / 1e7;
    expect(body.summary.buyValueCr).toBeCloseTo(buys, 1);
    // The same day asked by date, and filtered by side.
    const sells = await app.get<DealsAnswer>(
      'TodayActivity/getDeals?kind=bulk&date=2026-11-20&side=SELL&size=200',
    );
    expect(sells.body.rows).toEqual(body.rows.filter((d) => d.side === 'SELL'));
  });

  it('lists block deals of at least ₹10 crore near the previous close', async () => {
    let seen = 0;
    let date: string | null = '2026-11-20';
    for (let k = 0; k < 15 && date !== null; k++) {
      const { body }: { body: DealsAnswer } = await app.get<DealsAnswer>(
        `TodayActivity/getDeals?kind=block&date=${date}`,
      );
      expect(body.status).toBe(1);
      for (const deal of body.rows) {
        expect(deal.valueCr).toBeGreaterThanOrEqual(10);
        seen++;
      }
      date = body.previousDate;
    }
    expect(seen).toBeGreaterThan(0);
  });

  it('refuses the live session, a weekend and a bad kind', async () => {
    for (const path of [
      'TodayActivity/getDeals?kind=bulk&date=2026-11-23',
      'TodayActivity/getDeals?kind=bulk&date=2026-11-15',
      'TodayActivity/getDeals?kind=giant',
      'TodayActivity/getDeals',
    ]) {
      const { statusCode, body } = await app.get<Refusal>(path);
      expect(statusCode, path).toBe(400);
      expect(body.status).toBe(0);
    }
  });

  it('answers an imported day from NSE’s file exactly, with the stock’s share of listed shares and its move since', async () => {
    const res = await app.t.app.inject({
      method: 'POST',
      url: '/api/v3/MarketData/importFile?fileName=bulk_deals_18-NOV-2026.csv',
      headers: { 'content-type': 'text/csv', authorization: `Bearer ${TOKEN}` },
      payload: BULK_FILE,
    });
    expect(res.json()).toMatchObject({ status: 1, files: [{ ok: true, rows: 2 }] });
    const { body } = await app.get<DealsAnswer>('TodayActivity/getDeals?kind=bulk&date=2026-11-18');
    expect(body.source).toMatchObject({
      kind: 'imported',
      simulated: false,
      fileName: 'bulk_deals_18-NOV-2026.csv',
    });
    expect(body.rows.map((d) => [d.symbol, d.side, d.quantity, d.price, d.valueCr])).toEqual([
      ['RELIANCE', 'SELL', 2_000_000, 1500, 300],
      ['ZZNOTLISTED', 'BUY', 6_849_200, 13.65, 9.35],
    ]);
    const [reliance, unknown] = body.rows;
    expect(unknown).toMatchObject({
      pctOfShares: null,
      closeThatDay: null,
      lastPrice: null,
      changeSincePct: null,
    });
    const state = app.state;
    const id = idOf(state, 'RELIANCE');
    const t = state.dates.indexOf('2026-11-18' as never);
    const factor = state.daily(id).adjFactor[t] ?? 1;
    const ltp = state.quote(id).ltp;
    expect(reliance?.lastPrice).toBe(ltp / 100);
    expect(reliance?.changeSincePct).toBeCloseTo((ltp / (150_000 * factor) - 1) * 100, 2);
    expect(reliance?.pctOfShares).toBeCloseTo((2_000_000 / (state.sharesOutstanding(id) * factor)) * 100, 3);
    expect(body.summary).toEqual({ deals: 2, stocks: 2, buyValueCr: 9.35, sellValueCr: 300 });
    // Block deals of that day are still simulated (the file was of bulk deals).
    const block = await app.get<DealsAnswer>('TodayActivity/getDeals?kind=block&date=2026-11-18');
    expect(block.body.source.kind).toBe('simulated');
  });

  it('measures what stocks did after a year of simulated deals, computed in the background, by side and by client', async () => {
    const ask = async (extra = '') => {
      for (let k = 0; k < 60; k++) {
        const { body }: { body: DealsPerformanceAnswer } = await app.get<DealsPerformanceAnswer>(
          `TodayActivity/getDealsPerformance?kind=bulk${extra}`,
        );
        expect(body.status).toBe(1);
        if (body.ready) return body;
        expect(body.progressPct).toBeLessThan(100);
      }
      throw new Error('the deals of the range were not computed in time');
    };
    const bySide = await ask('&to=2026-11-17');
    expect(bySide.source.kind).toBe('simulated');
    expect(bySide.to).toBe('2026-11-17');
    expect(bySide.overall.deals).toBeGreaterThan(100);
    expect(bySide.groups.reduce((a, g) => a + g.deals, 0)).toBe(bySide.overall.deals);
    const [t1, , t20, t60] = bySide.overall.horizons;
    expect(t1?.n).toBe(bySide.overall.deals);
    // The last 60 sessions' deals have no T+60 yet, the last 20 no T+20.
    expect(t60?.n ?? 0).toBeLessThan(t20?.n ?? 0);
    expect(t20?.n ?? 0).toBeLessThan(t1?.n ?? 0);
    for (const h of bySide.overall.horizons) {
      expect(h.abnormalCiLowPct ?? 0).toBeLessThanOrEqual(h.abnormalMeanPct ?? 0);
      expect(h.abnormalCiHighPct ?? 0).toBeGreaterThanOrEqual(h.abnormalMeanPct ?? 0);
    }
    expect(bySide.method).toContain('adjusted for splits');
    const byClient = await ask('&to=2026-11-17&groupBy=client&size=10');
    expect(byClient.total).toBeGreaterThan(5);
    expect(byClient.groups).toHaveLength(10);
    expect(byClient.groups.map((g) => g.deals)).toEqual(
      [...byClient.groups.map((g) => g.deals)].sort((a, b) => b - a),
    );
    // A file imported into the range replaces the simulation there (the kept outcomes are not reused).
    const res = await app.t.app.inject({
      method: 'POST',
      url: '/api/v3/MarketData/importFile?fileName=bulk_deals_17-NOV-2026.csv',
      headers: { 'content-type': 'text/csv', authorization: `Bearer ${TOKEN}` },
      payload: BULK_FILE.replaceAll('18-NOV-2026', '17-NOV-2026'),
    });
    expect(res.json()).toMatchObject({ status: 1, files: [{ ok: true, rows: 2 }] });
    const imported = await ask('&to=2026-11-17&size=5');
    expect(imported.source).toMatchObject({ kind: 'imported', fileName: 'bulk_deals_17-NOV-2026.csv' });
    expect(imported.overall.deals).toBe(2);
    const backwards = await app.get<Refusal>(
      'TodayActivity/getDealsPerformance?kind=bulk&from=2026-11-18&to=2026-11-10',
    );
    expect(backwards.statusCode).toBe(400);
  });
});
