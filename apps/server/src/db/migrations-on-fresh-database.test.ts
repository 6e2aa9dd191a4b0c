import { readFileSync } from 'node:fs';
import { getTableName, isTable, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, testDrivers } from '../testing/test-database';
import * as schema from './schema';

// What the migrations must produce comes from the code, so a new migration needs no edit here.
const schemaTables = Object.values(schema)
  .filter(isTable)
  .map((table) => getTableName(table))
  .sort();
const journal = JSON.parse(
  readFileSync(new URL('../../drizzle/meta/_journal.json', import.meta.url), 'utf8'),
) as { entries: unknown[] };

describe.each(testDrivers())('migrations on a fresh database (%s)', (driver) => {
  it('creates every table of the schema and records every migration', async () => {
    const database = await createTestDatabase(driver);
    try {
      const tables = (await database.db.execute(
        sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
      )) as unknown as { rows: Array<{ table_name: string }> };
      expect(schemaTables).toContain('users');
      expect(tables.rows.map((r) => r.table_name)).toEqual(schemaTables);
      const applied = (await database.db.execute(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      )) as unknown as { rows: Array<{ n: number }> };
      expect(applied.rows[0]).toEqual({ n: journal.entries.length });
      expect(journal.entries.length).toBeGreaterThanOrEqual(2);
    } finally {
      await database.close();
    }
  });
});
