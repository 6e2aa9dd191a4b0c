import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDrivers } from '../testing/test-database';
import { BULK_CHUNK_ROWS, type BulkColumn, bulkInsert } from './bulk-insert';

interface Row {
  readonly symbol: string;
  readonly close: number;
}

const COLUMNS: BulkColumn<Row>[] = [
  { name: 'symbol', type: 'text', value: (r) => r.symbol },
  { name: 'close', type: 'bigint', value: (r) => r.close },
];

const rowsOf = (n: number, from = 0): Row[] =>
  Array.from({ length: n }, (_, i) => ({ symbol: `S${from + i}`, close: 100 + i }));

describe.each(testDrivers())('a bulk insert (%s)', (driver) => {
  let database: TestDatabase;
  const count = async (): Promise<number> => {
    const rows = await database.db.execute(sql`select count(*)::int as n from bulk_probe`);
    return Number((rows as unknown as { rows: { n: number }[] }).rows[0]?.n);
  };
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(async () => database.close());
  beforeEach(async () => {
    await database.db.execute(sql`drop table if exists bulk_probe`);
    await database.db.execute(sql`create table bulk_probe (symbol text primary key, close bigint not null)`);
  });

  it('writes every row of several chunks and answers how many were new', async () => {
    const n = BULK_CHUNK_ROWS * 2 + 7;
    expect(await bulkInsert(database.db, 'bulk_probe', COLUMNS, rowsOf(n))).toBe(n);
    expect(await count()).toBe(n);
    // Again with half of them known: only the new ones are counted.
    const again = rowsOf(n, Math.floor(n / 2));
    expect(await bulkInsert(database.db, 'bulk_probe', COLUMNS, again, sql`on conflict do nothing`)).toBe(
      Math.floor(n / 2),
    );
    expect(await count()).toBe(n + Math.floor(n / 2));
  });

  it('keeps none of the rows when a later chunk fails', async () => {
    const rows = rowsOf(BULK_CHUNK_ROWS * 2 + 1);
    // The last chunk repeats a key of the first: a primary-key violation without `on conflict`.
    const failing = [...rows.slice(0, -1), { symbol: 'S0', close: 1 }];
    await expect(bulkInsert(database.db, 'bulk_probe', COLUMNS, failing)).rejects.toThrow();
    expect(await count()).toBe(0);
  });

  it('lets a timer run between two chunks (the server answers requests meanwhile)', async () => {
    let ticks = 0;
    const timer = setInterval(() => {
      ticks++;
    }, 0);
    const started = ticks;
    try {
      await bulkInsert(database.db, 'bulk_probe', COLUMNS, rowsOf(BULK_CHUNK_ROWS * 4));
    } finally {
      clearInterval(timer);
    }
    expect(ticks - started).toBeGreaterThan(0);
  });
});
