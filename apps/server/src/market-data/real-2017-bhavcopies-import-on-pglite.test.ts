import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseNseFile } from '@nivesh/market';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../clock';
import { importPath } from './import-path';
import { countRows, queryRows, useImportDatabase } from './import-test-support';

// apps/server/src/market-data → repository root → ../shared/data
const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const DIR = join(REPO_ROOT, '../shared/data/nse_bhavcopy_cm_2017');

describe.skipIf(!existsSync(DIR))('the 25 real 2017 bhavcopies import on PGlite', () => {
  const ctx = useImportDatabase('pglite');

  it('stores exactly the parsed rows, with known closes', async () => {
    const names = readdirSync(DIR).filter((n) => n.endsWith('.csv'));
    expect(names).toHaveLength(25);
    const parsedRows = names.reduce(
      (sum, n) => sum + parseNseFile(n, readFileSync(join(DIR, n), 'utf8')).rows.length,
      0,
    );

    const started = performance.now();
    const outcomes = await importPath(ctx.db, DIR, new ManualClock());
    const ms = performance.now() - started;
    expect(outcomes.filter((o) => !o.ok)).toEqual([]);
    expect(outcomes).toHaveLength(25);

    const counts = await countRows(ctx.db);
    expect(counts.equity).toBe(parsedRows);
    expect(counts.log).toBe(25);
    const perDay = await queryRows<{ days: number }>(
      ctx.db,
      sql`select count(distinct trade_date)::int as days from equity_daily_bars`,
    );
    expect(perDay.rows[0]?.days).toBe(25);
    const known = await queryRows<{ symbol: string; close: string; volume: string }>(
      ctx.db,
      sql`select symbol, close::text, volume::text from equity_daily_bars
          where trade_date = '2017-12-01' and series = 'EQ' and symbol in ('RELIANCE', 'INFY') order by symbol`,
    );
    expect(known.rows).toEqual([
      { symbol: 'INFY', close: '95880', volume: '2042500' },
      { symbol: 'RELIANCE', close: '91010', volume: '5081389' },
    ]);
    console.log(
      `imported ${parsedRows} rows from 25 real bhavcopies on PGlite in ${Math.round(ms)} ms (${Math.round(parsedRows / (ms / 1000))} rows/s)`,
    );
  });
});
