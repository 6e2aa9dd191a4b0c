import type { DealDto, DealsAnswer, StockDealsAnswer } from '@nivesh/contracts';
import { describe, expect, it } from 'vitest';
import { useMarketTestApp } from '../testing/market-test-app';

const TOKEN = 'operator-token-for-stock-deals-tests';

/** NSE's bulk-deal layout, one RELIANCE sale on a session of the test market. */
const BULK_FILE = [
  'Date,Symbol,Security Name,Client Name,Buy/Sell,Quantity Traded,Trade Price / Wght. Avg. Price,Remarks',
  '18-NOV-2026,RELIANCE,Reliance Industries Ltd,SOME FUND,SELL,2000000,1500.00,-',
].join('\n');

type Refusal = { status: 0; message: string };

/** A deal without what moves with the live price between two requests (the last price, the change since). */
const fixed = ({ lastPrice: _l, changeSincePct: _c, ...deal }: DealDto) => deal;

describe("a stock's deals over a year are its simulated and imported deals, newest first", {
  timeout: 180_000,
}, () => {
  const app = useMarketTestApp({ MARKET_DATA_IMPORT_TOKEN: TOKEN });

  const stockDeals = async (query: string) => {
    // A year of simulated deals takes seconds on a quiet machine, a minute on a loaded one.
    for (const started = Date.now(); Date.now() - started < 150_000; ) {
      const { statusCode, body } = await app.get<StockDealsAnswer>(`TodayActivity/getStockDeals?${query}`);
      expect(statusCode).toBe(200);
      if (body.ready) return body;
      expect(body.rows).toEqual([]);
      expect(body.progressPct).toBeLessThan(100);
    }
    throw new Error('the deals of the range were not computed in time');
  };

  it("lists the year's bulk and block deals of a stock exactly as the days' lists show them", async () => {
    const day = await app.get<DealsAnswer>('TodayActivity/getDeals?kind=bulk&size=200');
    const first = day.body.rows[0];
    if (!first) throw new Error('the latest session has no simulated bulk deals');
    const body = await stockDeals(`symbol=${first.symbol.toLowerCase()}`);
    expect(body.symbol).toBe(first.symbol);
    expect(body.source.kind).toBe('simulated');
    expect(body.to).toBe('2026-11-20');
    expect(body.rows.length).toBeGreaterThan(0);
    expect(body.rows[0]?.date).toBe('2026-11-20');
    expect(body.rows).toContainEqual(
      expect.objectContaining({ ...fixed(first), date: '2026-11-20', kind: 'bulk' }),
    );
    for (const [i, row] of body.rows.entries()) {
      expect(row.symbol).toBe(first.symbol);
      expect(row.date >= body.from && row.date <= body.to).toBe(true);
      if (i > 0) expect(row.date <= (body.rows[i - 1]?.date ?? '')).toBe(true);
    }
    // Each day's deals of the stock are the ones that day's list shows for it.
    for (const row of body.rows.slice(0, 4)) {
      const listed = await app.get<DealsAnswer>(
        `TodayActivity/getDeals?kind=${row.kind}&date=${row.date}&symbol=${first.symbol}`,
      );
      const same = body.rows.filter((r) => r.date === row.date && r.kind === row.kind);
      expect(same.map(({ date: _d, kind: _k, ...r }) => r)).toEqual(expect.arrayContaining(listed.body.rows));
      expect(same).toHaveLength(listed.body.rows.length);
    }
    const bought = body.rows.filter((r) => r.side === 'BUY').reduce((a, r) => a + r.valueCr, 0);
    expect(body.buyValueCr).toBeCloseTo(bought, 2);
  });

  it('takes an imported day from its file, and refuses an unknown stock and a backwards range', async () => {
    const res = await app.t.app.inject({
      method: 'POST',
      url: '/api/v3/MarketData/importFile?fileName=bulk_deals_18-NOV-2026.csv',
      headers: { 'content-type': 'text/csv', authorization: `Bearer ${TOKEN}` },
      payload: BULK_FILE,
    });
    expect(res.json()).toMatchObject({ status: 1, files: [{ ok: true, rows: 1 }] });
    const body = await stockDeals('symbol=RELIANCE&from=2026-11-18&to=2026-11-18');
    expect(body.source).toMatchObject({ kind: 'imported', fileName: 'bulk_deals_18-NOV-2026.csv' });
    const bulk = body.rows.filter((r) => r.kind === 'bulk');
    expect(bulk.map((r) => [r.date, r.clientName, r.side, r.quantity, r.price, r.valueCr])).toEqual([
      ['2026-11-18', 'SOME FUND', 'SELL', 2_000_000, 1500, 300],
    ]);
    expect(body.sellValueCr).toBeGreaterThanOrEqual(300);
    for (const path of [
      'TodayActivity/getStockDeals?symbol=ZZNOSUCH',
      'TodayActivity/getStockDeals?symbol=RELIANCE&from=2026-11-18&to=2026-11-10',
      'TodayActivity/getStockDeals?symbol=RELIANCE&to=2026-11-15',
      'TodayActivity/getStockDeals',
    ]) {
      const refused = await app.get<Refusal>(path);
      expect(refused.statusCode, path).toBe(400);
      expect(refused.body.status).toBe(0);
    }
  });
});
