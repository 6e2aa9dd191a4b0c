import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { acquireDataDirLock } from './pglite-lock';
import * as schema from './schema';

/** The one query interface repositories use; a transaction satisfies it too. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseDriver = 'pglite' | 'postgres';

export interface Database {
  readonly db: Db;
  readonly driver: DatabaseDriver;
  /** Round-trip time of `select 1`, for the health check. */
  ping(): Promise<number>;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../drizzle');

function pingWith(db: Db): () => Promise<number> {
  return async () => {
    const started = performance.now();
    await db.execute(sql`select 1`);
    return Math.round((performance.now() - started) * 100) / 100;
  };
}

/** Opens a PostgreSQL server database and applies pending migrations. */
export async function openPostgresDatabase(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle pooled connection the server ends (restart, a forced DROP DATABASE) is emitted as an
  // 'error' on the pool; without a listener Node would crash. The pool replaces such connections.
  pool.on('error', (error) => {
    console.warn(`PostgreSQL connection lost: ${error.message}`);
  });
  const db = drizzleNodePg(pool, { schema });
  try {
    await migrateNodePg(db, { migrationsFolder: MIGRATIONS_DIR });
  } catch (error) {
    await pool.end();
    throw error;
  }
  return { db, driver: 'postgres', ping: pingWith(db), close: () => pool.end() };
}

/**
 * Opens embedded PGlite. With a data dir the files live under `<dataDir>/pglite`, guarded by a
 * lock file: two processes writing one PGlite directory corrupt it. Without one it is in memory.
 */
export async function openPgliteDatabase(dataDir?: string): Promise<Database> {
  let release = (): void => {};
  let client: PGlite;
  if (dataDir === undefined) {
    client = new PGlite();
  } else {
    mkdirSync(dataDir, { recursive: true });
    release = acquireDataDirLock(dataDir).release;
    try {
      client = new PGlite(join(dataDir, 'pglite'));
    } catch (error) {
      release();
      throw error;
    }
  }
  const db = drizzlePglite(client, { schema });
  try {
    await client.waitReady;
    await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
  } catch (error) {
    await client.close().catch(() => {});
    release();
    throw error;
  }
  return {
    db,
    driver: 'pglite',
    ping: pingWith(db),
    close: async () => {
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}

/** PostgreSQL when DATABASE_URL is set, otherwise PGlite under DATA_DIR. */
export function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Promise<Database> {
  return options.databaseUrl
    ? openPostgresDatabase(options.databaseUrl)
    : openPgliteDatabase(options.dataDir);
}
