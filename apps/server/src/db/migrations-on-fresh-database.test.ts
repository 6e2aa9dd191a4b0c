import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, testDrivers } from '../testing/test-database';

describe.each(testDrivers())('migrations on a fresh database (%s)', (driver) => {
  it('creates every table and records the migration', async () => {
    const database = await createTestDatabase(driver);
    try {
      const tables = (await database.db.execute(
        sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
      )) as unknown as { rows: Array<{ table_name: string }> };
      expect(tables.rows.map((r) => r.table_name)).toEqual([
        'otp_challenges',
        'sessions',
        'users',
        'verification_tokens',
      ]);
      const applied = (await database.db.execute(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      )) as unknown as { rows: Array<{ n: number }> };
      expect(applied.rows[0]).toEqual({ n: 1 });
    } finally {
      await database.close();
    }
  });
});
