import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type SQL, sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { ManualClock } from '../clock';
import type { DatabaseDriver, Db } from '../db/database';
import { registerErrorHandling } from '../http/error-handler';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import {
  bearerTokenGuard,
  type MarketDataImportRoutesOptions,
  marketDataImportRoutes,
} from './import.routes';

export const FIXTURES_DIR = fileURLToPath(new URL('./fixtures/', import.meta.url));

export function fixture(name: string): string {
  return readFileSync(`${FIXTURES_DIR}${name}`, 'utf8');
}

/** The market package's NSE fixtures (the derivatives files are written there, next to their parsers). */
export const MARKET_FIXTURES_DIR = fileURLToPath(
  new URL('../../../../packages/market/src/nse-files/fixtures/', import.meta.url),
);

export function marketFixture(name: string): string {
  return readFileSync(`${MARKET_FIXTURES_DIR}${name}`, 'utf8');
}

/** One migrated database per test file (PGlite costs seconds to start), emptied before each test. */
export function useImportDatabase(driver: DatabaseDriver): { readonly db: Db } {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(async () => database?.close());
  beforeEach(async () => database?.reset());
  return {
    get db() {
      if (!database) throw new Error('The test database is created in beforeAll');
      return database.db;
    },
  };
}

/** A Fastify app with only the import endpoint, guarded by `token`. */
export async function buildImportApp(
  db: Db,
  token: string,
  options: Partial<Pick<MarketDataImportRoutesOptions, 'bodyLimitBytes' | 'zipLimits'>> = {},
): Promise<FastifyInstance> {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  await app.register(marketDataImportRoutes, {
    db,
    clock: new ManualClock(),
    authorize: bearerTokenGuard(token),
    ...options,
  });
  return app;
}

export interface TableCounts {
  equity: number;
  fo: number;
  index: number;
  instruments: number;
  constituents: number;
  log: number;
}

/** Row counts of every market-data table: "nothing changed" means these are equal before and after. */
export async function countRows(db: Db): Promise<TableCounts> {
  const result = await queryRows<Record<keyof TableCounts, number>>(
    db,
    sql`select
    (select count(*) from equity_daily_bars)::int as equity,
    (select count(*) from fo_daily_bars)::int as fo,
    (select count(*) from index_daily_bars)::int as index,
    (select count(*) from instruments)::int as instruments,
    (select count(*) from index_constituents)::int as constituents,
    (select count(*) from import_log)::int as log`,
  );
  const row = result.rows[0];
  if (!row) throw new Error('count query returned no row');
  return { ...row };
}

export interface DerivativeCounts {
  snapshots: number;
  chainRows: number;
  participantOi: number;
  fo: number;
  log: number;
}

/** Row counts of the derivatives tables (and fo_daily_bars, import_log) for "nothing changed". */
export async function countDerivativeRows(db: Db): Promise<DerivativeCounts> {
  const result = await queryRows<DerivativeCounts>(
    db,
    sql`select
    (select count(*) from option_chain_snapshots)::int as "snapshots",
    (select count(*) from option_chain_rows)::int as "chainRows",
    (select count(*) from participant_oi_daily)::int as "participantOi",
    (select count(*) from fo_daily_bars)::int as fo,
    (select count(*) from import_log)::int as log`,
  );
  const row = result.rows[0];
  if (!row) throw new Error('count query returned no row');
  return { ...row };
}

/** Rows of a raw query: `execute` is typed `unknown` over the two drivers' result shapes. */
export async function queryRows<T>(db: Db, query: SQL): Promise<{ rows: T[] }> {
  return (await db.execute(query)) as unknown as { rows: T[] };
}
