import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { isoDate, nseCalendar } from '@nivesh/market';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock';
import { REPO_ROOT } from '../../config';
import { testDrivers } from '../../testing/test-database';
import { MARKET_FIXTURES_DIR, queryRows, useImportDatabase } from '../import-test-support';
import { writeZip } from '../zip-test-writer';
import { ArchiveFetchJob } from './archive-fetch-job';
import { fetchArchiveDay } from './archive-fetcher';

/** The real shared NSE file where this checkout has it (PROVENANCE.md), else the fixture in its format. */
const SHARED: Readonly<Record<string, string>> = {
  'BhavCopy_NSE_CM_0_0_0_20260519_F_0000.csv': 'nse_bhavcopy_udiff/BhavCopy_NSE_CM_0_0_0_20260519_F_0000.csv',
  'Bc010721.csv': 'nse_pr_bundle/Bc010721_corporate_actions.csv',
  'bh010721.csv': 'nse_pr_bundle/bh010721_52week_high_low_hits.csv',
  'block_deals_20-AUG-2026.csv': 'nse_deals/block_deals_20-AUG-2026.csv',
};
const text = (name: string): string => {
  const shared = SHARED[name];
  const real = shared === undefined ? undefined : join(REPO_ROOT, '../shared/data', shared);
  return readFileSync(real && existsSync(real) ? real : `${MARKET_FIXTURES_DIR}${name}`, 'utf8');
};
const CM = 'BhavCopy_NSE_CM_0_0_0_20260519_F_0000.csv';
const FO = 'BhavCopy_NSE_FO_0_0_0_20240719_F_0000.csv';

/** NSE's archive as a local server: the fixtures in NSE's URL layout (zipped where NSE zips them). */
function archiveFiles(): Map<string, Buffer> {
  return new Map<string, Buffer>([
    [`/content/cm/${CM}.zip`, writeZip([{ name: CM, text: text(CM) }])],
    [`/content/fo/${FO}.zip`, writeZip([{ name: FO, text: text(FO) }])],
    [
      '/archives/equities/bhavcopy/pr/PR010721.zip',
      writeZip([
        { name: 'Bc010721.csv', text: text('Bc010721.csv') },
        { name: 'bh010721.csv', text: text('bh010721.csv') },
        // The bundle's other files (prices, gainers, …) are not read.
        { name: 'Pd010721.csv', text: 'MKT,SERIES,SYMBOL\nN,EQ,ABC\n' },
      ]),
    ],
    [
      '/api/historical/block-deals?from=20-08-2026&to=20-08-2026&csv=true',
      Buffer.from(text('block_deals_20-AUG-2026.csv')),
    ],
    ['/content/indices/ind_close_all_19052026.csv', Buffer.from(text('ind_close_all_19052026.csv'))],
    ['/content/nsccl/fao_participant_oi_01112021.csv', Buffer.from(text('fao_participant_oi_01112021.csv'))],
    // NSE's FII/DII answer: its latest day only (19 May 2026; ₹ crore, as strings).
    [
      '/api/fiidiiTradeReact',
      Buffer.from(
        JSON.stringify([
          {
            category: 'DII **',
            date: '19-May-2026',
            buyValue: '13,096.48',
            sellValue: '11,001.15',
            netValue: '2,095.33',
          },
          {
            category: 'FII/FPI *',
            date: '19-May-2026',
            buyValue: '9,874.20',
            sellValue: '12,310.62',
            netValue: '-2,436.42',
          },
        ]),
      ),
    ],
    // A day whose PR bundle is damaged and whose deals the server cannot give.
    ['/archives/equities/bhavcopy/pr/PR180526.zip', Buffer.from('not a zip')],
  ]);
}

