import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CorporateActionsAnswer } from '@nivesh/contracts';
import { addCalendarDays, type IsoDate, parseCorporateActions, purposeText } from '@nivesh/market';
import { describe, expect, it } from 'vitest';
import { idOf, useMarketTestApp } from '../testing/market-test-app';

const TOKEN = 'operator-token-for-corporate-actions-tests';

/** NSE's Bc<ddmmyy>.csv layout (as in Bc010721.csv), announced on 2026-11-16, going ex on 2026-11-18. */
const BC_FILE = [
  'SERIES,SYMBOL,SECURITY,RECORD_DT,BC_STRT_DT,BC_END_DT,EX_DT,ND_STRT_DT,ND_END_DT,PURPOSE',
  'EQ,RELIANCE,Reliance Industries Ltd,18/11/2026, , ,18/11/2026, , ,Dividend - Rs 3 & Special Dividend - Rs 3',
  'EQ,TCS,Tata Consultancy Services,18/11/2026, , ,18/11/2026, , ,Dividend - 150%   ',
  'EQ,ZZNOTLISTED,Not Listed Ltd,18/11/2026, , ,18/11/2026, , ,BON1:1/FVSPLTFRMRS5TORS2',
  'BE,ZZAGM,Zz Agm Ltd, ,10/11/2026,18/11/2026,18/11/2026, , ,ANNUAL GENERAL MEETING   ',
  'EQ,INFY,Infosys Limited,04/12/2026, , ,04/12/2026, , ,AGM/DIV - RS 2.50 PER SH',
  // A mutual fund's payout: a record date and no ex-date (listed on its record date).
  'MF,ZZFUND,ZZ AMC - ZZFUND,18/11/2026, , , , , ,DIV/REDEMPTION           ',
].join('\n');

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const REAL_FILE = path.resolve(repoRoot, '../shared/data/nse_pr_bundle/Bc010721_corporate_actions.csv');

type Refusal = { status: 0; message: string };

