import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import type { BulkColumn } from './bulk-insert';

/** A row of a file that disagrees with the row already stored under the same key. */
export interface ImportConflict {
  /** 1-based line of the file. */
  readonly line: number;
  /** The row's identity, e.g. `RELIANCE EQ on 2017-07-10` or `INDIA VIX on 2016-01-04`. */
  readonly key: string;
  /** What differs, stored value first: `low 1412.00 (stored, from x.csv) vs 1489.10`. */
  readonly differences: string;
}

/** How a keyed table compares a file's rows with what it already holds. */
export interface MergeSpec<Row> {
  readonly table: string;
  /** The primary-key columns. */
  readonly key: readonly BulkColumn<Row>[];
  /**
   * The figures compared; a figure missing on either side (null) is not a difference. `paise`
   * columns are shown in rupees in messages.
   */
  readonly compared: readonly (BulkColumn<Row> & { readonly unit?: 'paise' })[];
  /** The row's identity in messages. */
  readonly describe: (row: Row) => string;
  /**
   * Other tables with the same key and compared columns whose rows must agree too (a history's
   * day against the bhavcopy bar of that day): a disagreement there is a conflict as well.
   */
  readonly alsoAgainst?: readonly string[];
}

/** What a file's rows are next to the stored ones. */
export interface MergePlan<Row> {
  /** Rows whose key is not stored yet, or whose stored row agrees on every compared figure. */
  readonly accepted: Row[];
  /** How many of `accepted` were already stored with the same figures. */
  readonly identical: number;
  readonly conflicts: ImportConflict[];
}

/** Rows per comparison statement (each array is one parameter). */
const CHUNK = 5000;

function shown(value: unknown, unit: 'paise' | undefined): string {
  if (value === null || value === undefined) return '-';
  const text = String(value);
  if (unit !== 'paise' || !/^-?\d+$/.test(text)) return text;
  return (Number(text) / 100).toFixed(2);
}

function decimals(text: string): number {
  const dot = text.indexOf('.');
  return dot < 0 || /e/i.test(text) ? 0 : text.length - dot - 1;
}

/**
 * Whether two figures agree: equal, or equal once the more precise one is rounded to the other's
 * decimals (India VIX is published to 4 decimals by NSE and to 2 in other compilations: 14.3475 and
 * 14.35 are the same level, not a conflict).
 */
export function sameFigure(a: string, b: string): boolean {
  const x = Number(a);
  const y = Number(b);
  if (x === y) return true;
  if (!Number.isFinite(x) || !Number.isFinite(y)) return false;
  const places = Math.min(decimals(a), decimals(b));
  const precise = decimals(a) > decimals(b) ? x : y;
  const coarse = decimals(a) > decimals(b) ? y : x;
  const scale = 10 ** places;
  // Half-up on the scaled value, with a hair of slack for binary fractions (14.3475 × 100).
  return Math.abs(Math.round(precise * scale + 1e-9) / scale - coarse) < 1e-9 / scale + Number.EPSILON;
}

function rowsOf(result: unknown): Record<string, unknown>[] {
  if (typeof result !== 'object' || result === null || !('rows' in result) || !Array.isArray(result.rows)) {
    return [];
  }
  return result.rows.filter((r): r is Record<string, unknown> => typeof r === 'object' && r !== null);
}

/** How the stored rows of one table compare with a file's rows (by index in the file). */
interface Comparison {
  /** Rows whose key is stored there. */
  readonly matched: number;
  /** What differs, by row index; only rows whose figures really differ. */
  readonly differing: Map<number, string>;
}

/**
 * Joins the file's keys to `table` (one `unnest` statement per 5,000 rows). Only rows whose stored
 * figures differ come back (as one JSON value); the others are counted. A figure null on either side
 * compares as null, which is not a difference; `sameFigure` then drops differences of precision.
 */
