import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, type DatabaseDriver, openPgliteDatabase, openPostgresDatabase } from '../db/database';

export interface TestDatabase extends Database {
  /** Empties every table: cheaper than a new database per test. */
  reset(): Promise<void>;
}

export const REQUIRE_PG_MESSAGE =
  'REQUIRE_PG=1 but DATABASE_URL is not set: point DATABASE_URL at a PostgreSQL server ' +
  '(e.g. DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres) to run the PostgreSQL tier.';

/**
 * The drivers the database tier runs on: PGlite always; PostgreSQL when DATABASE_URL is set, or
 * when REQUIRE_PG=1 (then a missing DATABASE_URL fails the tier instead of skipping it).
 */
export function testDrivers(env: NodeJS.ProcessEnv = process.env): DatabaseDriver[] {
  return env.DATABASE_URL || env.REQUIRE_PG === '1' ? ['pglite', 'postgres'] : ['pglite'];
}

// Every table of the app's schema, so a new table needs no edit here.
const TRUNCATE_ALL = sql`DO $$ DECLARE names text; BEGIN
  SELECT string_agg(format('%I', tablename), ', ') INTO names FROM pg_tables WHERE schemaname = 'public';
  IF names IS NOT NULL THEN EXECUTE 'TRUNCATE ' || names || ' CASCADE'; END IF;
END $$`;

function withReset(database: Database): TestDatabase {
  return { ...database, reset: async () => void (await database.db.execute(TRUNCATE_ALL)) };
}

/** A fresh, migrated database: in-memory PGlite, or a new database on the DATABASE_URL server. */
export async function createTestDatabase(driver: DatabaseDriver): Promise<TestDatabase> {
  if (driver === 'pglite') return withReset(await openPgliteDatabase());

  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error(REQUIRE_PG_MESSAGE);
  // One database per test file, so files run in parallel without sharing rows.
  const name = `nivesh_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openPostgresDatabase(url.toString());
  return withReset({
    ...database,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      try {
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    },
  });
}
