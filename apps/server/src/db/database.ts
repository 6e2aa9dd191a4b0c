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
  /** PGlite's data directory (DATA_DIR); undefined in memory and with PostgreSQL. */
  readonly dataDir?: string;
  /** Round-trip time of `select 1`, for the health check. */
  ping(): Promise<number>;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../drizzle');

/** A start-up failure explained: what is wrong and what to do, printed instead of a stack. */
export class DatabaseStartError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DatabaseStartError';
  }
}

/** The innermost message of an error and its causes (pg's ECONNREFUSED under drizzle's "Failed query"). */
function rootMessage(error: unknown): string {
  let current: unknown = error;
  let message = String(error);
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    message =
      current.message || (current instanceof AggregateError ? String(current.errors[0]) : current.name);
    current = current.cause;
  }
  return message.split('\n', 1)[0] ?? message;
}

/** DATABASE_URL without its password, for messages. */
export function shownDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(DATABASE_URL is not a valid URL)';
  }
}

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
    const client = await pool.connect();
    client.release();
  } catch (error) {
    await pool.end();
    throw new DatabaseStartError(
      `Could not connect to PostgreSQL at ${shownDatabaseUrl(url)}: ${rootMessage(error)}. ` +
        'Check that the server is running and accepts this user and database, and that DATABASE_URL is right ' +
        '(or unset DATABASE_URL to use the embedded PGlite database under DATA_DIR).',
      { cause: error },
    );
  }
  try {
    await migrateNodePg(db, { migrationsFolder: MIGRATIONS_DIR });
  } catch (error) {
    await pool.end();
    throw new DatabaseStartError(
      `Could not update the PostgreSQL database at ${shownDatabaseUrl(url)} to this version's schema: ` +
        `${rootMessage(error)}. The user needs the right to create schemas and tables in it.`,
      { cause: error },
    );
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
      throw pgliteOpenError(join(dataDir, 'pglite'), error);
    }
  }
  const db = drizzlePglite(client, { schema });
  try {
    await client.waitReady;
    await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
  } catch (error) {
    await client.close().catch(() => {});
    release();
    throw dataDir === undefined ? error : pgliteOpenError(join(dataDir, 'pglite'), error);
  }
  return {
    db,
    driver: 'pglite',
    ...(dataDir === undefined ? {} : { dataDir }),
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

/**
 * PGlite could not open its files: "Aborted()" or "failed to initialize" mean damaged files (a full
 * disk, a copy taken while a server ran, a killed write). Say which folder to move away.
 */
export function pgliteOpenError(folder: string, error: unknown): DatabaseStartError {
  const reason = rootMessage(error);
  if (
    !/Aborted|initiali[sz]e|RuntimeError|unreachable|memory access out of bounds/i.test(
      `${reason} ${String(error)}`,
    )
  )
    return new DatabaseStartError(
      `Could not update the PGlite database in ${folder} to this version's schema: ${reason}`,
      { cause: error },
    );
  const moved = `${folder}.damaged-${new Date().toISOString().slice(0, 10)}`;
  return new DatabaseStartError(
    `The PGlite database in ${folder} could not be opened (${reason}): its files look damaged. ` +
      `Move the folder away (mv "${folder}" "${moved}") and start again for an empty database, ` +
      'restore it from a backup, or set DATA_DIR to another folder.',
    { cause: error },
  );
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
