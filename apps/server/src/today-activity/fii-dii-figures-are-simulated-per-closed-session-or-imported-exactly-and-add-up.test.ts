import type { FiiDiiActivitiesAnswer, FiiDiiDataAnswer, Flow } from '@nivesh/contracts';
import { describe, expect, it } from 'vitest';
import { useMarketTestApp } from '../testing/market-test-app';

const TOKEN = 'operator-token-for-fii-dii-tests';

/** NSE's daily report layout (real figures of 3 and 4 Jan 2022), re-dated to sessions of the test market. */
const DAILY_FILE = [
  ',category,date,buyValue,sellValue,netValue',
  '0,DII **,20-Nov-2026,5250.38,4717.41,532.97',
  '1,FII/FPI *,20-Nov-2026,5834.72,4560.86,1273.86',
  '2,DII **,19-Nov-2026,4815.58,4012.47,803.11',
  '3,FII/FPI *,19-Nov-2026,4226.3,3323.66,902.64',
].join('\n');

/** NSE's monthly compilation layout: two real months and a running one. */
const MONTHLY_FILE = [
  'trade_date,gross_purchase_fii,gross_sales_fii,net_purchase_sales_fii,gross_purchase_dii,gross_sales_dii,net_purchase_sales_dii',
  '2025-11-28,231460.74,248375.39,-16914.65,306540.18,229401.58,77138.60',
  '2025-12-31,249054.90,283404.52,-34349.62,356905.61,277285.70,79619.91',
  '2026-01-27,228507.36,272280.24,-43772.88,301780.88,237958.46,63822.42',
].join('\n');

type Refusal = { status: 0; message: string };
const cents = (n: number) => Math.round(n * 100);

function expectNetIsBuyMinusSell(flow: Flow) {
  // Each figure is rounded to ₹0.01 crore, so net may differ from buy − sell by one step.
  expect(Math.abs(cents(flow.buy) - cents(flow.sell) - cents(flow.net))).toBeLessThanOrEqual(1);
}