describe.each(testDrivers())('the NSE archive fetcher (%s)', (driver) => {
  const ctx = useImportDatabase(driver);
  const clock = new ManualClock();
  let server: Server;
  let baseUrl = '';
  const requested: string[] = [];
  beforeAll(async () => {
    const files = archiveFiles();
    server = createServer((request, response) => {
      const url = request.url ?? '';
      requested.push(url);
      if (!request.headers['user-agent']) {
        response.writeHead(403).end();
        return;
      }
      if (url.startsWith('/api/historical/bulk-deals?from=18-05-2026')) {
        response.writeHead(503, 'Service Unavailable').end();
        return;
      }
      const body = files.get(url);
      if (body) response.writeHead(200).end(body);
      else response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const options = () => ({
    db: ctx.db,
    clock,
    fetch,
    baseUrls: { archives: baseUrl, api: baseUrl },
    timeoutMs: 10_000,
  });

  it("imports a day's equity bhavcopy from its zip, says what NSE has not published, and knows a second run", async () => {
    const report = await fetchArchiveDay(options(), isoDate('2026-05-19'));
    expect(report.failed).toBe(0);
    const cm = report.files.find((f) => f.dataset === 'equity bhavcopy');
    expect(cm).toMatchObject({ status: 'imported', url: `${baseUrl}/content/cm/${CM}.zip` });
    const stored = await queryRows<{ n: number }>(
      ctx.db,
      sql`select count(*)::int as n from equity_daily_bars where trade_date = '2026-05-19'`,
    );
    expect(stored.rows[0]?.n).toBe(cm?.rows);
    expect((cm?.rows ?? 0) > 0).toBe(true);
    expect(report.files.filter((f) => f.status === 'not-published').map((f) => f.dataset)).toEqual([
      'F&O bhavcopy',
      'PR bundle (corporate actions, 52-week hits)',
      'bulk deals',
      'block deals',
      'participant-wise open interest',
    ]);
    expect(report.files.find((f) => f.dataset === 'index closes')).toMatchObject({
      status: 'imported',
      rows: 5,
    });
    const nifty = await queryRows<{ close: number; pe: number }>(
      ctx.db,
      sql`select b.close, v.pe from index_daily_bars b join index_valuations v using (index_name, trade_date)
          where b.index_name = 'NIFTY 50' and b.trade_date = '2026-05-19'`,
    );
    expect(nifty.rows).toEqual([{ close: 24865.7, pe: 22.41 }]);
    expect(report.files.find((f) => f.dataset === 'FII/DII cash (provisional)')).toMatchObject({
      status: 'imported',
      rows: 2,
    });
    const flows = await queryRows<{ category: string; net: string }>(
      ctx.db,
      sql`select category, net::text as net from institutional_flows where trade_date = '2026-05-19' order by category`,
    );
    expect(flows.rows).toEqual([
      // ₹2,095.33 crore = 2,095.33 × 10⁷ rupees = 209,533 × 10⁷ paise.
      { category: 'DII', net: String(209_533 * 10_000_000) },
      { category: 'FII', net: String(-243_642 * 10_000_000) },
    ]);
    const again = await fetchArchiveDay(options(), isoDate('2026-05-19'));
    expect(again.files.find((f) => f.dataset === 'equity bhavcopy')?.status).toBe('already-imported');
    expect(again.failed).toBe(0);
  });

  it('reads corporate actions and 52-week hits out of the PR bundle and leaves its other files', async () => {
    const report = await fetchArchiveDay(options(), isoDate('2021-07-01'));
    const pr = report.files.find((f) => f.dataset.startsWith('PR bundle'));
    expect(pr?.status).toBe('imported');
    expect(pr?.detail).toBe('Bc010721.csv, bh010721.csv');
    const actions = await queryRows<{ n: number }>(
      ctx.db,
      sql`select count(*)::int as n from corporate_actions`,
    );
    const hits = await queryRows<{ n: number }>(ctx.db, sql`select count(*)::int as n from week52_hits`);
    expect(actions.rows[0]?.n).toBeGreaterThan(0);
    expect(hits.rows[0]?.n).toBeGreaterThan(0);
  });

  it("imports the F&O bhavcopy, a day's block deals and participant-wise open interest under the names the importer reads", async () => {
    const fo = await fetchArchiveDay(options(), isoDate('2024-07-19'));
    expect(fo.files.find((f) => f.dataset === 'F&O bhavcopy')?.status).toBe('imported');
    const deals = await fetchArchiveDay(options(), isoDate('2026-08-20'));
    expect(deals.files.find((f) => f.dataset === 'block deals')).toMatchObject({
      status: 'imported',
      detail: 'block_deals_20-AUG-2026.csv',
    });
    const oi = await fetchArchiveDay(options(), isoDate('2021-11-01'));
    expect(oi.files.find((f) => f.dataset === 'participant-wise open interest')?.status).toBe('imported');
  });

  it('reports a damaged file and a server error as failures, with the URL and the reason', async () => {
    const report = await fetchArchiveDay(options(), isoDate('2026-05-18'));
    expect(report.failed).toBe(2);
    expect(report.files.find((f) => f.dataset === 'bulk deals')).toMatchObject({
      status: 'failed',
      detail: 'HTTP 503 Service Unavailable',
    });
    expect(report.files.find((f) => f.dataset.startsWith('PR bundle'))?.detail).toMatch(/PR180526\.zip/);
    expect(report.files.find((f) => f.dataset === 'FII/DII cash (provisional)')).toMatchObject({
      status: 'not-published',
      detail: 'NSE gives FII/DII figures for its latest day only (it answered for 19-May-2026)',
    });
  });

  it('reports a server it cannot reach as a failed download, not a crash', async () => {
    const report = await fetchArchiveDay(
      { ...options(), baseUrls: { archives: 'http://127.0.0.1:9', api: 'http://127.0.0.1:9' } },
      isoDate('2026-05-19'),
    );
    expect(report.failed).toBe(8);
    expect(report.files[0]?.detail).toMatch(/^download failed: /);
  });

  it("as a job: fetches the last trading days, today's only after 19:00 IST, and retries only a day that failed", async () => {
    const infos: string[] = [];
    const warnings: string[] = [];
    const job = new ArchiveFetchJob({
      ...options(),
      calendar: nseCalendar,
      log: {
        info: (_: unknown, message: string) => void infos.push(message),
        warn: (_: unknown, message: string) => void warnings.push(message),
      },
    });
    // Tuesday 19 May 2026, 18:00 IST: today's files are not out yet.
    expect(job.dueDays(new Date('2026-05-19T12:30:00Z'))).toEqual(['2026-05-14', '2026-05-15', '2026-05-18']);
    expect(job.dueDays(new Date('2026-05-19T13:45:00Z'))).toEqual(['2026-05-15', '2026-05-18', '2026-05-19']);
    const first = await job.runDue(new Date('2026-05-19T13:45:00Z'));
    expect(first.map((r) => [r.date, r.failed])).toEqual([
      ['2026-05-15', 0],
      ['2026-05-18', 2],
      ['2026-05-19', 0],
    ]);
    expect(warnings.some((w) => w.startsWith('NSE archive bulk deals: HTTP 503'))).toBe(true);
    expect(infos.some((m) => m.startsWith('NSE archive 2026-05-19: '))).toBe(true);
    expect(job.dueDays(new Date('2026-05-19T14:00:00Z'))).toEqual(['2026-05-18']);
  });
});
