import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../clock';
import { testDrivers } from '../testing/test-database';
import { importNseFile } from './import.service';
import { type FileOutcome, importPath } from './import-path';
import { MARKET_FIXTURES_DIR, marketFixture, queryRows, useImportDatabase } from './import-test-support';
import { writeZip } from './zip-test-writer';

/** Each format of shared/data (in small fixtures of the real layouts), its table and its rows. */
const FORMATS: ReadonlyArray<readonly [file: string, table: string]> = [
  ['Bc010721.csv', 'corporate_actions'],
  ['bh010721.csv', 'week52_hits'],
  ['bulk_deals_11-DEC-2017.csv', 'deals'],
  ['block_deals_20-AUG-2026.csv', 'deals'],
  ['fo_holidays_2026.csv', 'market_holidays'],
  ['NIFTY_50_PE_PB_DivYield_sample.csv', 'index_valuations'],
  ['fii_dii_cash_daily_sample.csv', 'institutional_flows'],
  ['fii_dii_cash_monthly_sample.csv', 'institutional_flows'],
  ['nse_security_history_sample.csv', 'security_daily_bars'],
  ['NIVESHDEMO_daily_noheader.csv', 'security_daily_bars'],
  ['bhav_derived_history_sample.csv', 'security_daily_bars'],
  ['INDIA_VIX_nse_sample.csv', 'index_daily_bars'],
];

async function count(ctx: { db: Parameters<typeof queryRows>[0] }, table: string): Promise<number> {
  const result = await queryRows<{ n: number }>(ctx.db, sql.raw(`select count(*)::int as n from "${table}"`));
  return result.rows[0]?.n ?? -1;
}

describe.each(testDrivers())('every format of shared/data imports into its table (%s)', (driver) => {
  const ctx = useImportDatabase(driver);
  const clock = new ManualClock('2026-11-23T04:00:00.000Z');
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('stores the PR bundle, deals, holidays, P/E-P/B-yield, FII/DII and the per-security histories', async () => {
    for (const [file, table] of FORMATS) {
      const before = await count(ctx, table);
      const result = await importNseFile(ctx.db, file, marketFixture(file), clock);
      // The daily FII/DII fixture repeats a line, as the real file does eight times.
      const warnings =
        file === 'fii_dii_cash_daily_sample.csv'
          ? [
              'fii_dii_cash_daily_sample.csv line 4: duplicated row for DII on 2022-01-04 (the same as line 2) was dropped',
            ]
          : [];
      expect(result, file).toMatchObject({ conflicts: [], identical: 0, warnings });
      expect(result.rows, file).toBeGreaterThan(0);
      expect(await count(ctx, table), file).toBe(before + result.rows);
    }
    const life = await queryRows<{ high: number; low: number; vwap: number }>(
      ctx.db,
      sql`select week52_high::int as high, week52_low::int as low, vwap::int as vwap from security_daily_bars
          where symbol = 'NIVESHDEMO' and trade_date = '2021-06-08'`,
    );
    expect(life.rows).toEqual([{ high: 65000, low: 42050, vwap: 60632 }]);
    const flows = await queryRows<{ period: string; category: string; net: string }>(
      ctx.db,
      sql`select period, category, (net / 100)::text as net from institutional_flows order by period, category`,
    );
    expect(flows.rows).toEqual([
      { period: 'day', category: 'DII', net: '5329700000' },
      { period: 'day', category: 'FII', net: '12738600000' },
      { period: 'month', category: 'DII', net: '8576600000' },
      { period: 'month', category: 'FII', net: '17345400000' },
    ]);
  });

  it('a folder with sub-folders and a zip: progress per file, every skipped file with its reason, names by path', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'nivesh-formats-'));
    dirs.push(dir);
    mkdirSync(join(dir, 'nse_pr_bundle'));
    mkdirSync(join(dir, 'nse_option_chain'));
    copyFileSync(join(MARKET_FIXTURES_DIR, 'Bc010721.csv'), join(dir, 'nse_pr_bundle', 'Bc010721.csv'));
    copyFileSync(
      join(MARKET_FIXTURES_DIR, 'option_chain_v3_NIFTY_22-Sep-2026.json'),
      join(dir, 'nse_option_chain', 'option_chain_v3_NIFTY_22-Sep-2026.json'),
    );
    writeFileSync(join(dir, 'PROVENANCE.md'), '# where the files come from');
    writeFileSync(join(dir, '.DS_Store'), '');
    // A zip among them: its entries are files of the run, each reported as it is done.
    writeFileSync(
      join(dir, 'march.zip'),
      writeZip(['bh010721.csv', 'fo_holidays_2026.csv'].map((name) => ({ name, text: marketFixture(name) }))),
    );
    const heard: Array<[string, number, number]> = [];
    const outcomes = await importPath(ctx.db, dir, clock, (o: FileOutcome, done, total) =>
      heard.push([o.fileName, done, total]),
    );
    expect(heard).toEqual([
      ['.DS_Store', 1, 5],
      ['PROVENANCE.md', 2, 5],
      ['bh010721.csv', 3, 6],
      ['fo_holidays_2026.csv', 4, 6],
      ['nse_option_chain/option_chain_v3_NIFTY_22-Sep-2026.json', 5, 6],
      ['nse_pr_bundle/Bc010721.csv', 6, 6],
    ]);
    expect(outcomes.map((o) => (o.ok ? `ok ${o.result.format}` : o.error))).toEqual([
      '.DS_Store: skipped, a hidden file',
      'PROVENANCE.md: skipped, not a .csv, .json or .zip file',
      'ok week52-hits',
      'ok holiday-calendar',
      'ok option-chain-json',
      'ok corporate-actions',
    ]);
  });
});
