import type { FiiStatsRow, FiiStatsSegment, IsoDate, Paise } from '@nivesh/market';
import { and, asc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { deals, fiiDerivativesStats, institutionalFlows } from '../db/schema';

/** One imported row of NSE's FII/DII figures: a day's (or a month's) purchases, sales and net of one category. */
export interface StoredFlow {
  readonly date: IsoDate;
  readonly category: 'FII' | 'DII';
  readonly buy: Paise;
  readonly sell: Paise;
  readonly net: Paise;
  readonly sourceFile: string;
}

/** Imported `day` or `month` rows, by date then category, optionally between two dates inclusive. */
export async function importedFlows(
  db: Db,
  period: 'day' | 'month',
  range: { readonly from?: IsoDate; readonly to?: IsoDate } = {},
): Promise<StoredFlow[]> {
  const where: SQL[] = [eq(institutionalFlows.period, period)];
  if (range.from !== undefined) where.push(gte(institutionalFlows.tradeDate, range.from));
  if (range.to !== undefined) where.push(lte(institutionalFlows.tradeDate, range.to));
  const rows = await db
    .select()
    .from(institutionalFlows)
    .where(and(...where))
    .orderBy(asc(institutionalFlows.tradeDate), asc(institutionalFlows.category));
  return rows.map((r) => ({
    date: r.tradeDate as IsoDate,
    category: r.category === 'DII' ? 'DII' : 'FII',
    buy: r.buy as Paise,
    sell: r.sell as Paise,
    net: r.net as Paise,
    sourceFile: r.sourceFile,
  }));
}

/** One imported bulk or block deal with its file. */
export interface StoredDeal {
  readonly tradeDate: IsoDate;
  readonly symbol: string;
  readonly securityName: string;
  readonly clientName: string;
  readonly side: 'BUY' | 'SELL';
  readonly quantity: number;
  readonly price: Paise;
  readonly remarks: string | null;
  readonly sourceFile: string;
}

/** A stored deal row as the answers use it. */
const storedDeal = (r: typeof deals.$inferSelect): StoredDeal => ({
  tradeDate: r.tradeDate as IsoDate,
  symbol: r.symbol,
  securityName: r.securityName,
  clientName: r.clientName,
  side: r.side === 'SELL' ? 'SELL' : 'BUY',
  quantity: r.quantity,
  price: r.price as Paise,
  remarks: r.remarks,
  sourceFile: r.sourceFile,
});

/** The imported deals of `kind` on `date`, in NSE's order (as imported). */
export async function importedDeals(db: Db, kind: 'bulk' | 'block', date: IsoDate): Promise<StoredDeal[]> {
  const rows = await db
    .select()
    .from(deals)
    .where(and(eq(deals.kind, kind), eq(deals.tradeDate, date)))
    .orderBy(asc(deals.id));
  return rows.map(storedDeal);
}

/** The dates that have imported deals of `kind`, oldest first. */
export async function importedDealDates(db: Db, kind: 'bulk' | 'block'): Promise<IsoDate[]> {
  const rows = await db
    .selectDistinct({ date: deals.tradeDate })
    .from(deals)
    .where(eq(deals.kind, kind))
    .orderBy(asc(deals.tradeDate));
  return rows.map((r) => r.date as IsoDate);
}

/** The imported deals of `kind` between two dates inclusive, by date then as imported. */
export async function importedDealsBetween(
  db: Db,
  kind: 'bulk' | 'block',
  from: IsoDate,
  to: IsoDate,
): Promise<StoredDeal[]> {
  const rows = await db
    .select()
    .from(deals)
    .where(and(eq(deals.kind, kind), gte(deals.tradeDate, from), lte(deals.tradeDate, to)))
    .orderBy(asc(deals.tradeDate), asc(deals.id));
  return rows.map(storedDeal);
}

/** The sessions with imported FII derivatives statistics, oldest first. */
export async function importedFiiStatsDates(db: Db): Promise<IsoDate[]> {
  const rows = await db
    .selectDistinct({ date: fiiDerivativesStats.tradeDate })
    .from(fiiDerivativesStats)
    .orderBy(asc(fiiDerivativesStats.tradeDate));
  return rows.map((r) => r.date as IsoDate);
}

/** One imported session's FII derivatives statistics in the file's order, with its file (null when none). */
export async function importedFiiStatsDay(
  db: Db,
  date: IsoDate,
): Promise<{ rows: FiiStatsRow[]; fileName: string } | null> {
  const rows = await db
    .select()
    .from(fiiDerivativesStats)
    .where(eq(fiiDerivativesStats.tradeDate, date))
    .orderBy(asc(fiiDerivativesStats.position));
  const first = rows[0];
  if (first === undefined) return null;
  return {
    fileName: first.sourceFile,
    rows: rows.map((r) => ({
      label: r.label,
      segment: r.segment as FiiStatsSegment,
      index: r.indexSymbol,
      buy: { contracts: r.buyContracts, crore: r.buyCrore },
      sell: { contracts: r.sellContracts, crore: r.sellCrore },
      oi: { contracts: r.oiContracts, crore: r.oiCrore },
    })),
  };
}
