import type { IsoDate } from '@nivesh/market';
import { and, asc, eq, gt, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { corporateActions, instruments } from '../db/schema';

/** One imported row of NSE's PR-bundle corporate-actions file (`Bc<ddmmyy>.csv`). */
export interface StoredCorporateAction {
  readonly announcedOn: IsoDate;
  readonly series: string;
  readonly symbol: string;
  readonly security: string;
  /** Null for NSE's record-date-only rows (mutual-fund and debt payouts). */
  readonly exDate: IsoDate | null;
  readonly recordDate: IsoDate | null;
  /** The day it is listed on: the ex-date, else the record date. */
  readonly day: IsoDate;
  readonly purpose: string;
  readonly sourceFile: string;
}

const stored = (r: typeof corporateActions.$inferSelect): StoredCorporateAction => ({
  announcedOn: r.announcedOn as IsoDate,
  series: r.series,
  symbol: r.symbol,
  security: r.security,
  exDate: r.exDate as IsoDate | null,
  recordDate: r.recordDate as IsoDate | null,
  day: (r.exDate ?? r.recordDate ?? r.announcedOn) as IsoDate,
  purpose: r.purpose,
  sourceFile: r.sourceFile,
});

/**
 * The same action re-announced in a later day's file is listed once (the latest announcement's
 * row); rows keep their order (by ex-date, then as imported).
 */
function latestOfEach(rows: readonly StoredCorporateAction[]): StoredCorporateAction[] {
  const byKey = new Map<string, StoredCorporateAction>();
  for (const row of rows) {
    const key = `${row.symbol}|${row.series}|${row.purpose}|${row.day}`;
    const seen = byKey.get(key);
    if (seen === undefined || row.announcedOn >= seen.announcedOn) byKey.set(key, row);
  }
  return [...byKey.values()];
}

/** The day an imported row is listed on: its ex-date, else its record date (NSE leaves one blank). */
const listedDay = sql<string | null>`coalesce(${corporateActions.exDate}, ${corporateActions.recordDate})`;

/** Imported actions announced by `asOf` whose day (ex-date, else record date) is in (after, through]. */
export async function importedActions(
  db: Db,
  range: {
    readonly after: IsoDate;
    readonly through: IsoDate;
    readonly asOf: IsoDate;
    readonly symbol?: string;
  },
): Promise<StoredCorporateAction[]> {
  const where = [
    isNotNull(listedDay),
    gt(listedDay, range.after),
    lte(listedDay, range.through),
    lte(corporateActions.announcedOn, range.asOf),
  ];
  if (range.symbol !== undefined) where.push(eq(corporateActions.symbol, range.symbol));
  const rows = await db
    .select()
    .from(corporateActions)
    .where(and(...where))
    .orderBy(asc(listedDay), asc(corporateActions.id));
  return latestOfEach(rows.map(stored));
}

/** The days (ex-date, else record date) of imported actions up to `through`, oldest first. */
export async function importedExDates(db: Db, through: IsoDate): Promise<IsoDate[]> {
  const rows = await db
    .selectDistinct({ date: listedDay })
    .from(corporateActions)
    .where(and(isNotNull(listedDay), lte(listedDay, through)))
    .orderBy(asc(listedDay));
  return rows.flatMap((r) => (r.date === null ? [] : [r.date as IsoDate]));
}

/** Face values (₹) of the symbols in the imported equity list (EQUITY_L), where known. */
export async function importedFaceValues(db: Db, symbols: readonly string[]): Promise<Map<string, number>> {
  if (symbols.length === 0) return new Map();
  const rows = await db
    .select({ symbol: instruments.symbol, faceValue: instruments.faceValue })
    .from(instruments)
    .where(inArray(instruments.symbol, [...new Set(symbols)]));
  return new Map(rows.map((r) => [r.symbol, r.faceValue / 100]));
}
