import type { IsoDate, Paise } from '@nivesh/market';
import { and, asc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { institutionalFlows } from '../db/schema';

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