async function compareWith<Row>(
  tx: Db,
  table: string,
  spec: MergeSpec<Row>,
  rows: readonly Row[],
): Promise<Comparison> {
  let matched = 0;
  const differing = new Map<number, string>();
  const columns = [...spec.key, ...spec.compared];
  const alias = sql.raw(['i', ...columns.map((c) => `"n_${c.name}"`)].join(', '));
  const on = sql.raw(spec.key.map((c) => `t."${c.name}" = k."n_${c.name}"`).join(' and '));
  const selected = sql.raw(
    [
      'k.i',
      't."source_file" as "stored_source"',
      ...spec.compared.flatMap((c) => [
        `t."${c.name}"::text as "old_${c.name}"`,
        `k."n_${c.name}"::text as "new_${c.name}"`,
      ]),
    ].join(', '),
  );
  const differs = sql.raw(spec.compared.map((c) => `t."${c.name}" <> k."n_${c.name}"`).join(' or '));
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    const arrays = sql.join(
      [
        sql`${sql.param(chunk.map((_, i) => start + i))}::integer[]`,
        ...columns.map((c) => sql`${sql.param(chunk.map(c.value))}::${sql.raw(c.type)}[]`),
      ],
      sql`, `,
    );
    const answer = rowsOf(
      await tx.execute(
        sql`with m as (select ${selected}, (${differs}) as differs
              from unnest(${arrays}) as k(${alias}) join ${sql.raw(`"${table}"`)} t on ${on})
            select (select count(*) from m)::int as matched,
                   coalesce((select json_agg(m) from m where m.differs), '[]'::json) as differing`,
      ),
    )[0];
    matched += Number(answer?.matched ?? 0);
    const found = answer?.differing;
    // node-postgres and PGlite both parse json; a driver answering text is read too.
    const list: unknown[] = Array.isArray(found)
      ? found
      : typeof found === 'string'
        ? (JSON.parse(found) as unknown[])
        : [];
    for (const item of list) {
      if (typeof item !== 'object' || item === null) continue;
      const stored = item as Record<string, unknown>;
      const differ: string[] = [];
      for (const c of spec.compared) {
        const old = stored[`old_${c.name}`];
        const now = stored[`new_${c.name}`];
        if (old === null || old === undefined || now === null || now === undefined) continue;
        if (sameFigure(String(old), String(now))) continue;
        differ.push(`${c.name} ${shown(old, c.unit)} vs ${shown(now, c.unit)}`);
      }
      if (differ.length > 0) {
        const from = table === spec.table ? '' : ` in ${table}`;
        differing.set(
          Number(stored.i),
          `${differ.join(', ')} (stored${from} from ${String(stored.stored_source)} first)`,
        );
      }
    }
  }
  return { matched, differing };
}

/**
 * Splits a file's rows, against the stored rows of the same key, into rows to write (new, or
 * identical to what is stored) and conflicts (a compared figure differs, in the table or in one of
 * `alsoAgainst`): a conflict is reported with its line and never overwrites.
 */
export async function planMerge<Row>(
  tx: Db,
  spec: MergeSpec<Row>,
  rows: readonly Row[],
  lines: readonly number[] | undefined,
): Promise<MergePlan<Row>> {
  const own = await compareWith(tx, spec.table, spec, rows);
  const others: Comparison[] = [];
  for (const table of spec.alsoAgainst ?? []) others.push(await compareWith(tx, table, spec, rows));
  const accepted: Row[] = [];
  const conflicts: ImportConflict[] = [];
  rows.forEach((row, i) => {
    const differences = [own, ...others].flatMap((c) => c.differing.get(i) ?? []);
    if (differences.length === 0) accepted.push(row);
    else
      conflicts.push({ line: lines?.[i] ?? 0, key: spec.describe(row), differences: differences.join('; ') });
  });
  // Stored in the table itself with the same figures (a row stored there that only `alsoAgainst`
  // disputes, possible when the other table was filled later, counts here and as a conflict).
  return { accepted, identical: own.matched - own.differing.size, conflicts };
}
