/**
 * TodayActivity/getInsiderTrades over both sources: a session imported from NSE's insider-trading
 * file answers the file's disclosures exactly (labelled with the file), any other closed session the
 * simulated ones (`InsiderTradesService`); the previous/next/latest days run over both, as deals do.
 */
import {
  INSIDER_CATEGORIES,
  INSIDER_MODES,
  INSIDER_TRANSACTIONS,
  type InsiderGrouping,
  type InsiderPerformanceAnswer,
  type InsiderSide,
  type InsiderTradeDto,
  type InsiderTradesAnswer,
  type StockInsiderTradesAnswer,
} from '@nivesh/contracts';
import { type IsoDate, insiderModeGroup } from '@nivesh/market';
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '../db/database';
import { insiderTrades } from '../db/schema';
import type { MarketService } from '../market/market.service';
import { marketSource, round } from '../market/market-answers';
import { checkSessionDate, refuseDate } from '../market/session-days';
import { fileOrSimulated } from './deals-answer';
import {
  type ImportedInsiderSessions,
  type InsiderTradesQueryInput,
  type InsiderTradesService,
  insiderDayPage,
  insiderTotals,
} from './insider-trades.service';
import type { PerformanceQueryInput } from './performance-ranges';
import { performanceRange } from './performance-ranges';

type InsiderTradesDay = Omit<InsiderTradesAnswer, 'status' | 'message'>;

/** The stored text as one of the contract's values (the importer writes only those). */
function oneOf<T extends string>(values: readonly T[], text: string, column: string): T {
  const value = values.find((v) => v === text);
  if (value === undefined)
    throw new Error(`insider_trades.${column} holds '${text}', not one of ${values.join(', ')}`);
  return value;
}

/** Acquired (buys, ESOP allotments), disposed (sales, invocations, transfers out), or neither (a pledge made or released). */
function sideOf(transaction: InsiderTradeDto['transaction']): InsiderSide | null {
  if (transaction === 'buy') return 'acquired';
  return transaction === 'sell' || transaction === 'invoke' ? 'disposed' : null;
}

const rupees = (paise: number | null) => (paise === null ? null : round(paise / 100, 2));

/** A stored disclosure as the answer lists it. */
function importedTradeDto(r: typeof insiderTrades.$inferSelect): InsiderTradeDto {
  const transaction = oneOf(INSIDER_TRANSACTIONS, r.transaction, 'transaction');
  const mode = oneOf(INSIDER_MODES, r.mode, 'mode');
  return {
    symbol: r.symbol,
    company: r.company,
    person: r.person,
    category: oneOf(INSIDER_CATEGORIES, r.category, 'category'),
    securityType: r.securityType,
    transaction,
    side: sideOf(transaction),
    mode,
    modeGroup: insiderModeGroup(mode),
    quantity: r.quantity,
    value: rupees(r.value) ?? 0,
    beforeShares: r.beforeShares,
    beforePct: r.beforePct,
    afterShares: r.afterShares,
    afterPct: r.afterPct,
    tradeFrom: r.tradeFrom,
    tradeTo: r.tradeTo,
    intimationDate: r.intimationDate,
    broadcastDate: r.broadcastDate,
    filed: {
      category: r.categoryText,
      mode: r.modeText,
      value: rupees(r.value),
      broadcastTime: r.broadcastTime,
      exchange: r.exchange,
      remark: r.remark,
    },
  };
}

/** The sessions with imported disclosures, oldest first. */
export async function importedInsiderDates(db: Db): Promise<IsoDate[]> {
  const rows = await db
    .selectDistinct({ date: insiderTrades.sessionDate })
    .from(insiderTrades)
    .orderBy(asc(insiderTrades.sessionDate));
  return rows.map((r) => r.date as IsoDate);
}

/** One session's imported disclosures, largest value first (then as filed), and the file they came from. */
export async function importedInsiderDay(
  db: Db,
  date: IsoDate,
): Promise<{ rows: InsiderTradeDto[]; fileName: string | null }> {
  const stored = await db
    .select()
    .from(insiderTrades)
    .where(eq(insiderTrades.sessionDate, date))
    .orderBy(asc(insiderTrades.id));
  const rows = stored.map(importedTradeDto).sort((a, b) => b.value - a.value);
  return { rows, fileName: stored.at(-1)?.sourceFile ?? null };
}

