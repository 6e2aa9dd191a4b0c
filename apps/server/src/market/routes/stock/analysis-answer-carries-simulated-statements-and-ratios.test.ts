import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../testing/test-app-lifecycle';
import { stockTestMarket } from './stock-test-support';

const t = stockTestMarket();
const state = t.market.feed.state;

interface Row {
  period: string;
  revenue: number;
  operatingProfit: number;
  opmPct: number | null;
  netProfit: number;
  equity: number;
}

const sum = (rows: readonly Row[], pick: (r: Row) => number) => rows.reduce((s, r) => s + pick(r), 0);

describe('stock/gethStockAnalysisData', () => {
  const ctx = useTestApp('pglite', { market: t.market });
  const get = async (url: string) => (await ctx.t.app.inject({ url: `/api/v3/${url}` })).json();

  it('labels the statements simulated and gives ten years and twelve quarters in ₹ crore', async () => {
    const body = await get('stock/gethStockAnalysisData?symbol=TCS');
    expect(body.status).toBe(1);
    expect(body.simulatedStatements).toBe(true);
    expect(body.annual).toHaveLength(10);
    expect(body.quarterly).toHaveLength(12);
    expect(body.annual.at(-1).period).toMatch(/^FY\d{4}$/);
    expect(body.quarterly.at(-1).period).toMatch(/^Q[1-4] FY\d{4}$/);
    for (const row of [...body.annual, ...body.quarterly] as Row[]) {
      expect(row.opmPct).toBeCloseTo((row.operatingProfit / row.revenue) * 100, 1);
    }
    // Only results published by today's session: the last period ended before it.
    expect(body.quarterly.at(-1).periodEnd < state.sessionDate).toBe(true);
  });

  it('a fiscal year’s four quarters add up to the year', async () => {
    const body = await get('stock/gethStockAnalysisData?symbol=INFY');
    const quarters: Row[] = body.quarterly;
    const year = body.annual.find(
      (a: Row) => quarters.filter((q) => q.period.endsWith(a.period)).length === 4,
    );
    if (!year) throw new Error('no fiscal year with four quarters');
    const ofYear = quarters.filter((q) => q.period.endsWith(year.period));
    expect(sum(ofYear, (q) => q.revenue)).toBeCloseTo(year.revenue, 0);
    expect(sum(ofYear, (q) => q.netProfit)).toBeCloseTo(year.netProfit, 0);
  });

  it('ratios follow the statements at the live price: market cap, P/E on four quarters, ROE on average equity', async () => {
    const body = await get('stock/gethStockAnalysisData?symbol=ITC');
    const id = t.idOf('ITC');
    const ltp = state.quote(id).ltp / 100;
    const shares = state.meta(id).sharesOutstanding ?? 0;
    const marketCapCr = (ltp * shares) / 1e7;
    expect(body.ltp).toBe(ltp);
    expect(body.ratios.marketCapCr).toBe(Math.round(marketCapCr));
    const ttmProfit = sum(body.quarterly.slice(-4), (q: Row) => q.netProfit);
    expect(body.ratios.pe).toBeCloseTo(marketCapCr / ttmProfit, 1);
    const [before, last] = body.annual.slice(-2) as Row[];
    if (!before || !last) throw new Error('too few years');
    expect(body.ratios.roe).toBeCloseTo((last.netProfit / ((before.equity + last.equity) / 2)) * 100, 1);
    expect(body.ratios.faceValue).toBe(1);
  });

  it('peers carry the same P/E and ROE as the analysis of each stock', async () => {
    const board = await get('stock/getBoardsDataBySymbol?symbol=TCS');
    const infy = board.peers.find((p: { symbol: string }) => p.symbol === 'INFY');
    const analysis = await get('stock/gethStockAnalysisData?symbol=INFY');
    expect(infy.pe).toBe(analysis.ratios.pe);
    expect(infy.roe).toBe(analysis.ratios.roe);
  });

  it('refuses an index and an unknown symbol', async () => {
    expect((await get('stock/gethStockAnalysisData?symbol=NIFTY%2050')).status).toBe(0);
    expect(await get('stock/gethStockAnalysisData?symbol=NOSUCHCO')).toEqual({
      status: 0,
      message: 'No stock with symbol NOSUCHCO',
    });
  });
});
