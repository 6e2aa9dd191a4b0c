import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../clock';
import type { Db } from '../db/database';
import { testDrivers } from '../testing/test-database';
import { importFiiStatsFile } from './import.service';
import { importOne } from './import-path';
import { MARKET_FIXTURES_DIR, queryRows, useImportDatabase } from './import-test-support';

const NAME = 'fii_stats_27-Nov-2026.xls';
const bytes = (name: string) => new Uint8Array(readFileSync(`${MARKET_FIXTURES_DIR}${name}`));

async function stored(db: Db): Promise<{ n: number; files: number }> {
  const result = await queryRows<{ n: number; files: number }>(
    db,
    sql`select (select count(*) from fii_derivatives_stats)::int as n,
      (select count(*) from import_log where dataset = 'fii-derivatives-stats')::int as files`,
  );
  return result.rows[0] ?? { n: -1, files: -1 };
}

describe.each(testDrivers())('an fii_stats workbook imports its day once (%s)', (driver) => {
  const ctx = useImportDatabase(driver);
  const clock = new ManualClock('2026-11-28T04:00:00.000Z');

  it('stores the 14 rows of the file in its order with the figures as written', async () => {
    const result = await importFiiStatsFile(ctx.db, NAME, bytes(NAME), clock);
    expect(result).toMatchObject({ format: 'fii-stats', dataset: 'fii-derivatives-stats', rows: 14 });
    expect(result.tradeDates).toEqual(['2026-11-27']);
    const rows = await queryRows<Record<string, unknown>>(
      ctx.db,
      sql`select label, segment, index_symbol, position, buy_contracts, buy_crore, sell_contracts,
        sell_crore, oi_contracts, oi_crore, source_file from fii_derivatives_stats
        where label in ('INDEX OPTIONS', 'NIFTY FUTURES') order by position`,
    );
    expect(
      rows.rows.map((r) => ({
        ...r,
        buy_contracts: Number(r.buy_contracts),
        sell_contracts: Number(r.sell_contracts),
        oi_contracts: Number(r.oi_contracts),
      })),
    ).toEqual([
      {
        label: 'NIFTY FUTURES',
        segment: 'indexFutures',
        index_symbol: 'NIFTY',
        position: 0,
        buy_contracts: 28451,
        buy_crore: 4398.72,
        sell_contracts: 27112,
        sell_crore: 4189.05,
        oi_contracts: 201337,
        oi_crore: 31126.84,
        source_file: NAME,
      },
      {
        label: 'INDEX OPTIONS',
        segment: 'indexOptions',
        index_symbol: null,
        position: 11,
        buy_contracts: 3903141,
        buy_crore: 616218.17,
        sell_contracts: 3883514,
        sell_crore: 613468.02,
        oi_contracts: 1674520,
        oi_crore: 263583.21,
        source_file: NAME,
      },
    ]);
  });

  it('refuses the day again, under the same or another name, and changes nothing', async () => {
    await importFiiStatsFile(ctx.db, NAME, bytes(NAME), clock);
    const again = await importOne(ctx.db, NAME, bytes(NAME), clock);
    expect(again).toMatchObject({ ok: false });
    expect(again.ok ? '' : again.error).toContain(
      'FII derivatives statistics for 2026-11-27 are already imported (from fii_stats_27-Nov-2026.xls',
    );
    const renamed = await importOne(ctx.db, 'nse/fii_stats_27-Nov-2026 (1).xls', bytes(NAME), clock);
    expect(renamed.ok ? '' : renamed.error).toContain('already imported');
    expect(await stored(ctx.db)).toEqual({ n: 14, files: 1 });
  });

  it('refuses a bad cell or a truncated file whole, naming the file and the row', async () => {
    const bad = await importOne(
      ctx.db,
      'fii_stats_bad_27-Nov-2026.xls',
      bytes('fii_stats_bad_27-Nov-2026.xls'),
      clock,
    );
    expect(bad.ok ? '' : bad.error).toBe(
      "fii_stats_bad_27-Nov-2026.xls line 15: row 15 (INDEX OPTIONS), cell E15: sell amount 'abc' is not a number",
    );
    const cut = await importOne(ctx.db, NAME, bytes(NAME).subarray(0, 3000), clock);
    expect(cut.ok ? '' : cut.error).toMatch(/^fii_stats_27-Nov-2026\.xls line 1: .*truncated/);
    expect(await stored(ctx.db)).toEqual({ n: 0, files: 0 });
  });
});