describe('FII/DII figures are simulated per closed session or imported exactly, and add up', {
  timeout: 180_000,
}, () => {
  const app = useMarketTestApp({ MARKET_DATA_IMPORT_TOKEN: TOKEN });
  const importFile = async (fileName: string, text: string, rows: number) => {
    const res = await app.t.app.inject({
      method: 'POST',
      url: `/api/v3/MarketData/importFile?fileName=${fileName}`,
      headers: { 'content-type': 'text/csv', authorization: `Bearer ${TOKEN}` },
      payload: text,
    });
    expect(res.json()).toMatchObject({ status: 1, files: [{ ok: true, rows }] });
  };

  it('answers the last closed session from the simulation (the live session has no figures yet), and its totals add up', async () => {
    const { statusCode, body } = await app.get<FiiDiiDataAnswer>('TodayActivity/getFiiDiiData?days=60');
    expect(statusCode).toBe(200);
    expect(body.status).toBe(1);
    expect(body.source).toMatchObject({ kind: 'simulated', simulated: true, fileName: null, live: true });
    // The demo clock is Monday 23 Nov 2026, 10:30, trading: Friday's session is the latest with figures.
    expect(body.day.date).toBe('2026-11-20');
    expect(body.latestDate).toBe('2026-11-20');
    expect(body.nextDate).toBeNull();
    expect(body.previousDate).toBe('2026-11-19');
    expect(body.provisional).toBe(true);
    expect(body.history).toHaveLength(60);
    expect(body.history[0]).toEqual(body.day);
    expect(body.day.niftyClose).toBeGreaterThan(0);
    for (const day of body.history) {
      expectNetIsBuyMinusSell(day.fii);
      expectNetIsBuyMinusSell(day.dii);
      expect(day.fii.buy).toBeGreaterThan(0);
      expect(day.dii.sell).toBeGreaterThan(0);
    }
    // Month to date = the history's November sessions, added up.
    const november = body.history.filter((d) => d.date.startsWith('2026-11'));
    expect(body.monthToDate).toMatchObject({
      from: november.at(-1)?.date,
      to: '2026-11-20',
      sessions: november.length,
    });
    const fiiNet = november.reduce((a, d) => a + cents(d.fii.net), 0);
    expect(Math.abs(cents(body.monthToDate.fii.net) - fiiNet)).toBeLessThanOrEqual(november.length);
    expect(body.yearToDate.sessions).toBeGreaterThan(200);
    expect(body.yearToDate.from.startsWith('2026-01')).toBe(true);
    // The same session asked by date gives the same figures; the previous one is another day.
    const again = await app.get<FiiDiiDataAnswer>('TodayActivity/getFiiDiiData?date=2026-11-20&days=5');
    expect(again.body.day).toEqual(body.day);
    const before = await app.get<FiiDiiDataAnswer>('TodayActivity/getFiiDiiData?date=2026-11-19&days=5');
    expect(before.body.day).toEqual(body.history[1]);
    expect(before.body.nextDate).toBe('2026-11-20');
  });

  it('refuses the live session, a weekend, a future day and a day before the history, saying what to pick', async () => {
    for (const [date, words] of [
      ['2026-11-23', 'after the latest session (2026-11-20)'],
      ['2026-11-15', 'not an NSE session'],
      ['2026-12-01', 'after the latest session'],
      ['2031-13-01', 'date'],
      ['1990-01-01', 'outside the NSE calendar'],
    ] as const) {
      const { statusCode, body } = await app.get<Refusal>(`TodayActivity/getFiiDiiData?date=${date}`);
      expect(statusCode, date).toBe(400);
      expect(body.status).toBe(0);
      expect(body.message, date).toContain(words);
    }
  });

  it('adds the simulated sessions up by month and by year, newest first, with the cumulative flows', async () => {
    const months = (
      await app.get<FiiDiiActivitiesAnswer>('TodayActivity/getFiiDiiActivities?period=month&size=12')
    ).body;
    expect(months.status).toBe(1);
    expect(months.source.kind).toBe('simulated');
    expect(months.rows).toHaveLength(12);
    expect(months.rows[0]).toMatchObject({ period: '2026-11', to: '2026-11-20', partial: true });
    expect(months.rows[1]).toMatchObject({ period: '2026-10', partial: false });
    expect(months.total).toBe(months.cumulative.length);
    // November's total is the data page's month to date.
    const day = (await app.get<FiiDiiDataAnswer>('TodayActivity/getFiiDiiData')).body;
    expect(months.rows[0]?.fii).toEqual(day.monthToDate.fii);
    expect(months.rows[0]?.sessions).toBe(day.monthToDate.sessions);
    // The cumulative line ends at the sum of every month's net.
    const page2 = (
      await app.get<FiiDiiActivitiesAnswer>('TodayActivity/getFiiDiiActivities?period=month&size=12&page=2')
    ).body;
    expect(page2.rows[0]?.period).toBe('2025-11');
    const years = (await app.get<FiiDiiActivitiesAnswer>('TodayActivity/getFiiDiiActivities?period=year'))
      .body;
    expect(years.rows[0]).toMatchObject({ period: '2026', partial: true, sessions: day.yearToDate.sessions });
    expect(years.rows[0]?.dii).toEqual(day.yearToDate.dii);
    const lastCum = years.cumulative.at(-1);
    const sumNet = years.rows.reduce((a, r) => a + cents(r.fii.net), 0);
    expect(Math.abs(cents(lastCum?.fiiNet ?? 0) - sumNet)).toBeLessThanOrEqual(years.rows.length);
    const bad = await app.get<Refusal>('TodayActivity/getFiiDiiActivities?period=week');
    expect(bad.statusCode).toBe(400);
  });

  it('answers imported days exactly from NSE’s report, keeps the simulation apart, and uses an imported monthly compilation', async () => {
    await importFile('fii_dii_cash_daily_nse.csv', DAILY_FILE, 4);
    const { body } = await app.get<FiiDiiDataAnswer>('TodayActivity/getFiiDiiData?date=2026-11-20');
    expect(body.source).toMatchObject({
      kind: 'imported',
      simulated: false,
      fileName: 'fii_dii_cash_daily_nse.csv',
    });
    expect(body.day.fii).toEqual({ buy: 5834.72, sell: 4560.86, net: 1273.86 });
    expect(body.day.dii).toEqual({ buy: 5250.38, sell: 4717.41, net: 532.97 });
    // History and totals from the imported days only.
    expect(body.history.map((d) => d.date)).toEqual(['2026-11-20', '2026-11-19']);
    expect(body.monthToDate).toMatchObject({ sessions: 2, fii: { net: 2176.5 }, dii: { net: 1336.08 } });
    expect(body.earliestDate).toBe('2026-11-19');
    // A session without an imported report is still simulated.
    const simulated = await app.get<FiiDiiDataAnswer>('TodayActivity/getFiiDiiData?date=2026-11-18');
    expect(simulated.body.source.kind).toBe('simulated');
    expect(simulated.body.nextDate).toBe('2026-11-19');

    await importFile('fii_dii_cash_monthly.csv', MONTHLY_FILE, 6);
    const months = (await app.get<FiiDiiActivitiesAnswer>('TodayActivity/getFiiDiiActivities?period=month'))
      .body;
    expect(months.source).toMatchObject({ kind: 'imported', fileName: 'fii_dii_cash_monthly.csv' });
    expect(months.rows.map((r) => [r.period, r.fii.net, r.dii.net, r.sessions, r.partial])).toEqual([
      ['2026-01', -43772.88, 63822.42, null, true],
      ['2025-12', -34349.62, 79619.91, null, false],
      ['2025-11', -16914.65, 77138.6, null, false],
    ]);
    expect(months.rows[1]?.fii).toEqual({ buy: 249054.9, sell: 283404.52, net: -34349.62 });
    expect(months.cumulative.map((p) => p.fiiNet)).toEqual([-16914.65, -51264.27, -95037.15]);
    // (Another URL than the simulated years' above: answers are kept for the market tick.)
    const years = (
      await app.get<FiiDiiActivitiesAnswer>('TodayActivity/getFiiDiiActivities?period=year&size=10')
    ).body;
    expect(years.rows.map((r) => [r.period, r.fii.net, r.partial])).toEqual([
      ['2026', -43772.88, true],
      ['2025', -51264.27, false],
    ]);
  });
});
