import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from './database';

interface Journal {
  entries: { tag: string }[];
}

/** The migrations folder as it was before `tag` (a copy with a shorter journal). */
function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'nivesh-migrations-'));
  cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  const file = path.join(dir, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(file, 'utf8')) as Journal;
  const at = journal.entries.findIndex((e) => e.tag === tag);
  expect(at).toBeGreaterThan(0);
  writeFileSync(file, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return dir;
}

describe('migration 0008 on a database with numbered screens and strategies', { timeout: 120_000 }, () => {
  it('gives every existing row a new 12-character random id and keeps its data', async () => {
    const before = migrationsBefore('0008_record_ids');
    const client = new PGlite();
    const db = drizzle(client);
    try {
      await migrate(db, { migrationsFolder: before });
      const now = '2026-11-23T05:00:00Z';
      await db.execute(
        sql`insert into users (mobile, user_name, created_at) values ('9876543240', 'Old', ${now})`,
      );
      await db.execute(sql`insert into saved_screens (user_id, name, query, created_at, updated_at)
        select id, 'Old screen ' || n, 'close > open', now(), now() from users, generate_series(1, 3) n`);
      await db.execute(sql`insert into user_strategies (user_id, name, description, timeframe, side, product,
          entry, exit, stop_loss_pct, target_pct, version, created_at, updated_at)
        select id, 'Old strategy ' || n, '', 'daily', 'buy', 'delivery', 'close > open', 'close < open', 0, 0, 1,
          now(), now() from users, generate_series(1, 3) n`);
      await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
      for (const table of ['saved_screens', 'user_strategies']) {
        const { rows } = (await db.execute(
          sql`select id, name from ${sql.identifier(table)} order by name`,
        )) as unknown as { rows: { id: string; name: string }[] };
        expect(rows).toHaveLength(3);
        for (const row of rows) expect(row.id).toMatch(/^[A-Za-z0-9_-]{12}$/);
        expect(new Set(rows.map((r) => r.id)).size).toBe(3);
        expect(rows.map((r) => r.name)).toEqual(
          [1, 2, 3].map((n) => `Old ${table === 'saved_screens' ? 'screen' : 'strategy'} ${n}`),
        );
      }
    } finally {
      await client.close();
      rmSync(before, { recursive: true, force: true });
    }
  });
});
