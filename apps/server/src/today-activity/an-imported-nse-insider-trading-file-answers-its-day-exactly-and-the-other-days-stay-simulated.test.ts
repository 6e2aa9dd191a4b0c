import type { InsiderTradesAnswer } from '@nivesh/contracts';
import { describe, expect, it } from 'vitest';
import { marketFixture } from '../market-data/import-test-support';
import { useMarketTestApp } from '../testing/market-test-app';

const TOKEN = 'operator-token-for-insider-tests';
const NAME = 'CF-Insider-Trading-equities-27-11-2026.csv';
const FILE = marketFixture(NAME);

describe('an imported NSE insider-trading file answers its day exactly; the other days stay simulated', {
  timeout: 180_000,
}, () => {
  const app = useMarketTestApp({ MARKET_DATA_IMPORT_TOKEN: TOKEN });

  const importFile = async (fileName: string, payload: string) => {
    const res = await app.t.app.inject({
      method: 'POST',
      url: `/api/v3/MarketData/importFile?fileName=${fileName}`,
      headers: { 'content-type': 'text/csv', authorization: `Bearer ${TOKEN}` },
      payload,
    });
    return res.json<{ status: number; files: { ok: boolean; rows?: number; error?: string }[] }>();
  };

  // The database is emptied before each test: each imports the file again.
  it('imports the file, then the broadcast session answers its six disclosures with the file’s figures and totals', async () => {
    expect(await importFile(NAME, FILE)).toMatchObject({
      status: 1,
      files: [{ ok: true, rows: 6, format: 'insider-trading', trade_dates: ['2026-11-27'] }],
    });
    const { statusCode, body } = await app.get<InsiderTradesAnswer>(
      'TodayActivity/getInsiderTrades?date=2026-11-27',
    );
    expect(statusCode).toBe(200);
    expect(body.source).toMatchObject({ kind: 'imported', simulated: false, fileName: NAME });
    expect(body.date).toBe('2026-11-27');
    // The imported day is the latest with disclosures; before it, the market's last closed session.
    expect(body).toMatchObject({ latestDate: '2026-11-27', previousDate: '2026-11-20', nextDate: null });
    expect(
      body.rows.map((r) => [
        r.symbol,
        r.person,
        r.category,
        r.mode,
        r.modeGroup,
        r.side,
        r.quantity,
        r.value,
      ]),
    ).toEqual([
      [
        'ADANIPORTS',
        'S K Patel Family Trust',
        'promoter',
        'pledge-revocation',
        'pledge',
        null,
        5_000_000,
        7_100_000_000,
      ],
      [
        'RELIANCE',
        'Vasundhara Commercials LLP',
        'promoter',
        'pledge-creation',
        'pledge',
        null,
        250_000,
        335_000_000,
      ],
      [
        'HDFCBANK',
        'Meera Venkataraman',
        'director',
        'market-purchase',
        'open-market',
        'acquired',
        10_000,
        17_345_000,
      ],
      [
        'TCS',
        'Rakesh Menon',
        'designated-person',
        'market-sale',
        'open-market',
        'disposed',
        1_500,
        6_312_450.75,
      ],
      ['INFY', 'Arvind Kulkarni', 'kmp', 'esop', 'esop', 'acquired', 12_000, 0],
      ['TITAN', 'Kavita Mehra', 'immediate-relative', 'off-market', 'other', 'disposed', 5_000, 0],
    ]);
    expect(body.rows.find((r) => r.symbol === 'TCS')).toMatchObject({
      company: 'Tata Consultancy Services Limited',
      securityType: 'Equity Shares',
      transaction: 'sell',
      beforeShares: 5_400,
      afterShares: 3_900,
      tradeFrom: '2026-11-25',
      tradeTo: '2026-11-26',
      intimationDate: '2026-11-27',
      broadcastDate: '2026-11-27',
      filed: {
        category: 'Designated Employee',
        mode: 'Market Sale',
        value: 6_312_450.75,
        broadcastTime: '20:11',
      },
    });
    expect(body.rows.find((r) => r.symbol === 'HDFCBANK')).toMatchObject({
      beforeShares: null,
      beforePct: null,
      intimationDate: null,
    });
    expect(body.rows.find((r) => r.symbol === 'TITAN')?.filed).toMatchObject({ mode: 'Gift', value: null });
    expect(body.totals).toEqual({
      disclosures: 6,
      companies: 6,
      openMarketBuy: { count: 1, valueCr: 1.73 },
      openMarketSell: { count: 1, valueCr: 0.63 },
      esop: { count: 1, valueCr: 0 },
      pledgeCreated: { count: 1, valueCr: 33.5 },
      pledgeReleased: { count: 1, valueCr: 710 },
      pledgeInvoked: { count: 0, valueCr: 0 },
      other: { count: 1, valueCr: 0 },
    });
    expect(body.groupCounts).toEqual({ all: 6, 'open-market': 2, esop: 1, pledge: 2, other: 1 });
    // The latest day is the imported one when no date is asked; filters work on it as on simulated days.
    const latest = await app.get<InsiderTradesAnswer>('TodayActivity/getInsiderTrades?group=pledge&size=5');
    expect(latest.body.date).toBe('2026-11-27');
    expect(latest.body.rows.map((r) => r.symbol)).toEqual(['ADANIPORTS', 'RELIANCE']);
    const tcs = await app.get<InsiderTradesAnswer>('TodayActivity/getInsiderTrades?symbol=tcs');
    expect(tcs.body.rows.map((r) => r.person)).toEqual(['Rakesh Menon']);
    expect(tcs.body.totals.disclosures).toBe(1);
  });

  it('keeps the simulated sessions, now pointing on to the imported day', async () => {
    await importFile(NAME, FILE);
    const { body } = await app.get<InsiderTradesAnswer>('TodayActivity/getInsiderTrades?date=2026-11-20');
    expect(body.source).toMatchObject({ kind: 'simulated', fileName: null });
    expect(body.nextDate).toBe('2026-11-27');
    expect(body.latestDate).toBe('2026-11-27');
    expect(body.rows.length).toBeGreaterThan(0);
    expect(body.rows.every((r) => r.filed === undefined)).toBe(true);
  });

  it('refuses the same day again, from the same or another file, and keeps the first import', async () => {
    expect((await importFile(NAME, FILE)).files[0]).toMatchObject({ ok: true });
    const again = await importFile(NAME, FILE);
    expect(again.files[0]).toMatchObject({ ok: false });
    expect(again.files[0]?.error).toContain('already imported');
    const other = FILE.replace('Rakesh Menon', 'Rakesh Menon Jr');
    const renamed = await importFile('CF-Insider-Trading-equities-27-11-2026 (1).csv', other);
    expect(renamed.files[0]?.error).toContain(
      `insider-trading disclosures for 2026-11-27 are already imported (from ${NAME}`,
    );
    const { body } = await app.get<InsiderTradesAnswer>('TodayActivity/getInsiderTrades?date=2026-11-27');
    expect(body.source.fileName).toBe(NAME);
    expect(body.rows).toHaveLength(6);
    expect(body.rows.map((r) => r.person)).toContain('Rakesh Menon');
  });

  it('refuses a malformed file whole, naming file and line, and imports nothing of it', async () => {
    const bad = FILE.replace('17345000,Buy', '17345000,Swap').replaceAll('27-Nov-2026', '18-Nov-2026');
    const res = await importFile('CF-Insider-Trading-equities-18-11-2026.csv', bad);
    expect(res.files[0]).toMatchObject({ ok: false });
    expect(res.files[0]?.error).toContain(
      "CF-Insider-Trading-equities-18-11-2026.csv line 5: ACQUISITION/DISPOSAL TRANSACTION TYPE 'Swap' is not one",
    );
    const { body } = await app.get<InsiderTradesAnswer>('TodayActivity/getInsiderTrades?date=2026-11-18');
    expect(body.source.kind).toBe('simulated');
  });
});
