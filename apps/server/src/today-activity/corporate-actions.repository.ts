import type { IsoDate } from '@nivesh/market';
import { and, asc, eq, gt, inArray, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '../db/database';
import { corporateActions, instruments } from '../db/schema';

/** One imported row of NSE's PR-bundle corporate-actions file (`Bc<ddmmyy>.csv`). */
export interface StoredCorporateAction {
  readonly announcedOn: IsoDate;
  readonly series: string;
  readonly symbol: string;
  readonly security: string;
  readonly exDate: IsoDate;
  readonly recordDate: IsoDate | null;
  readonly purpose: string;
  readonly sourceFile: string;
}

const stored = (r: typeof corporateActions.$inferSelect): StoredCorporateAction => ({
  announcedOn: r.announcedOn as IsoDate,
  series: r.series,
  symbol: r.symbol,
  security: r.security,
  exDate: (r.exDate ?? r.recordDate ?? r.announcedOn) as IsoDate,
  recordDate: r.recordDate as IsoDate | null,
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
    const key = `${row.symbol}|${row.series}|${row.purpose}|${row.exDate}`;
    const seen = byKey.get(key);
    if (seen === undefined || row.announcedOn >= seen.announcedOn) byKey.set(key, row);
  }
  return [...byKey.values()];
}

/** Imported actions with an ex-date, announced by `asOf`, going ex in (after, through] (or on `on`). */
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
    isNotNull(corporateActions.exDate),
    gt(corporateActions.exDate, range.after),
    lte(corporateActions.exDate, range.through),
    lte(corporateActions.announcedOn, range.asOf),
  ];
  if (range.symbol !== undefined) where.push(eq(corporateActions.symbol, range.symbol));
  const rows = await db
    .select()
    .from(corporateActions)
    .where(and(...where))
    .orderBy(asc(corporateActions.exDate), asc(corporateActions.id));
  return latestOfEach(rows.map(stored));
}

/** The ex-dates of imported actions up to `through`, oldest first. */
export async function importedExDates(db: Db, through: IsoDate): Promise<IsoDate[]> {
  const rows = await db
    .selectDistinct({ date: corporateActions.exDate })
    .from(corporateActions)
    .where(and(isNotNull(corporateActions.exDate), lte(corporateActions.exDate, through)))
    .orderBy(asc(corporateActions.exDate));
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