/** The imported disclosures broadcast on [from, to] by session (largest value first), and the last one's file. */
export async function importedInsiderBetween(
  db: Db,
  from: IsoDate,
  to: IsoDate,
  symbol?: string,
): Promise<{ byDate: Map<string, InsiderTradeDto[]>; fileName: string | null }> {
  const stored = await db
    .select()
    .from(insiderTrades)
    .where(
      and(
        gte(insiderTrades.sessionDate, from),
        lte(insiderTrades.sessionDate, to),
        symbol === undefined ? undefined : eq(insiderTrades.symbol, symbol),
      ),
    )
    .orderBy(asc(insiderTrades.sessionDate), asc(insiderTrades.id));
  const byDate = new Map<string, InsiderTradeDto[]>();
  for (const r of stored) {
    const rows = byDate.get(r.sessionDate) ?? [];
    rows.push(importedTradeDto(r));
    byDate.set(r.sessionDate, rows);
  }
  for (const rows of byDate.values()) rows.sort((a, b) => b.value - a.value);
  return { byDate, fileName: stored.at(-1)?.sourceFile ?? null };
}

/** getInsiderTrades: imported sessions from the file, the others simulated. */
export class InsiderTradeDays {
  constructor(
    private readonly db: Db,
    private readonly market: MarketService,
    private readonly simulated: InsiderTradesService,
  ) {}

  async trades(query: InsiderTradesQueryInput): Promise<InsiderTradesDay> {
    const importedDates = await importedInsiderDates(this.db);
    if (importedDates.length === 0) return this.simulated.trades(query);
    const { closed, calendar } = this.simulated.sessions();
    const dates = [...new Set([...closed, ...importedDates])].sort();
    const latest = dates.at(-1);
    if (latest === undefined) refuseDate('No session has insider-trading disclosures yet');
    const date = (query.date ?? latest) as IsoDate;
    const k = dates.indexOf(date);
    const around = {
      previousDate: dates[k - 1] ?? null,
      nextDate: dates[k + 1] ?? null,
      latestDate: latest,
    };
    if (!importedDates.includes(date)) {
      checkSessionDate(date, latest, calendar);
      if (!closed.includes(date))
        refuseDate(`${date} has no disclosures: pick a session from ${dates[0] ?? latest} to ${latest}`);
      return {
        ...(await this.simulated.trades({ ...query, date })),
        ...around,
        earliestDate: closed[0] ?? date,
      };
    }
    const { rows, fileName } = await importedInsiderDay(this.db, date);
    return {
      source: { ...marketSource(this.market), simulated: false, kind: 'imported', fileName },
      date,
      ...around,
      earliestDate: importedDates[0] ?? date,
      ...insiderDayPage(rows, query),
    };
  }

  /** getInsiderPerformance over both sources: an imported session's disclosures as filed, the others simulated. */
  async performance(
    query: PerformanceQueryInput<InsiderGrouping>,
  ): Promise<Omit<InsiderPerformanceAnswer, 'status' | 'message'>> {
    const dates = await importedInsiderDates(this.db);
    const imported: ImportedInsiderSessions = {
      dates,
      between: (from, to) => importedInsiderBetween(this.db, from, to),
    };
    return this.simulated.performance(query, imported);
  }

  /**
   * TodayActivity/getStockInsiderTrades: one stock's disclosures broadcast over a range of sessions
   * (default the last 250 with disclosures), newest first; an imported session answers from the
   * file, the others are drawn for that stock alone.
   */
  async stockTrades(query: {
    readonly symbol: string;
    readonly from?: string | undefined;
    readonly to?: string | undefined;
  }): Promise<Omit<StockInsiderTradesAnswer, 'status' | 'message'>> {
    const symbol = query.symbol.toUpperCase();
    const importedDates = await importedInsiderDates(this.db);
    const { closed, calendar } = this.simulated.sessions();
    const dates = [...new Set([...closed, ...importedDates])].sort();
    const latest = dates.at(-1);
    if (latest === undefined) refuseDate('No session has insider-trading disclosures yet');
    if (query.from !== undefined) checkSessionDate(query.from as IsoDate, latest, calendar);
    const { from, to } = performanceRange(query, dates, latest, calendar);
    const { byDate, fileName } = await importedInsiderBetween(this.db, from, to, symbol);
    const known = this.market.feed.state.idOf(symbol) !== undefined;
    if (!known && byDate.size === 0)
      refuseDate(`${symbol} is not a stock of this market and has no imported insider-trading disclosures`);
    const importedDays = new Set<string>(importedDates);
    const simulatedDays = closed.filter((d) => d >= from && d <= to && !importedDays.has(d));
    const rows = [
      ...(await this.simulated.stockDisclosures(symbol, simulatedDays)),
      ...[...byDate.values()].flat(),
    ].sort((a, b) =>
      a.broadcastDate !== b.broadcastDate ? (a.broadcastDate < b.broadcastDate ? 1 : -1) : b.value - a.value,
    );
    const { totals } = insiderTotals(rows);
    return {
      source: fileOrSimulated(marketSource(this.market), fileName),
      symbol,
      from,
      to,
      rows,
      openMarketBuy: totals.openMarketBuy,
      openMarketSell: totals.openMarketSell,
    };
  }
}
