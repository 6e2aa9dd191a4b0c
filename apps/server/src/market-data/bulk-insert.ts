import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/database';

/** A column of a bulk insert: its name, its Postgres element type and how a row gives its value. */
export interface BulkColumn<Row> {
  readonly name: string;
  readonly type: 'text' | 'date' | 'timestamptz' | 'bigint' | 'integer' | 'double precision';
  readonly value: (row: Row) => string | number | null;
}

/** Rows per statement: keeps one statement's arrays to a few MB on either driver. */
export const BULK_CHUNK_ROWS = 5000;

/**
 * `insert into <table> (<cols>) select * from unnest($1::t1[], $2::t2[], ...) <onConflict>`, one
 * statement per chunk (ARCHITECTURE §3: bulk ingest through unnest arrays). Each array goes as ONE
 * parameter through `sql.param` (a bare JS array in drizzle's `sql` template would expand into a
 * parameter list); node-postgres and PGlite both serialise a JS array into a Postgres array literal.
 * Table, column and type names are constants of this module's callers, never user input.
 */
export async function bulkInsert<Row>(
  db: Db,
  table: string,
  columns: readonly BulkColumn<Row>[],
  rows: readonly Row[],
  onConflict: SQL = sql``,
): Promise<void> {
  const names = sql.raw(columns.map((c) => `"${c.name}"`).join(', '));
  for (let start = 0; start < rows.length; start += BULK_CHUNK_ROWS) {
    const chunk = rows.slice(start, start + BULK_CHUNK_ROWS);
    const arrays = sql.join(
      columns.map((c) => sql`${sql.param(chunk.map(c.value))}::${sql.raw(c.type)}[]`),
      sql`, `,
    );
    await db.execute(
      sql`insert into ${sql.raw(`"${table}"`)} (${names}) select * from unnest(${arrays}) ${onConflict}`,
    );
  }
}