describe('corporate actions are the market’s own price adjustments, or an imported Bc file parsed', {
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
    return res.json<{ status: number; files: Array<{ ok: boolean; rows: number }> }>();
  };

  it('lists a stock’s simulated actions exactly as the ones its price history is adjusted for', async () => {
    const feed = app.market.market.feed;
    const state = app.state;
    const withActions = state.dates.length > 0 ? ['RELIANCE', 'TCS', 'INFY', 'HDFCBANK', 'ITC', 'SBIN'] : [];
    let checked = 0;
    for (const symbol of withActions) {
      const actions = feed.corporateActions(symbol).filter((a) => a.exDate > (state.dates[0] ?? ''));
      if (actions.length === 0) continue;
      const { statusCode, body } = await app.get<CorporateActionsAnswer>(
        `TodayActivity/getCorporateActions?symbol=${symbol.toLowerCase()}&size=200`,
      );
      expect(statusCode).toBe(200);
      expect(body.source).toMatchObject({ kind: 'simulated', simulated: true, fileName: null });
      expect(body.symbol).toBe(symbol);
      const expected = [...actions].reverse();
      expect(body.rows.map((r) => [r.exDate, r.recordDate, r.purpose])).toEqual(
        expected.map((a) => [a.exDate, a.exDate, purposeText(a)]),
      );
      for (const [k, a] of expected.entries()) {
        const row = body.rows[k];
        expect(row?.kind).toBe(a.kind);
        if (a.kind === 'dividend') {
          expect(row?.amount).toBe(a.amountPaise / 100);
          const t = state.dates.indexOf(a.exDate);
          const before = state.daily(idOf(state, symbol)).close[t - 1] ?? 0;
          expect(row?.previousClose).toBe(before / 100);
          expect(row?.yieldPct).toBeCloseTo((a.amountPaise / before) * 100, 2);
        }
      }
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('answers the latest session with actions by default, with its neighbours, counts and what is announced ahead', async () => {
    const { statusCode, body } = await app.get<CorporateActionsAnswer>('TodayActivity/getCorporateActions');
    expect(statusCode).toBe(200);
    expect(body.date).toBe(body.latestDate);
    expect(body.date <= '2026-11-23').toBe(true);
    expect(body.nextDate).toBeNull();
    expect(body.total).toBeGreaterThan(0);
    for (const row of body.rows) expect(row.exDate).toBe(body.date);
    const counted = body.counts.reduce((a, c) => a + c.count, 0);
    expect(counted).toBeGreaterThanOrEqual(body.total);
    // Upcoming: announced (three weeks ahead) by the day, never further.
    const limit = addCalendarDays(body.date as IsoDate, 21);
    for (const row of body.upcoming) {
      expect(row.exDate && row.exDate > body.date && row.exDate <= limit).toBe(true);
      expect((row.announcedOn ?? '') <= body.date).toBe(true);
    }
    // Stepping back keeps to sessions with actions; a kind filter keeps only that kind.
    const previous = body.previousDate;
    expect(previous).not.toBeNull();
    const before = await app.get<CorporateActionsAnswer>(
      `TodayActivity/getCorporateActions?date=${previous}&kind=dividend`,
    );
    expect(before.body.nextDate).toBe(body.date);
    for (const row of before.body.rows) expect(row.kinds).toContain('dividend');
  });

  it('shows an imported Bc file’s rows for their ex-date with the amounts its PURPOSE texts give', async () => {
    expect(await importFile('Bc161126.csv', BC_FILE)).toMatchObject({
      status: 1,
      files: [{ ok: true, rows: 6 }],
    });
    const { body } = await app.get<CorporateActionsAnswer>(
      'TodayActivity/getCorporateActions?date=2026-11-18',
    );
    expect(body.source).toMatchObject({ kind: 'imported', simulated: false, fileName: 'Bc161126.csv' });
    expect(body.rows.map((r) => [r.symbol, r.kind, r.amount, r.ratio, r.recordDate])).toEqual([
      ['ZZNOTLISTED', 'split', null, '₹5 → ₹2', '2026-11-18'],
      ['RELIANCE', 'dividend', 6, null, '2026-11-18'],
      // 150 % of TCS's ₹1 face value.
      ['TCS', 'dividend', 1.5, null, '2026-11-18'],
      ['ZZFUND', 'dividend', null, null, '2026-11-18'],
      ['ZZAGM', 'meeting', null, null, null],
    ]);
    // A real file's dividend is not measured against the simulated market's prices.
    expect(body.rows[1]).toMatchObject({ previousClose: null, yieldPct: null, changeSincePct: null });
    expect(body.counts.find((c) => c.kind === 'bonus')?.count).toBe(1);
    // INFY's AGM dividend of 4 December is upcoming from the 18th (announced on the 16th).
    expect(body.upcoming.map((r) => [r.symbol, r.amount])).toEqual([['INFY', 2.5]]);
    const bonuses = await app.get<CorporateActionsAnswer>(
      'TodayActivity/getCorporateActions?date=2026-11-18&kind=bonus',
    );
    expect(bonuses.body.rows.map((r) => r.symbol)).toEqual(['ZZNOTLISTED']);
  });

  it.skipIf(!existsSync(REAL_FILE))(
    'imports NSE’s real Bc010721 file and shows each ex-date’s rows',
    async () => {
      const text = readFileSync(REAL_FILE, 'utf8');
      const parsed = parseCorporateActions('Bc010721.csv', text);
      expect(await importFile('Bc010721.csv', text)).toMatchObject({ status: 1 });
      const exDate = parsed.rows.find((r) => r.exDate !== null && r.series === 'EQ')?.exDate ?? '';
      const { statusCode, body } = await app.get<CorporateActionsAnswer>(
        `TodayActivity/getCorporateActions?date=${exDate}&size=200`,
      );
      expect(statusCode).toBe(200);
      expect(body.source.fileName).toBe('Bc010721.csv');
      expect(body.total).toBe(parsed.rows.filter((r) => (r.exDate ?? r.recordDate) === exDate).length);
      for (const row of body.rows)
        if (row.kinds.includes('dividend') && /\d/.test(row.purpose))
          expect(row.amount ?? 0).toBeGreaterThan(0);
    },
  );

  it('refuses a malformed date, a weekend, a day after the session, an unknown kind or stock', async () => {
    for (const query of [
      'date=18-11-2026',
      'date=2026-11-15',
      'date=2026-12-01',
      'kind=coupon',
      'symbol=ZZZZNONE',
    ]) {
      const { statusCode, body } = await app.get<Refusal>(`TodayActivity/getCorporateActions?${query}`);
      expect(statusCode, query).toBe(400);
      expect(body.status).toBe(0);
    }
  });
});
