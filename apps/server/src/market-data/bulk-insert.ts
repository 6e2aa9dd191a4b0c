import { type SQL, sql } from 'drizzle-orm';
import { yieldToServer } from '../background/yield-to-server';
import type { Db } from '../db/database';

/** A column of a bulk insert: its name, its Postgres element type and how a row gives its value. */
export interface BulkColumn<Row> {
  readonly name: string;
  readonly type: 'text' | 'date' | 'timestamptz' | 'bigint' | 'integer' | 'double precision' | 'numeric';
  readonly value: (row: Row) => string | number | null;
}

/**
 * Rows per statement: one statement runs synchronously on PGlite (in this thread), so a chunk is
 * kept to a few milliseconds there, and the server answers requests between chunks.
 */
export const BULK_CHUNK_ROWS = 500;

/** The `n` of a `select count(*)::int as n` answer, on either driver (both answer `{ rows }`). */
function countOf(result: unknown): number {
  if (typeof result !== 'object' || result === null || !('rows' in result) || !Array.isArray(result.rows))
    return 0;
  const first: unknown = result.rows[0];
  return typeof first === 'object' && first !== null && 'n' in first ? Number(first.n) : 0;
}

/**
 * `insert into <table> (<cols>) select * from unnest($1::t1[], $2::t2[], ...) <onConflict>`, one
 * statement per chunk (ARCHITECTURE §3: bulk ingest through unnest arrays), all chunks in one
 * transaction (a crash keeps all or none) that yields to the server between them; returns how many
 * rows were written (a skipped conflict is not counted). Each array goes as ONE parameter through
 * `sql.param` (a bare JS array in drizzle's `sql` template would expand into a parameter list);
 * node-postgres and PGlite both serialise a JS array into a Postgres array literal. Table, column
 * and type names are constants of this module's callers, never user input.
 */
export async function bulkInsert<Row>(
  db: Db,
  table: string,
  columns: readonly BulkColumn<Row>[],
  rows: readonly Row[],
  onConflict: SQL = sql``,
  /** Fewer for wide rows: about 270 auto-signals (26 columns, jsonb) take 10-25 ms in one statement. */
  chunkRows: number = BULK_CHUNK_ROWS,
): Promise<number> {
  const names = sql.raw(columns.map((c) => `"${c.name}"`).join(', '));
  const insertChunk = async (target: Db, start: number): Promise<number> => {
    const chunk = rows.slice(start, start + chunkRows);
    const arrays = sql.join(
      columns.map((c) => sql`${sql.param(chunk.map(c.value))}::${sql.raw(c.type)}[]`),
      sql`, `,
    );
    return countOf(
      await target.execute(
        sql`with written as (insert into ${sql.raw(`"${table}"`)} (${names}) select * from unnest(${arrays}) ${onConflict} returning 1)
          select count(*)::int as n from written`,
      ),
    );
  };
  if (rows.length === 0) return 0;
  if (rows.length <= chunkRows) return insertChunk(db, 0);
  // On PGlite the transaction holds other queries until it ends; requests that need no database go on.
  return db.transaction(async (tx) => {
    let written = 0;
    for (let start = 0; start < rows.length; start += chunkRows) {
      if (start > 0) await yieldToServer();
      written += await insertChunk(tx, start);
    }
    return written;
  });
}
