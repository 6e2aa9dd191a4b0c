import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../clock';
import type { Db } from '../db/database';
import { testDrivers } from '../testing/test-database';
import { ImportRefusedError, importNseFile } from './import.service';
import { marketFixture, queryRows, useImportDatabase } from './import-test-support';

const NAME = 'CF-Insider-Trading-equities-27-11-2026.csv';
const FILE = marketFixture(NAME);

async function stored(db: Db): Promise<{ n: number; files: number }> {
  const result = await queryRows<{ n: number; files: number }>(
    db,
    sql`select (select count(*) from insider_trades)::int as n,
      (select count(*) from import_log where dataset = 'insider-trades')::int as files`,
  );
  return result.rows[0] ?? { n: -1, files: -1 };
}

describe.each(testDrivers())('an insider-trading day is imported once (%s)', (driver) => {
  const ctx = useImportDatabase(driver);
  const clock = new ManualClock('2026-11-28T04:00:00.000Z');

  it('stores every disclosure with its figures as filed, under the broadcast session', async () => {
    const result = await importNseFile(ctx.db, NAME, FILE, clock);
    expect(result).toMatchObject({ format: 'insider-trading', dataset: 'insider-trades', rows: 6 });
    expect(result.tradeDates).toEqual(['2026-11-27']);
    const rows = await queryRows<Record<string, unknown>>(
      ctx.db,
      sql`select symbol, category, category_text, mode, mode_text, transaction, quantity, value,
        before_shares, before_pct, intimation_date::text as intimation, broadcast_time, source_file
        from insider_trades where symbol in ('RELIANCE', 'HDFCBANK', 'TITAN') order by symbol`,
    );
    expect(
      rows.rows.map((r) => ({
        ...r,
        quantity: Number(r.quantity),
        value: r.value === null ? null : Number(r.value),
        before_shares: r.before_shares === null ? null : Number(r.before_shares),
      })),
    ).toEqual([
      {
        symbol: 'HDFCBANK',
        category: 'director',
        category_text: 'Director',
        mode: 'market-purchase',
        mode_text: 'Market Purchase',
        transaction: 'buy',
        quantity: 10_000,
        value: 1_734_500_000,
        before_shares: null,
        before_pct: null,
        intimation: null,
        broadcast_time: '09:15',
        source_file: NAME,
      },
      {
        symbol: 'RELIANCE',
        category: 'promoter',
        category_text: 'Promoter Group',
        mode: 'pledge-creation',
        mode_text: 'Pledge Creation',
        transaction: 'pledge',
        quantity: 250_000,
        value: 33_500_000_000,
        before_shares: 71_777_546,
        before_pct: 1.06,
        intimation: '2026-11-26',
        broadcast_time: '18:45',
        source_file: NAME,
      },
      {
        symbol: 'TITAN',
        category: 'immediate-relative',
        category_text: 'Immediate relative',
        mode: 'off-market',
        mode_text: 'Gift',
        transaction: 'sell',
        quantity: 5_000,
        value: null,
        before_shares: 20_000,
        before_pct: 0,
        intimation: '2026-11-25',
        broadcast_time: '16:40',
        source_file: NAME,
      },
    ]);
  });

  it('refuses the day again, from the same file or another one, and changes nothing', async () => {
    await importNseFile(ctx.db, NAME, FILE, clock);
    const before = await stored(ctx.db);
    expect(before).toEqual({ n: 6, files: 1 });
    const same = importNseFile(ctx.db, NAME, FILE, clock);
    await expect(same).rejects.toThrow(ImportRefusedError);
    await expect(same).rejects.toThrow(
      `${NAME}: insider-trading disclosures for 2026-11-27 are already imported (from ${NAME} on 2026-11-28T04:00:00.000Z); nothing was changed`,
    );
    const corrected = FILE.replace('Rakesh Menon', 'Rakesh Menon Jr');
    await expect(importNseFile(ctx.db, 'insider-corrected.csv', corrected, clock)).rejects.toThrow(
      /already imported \(from CF-Insider-Trading-equities-27-11-2026.csv/,
    );
    expect(await stored(ctx.db)).toEqual(before);
  });

  it('refuses a malformed file whole with its line and stores nothing of it', async () => {
    const bad = FILE.replace('Pledge Revoke', 'Swap');
    await expect(importNseFile(ctx.db, NAME, bad, clock)).rejects.toThrow(
      `${NAME} line 6: ACQUISITION/DISPOSAL TRANSACTION TYPE 'Swap' is not one`,
    );
    expect(await stored(ctx.db)).toEqual({ n: 0, files: 0 });
  });
});
