/**
 * A user's portfolios and their transactions (tables `portfolios`, `portfolio_transactions`):
 * every query is scoped to one user, so another user's portfolio reads as none.
 */
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import {
  type PortfolioRow,
  type PortfolioTransactionRow,
  portfolios,
  portfolioTransactions,
} from '../db/schema';

export type NewTransaction = Omit<
  typeof portfolioTransactions.$inferInsert,
  'id' | 'portfolioId' | 'seq' | 'createdAt'
>;

/**
 * Runs `work` in a transaction holding the user's portfolios lock: every change to a user's
 * portfolios (theirs, a followed model's) takes this one lock.
 */
export function withPortfoliosLock<T>(db: Db, userId: string, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`portfolios:${userId}`}))`);
    return work(tx);
  });
}

export class PortfoliosRepository {
  constructor(private readonly db: Db) {}

  /** Runs `work` in a transaction holding the user's advisory lock (limits, names, FIFO checks). */
  withUserLock<T>(userId: string, work: (repository: PortfoliosRepository) => Promise<T>): Promise<T> {
    return withPortfoliosLock(this.db, userId, (tx) => work(new PortfoliosRepository(tx)));
  }

  /** The user's portfolios in creation order. */
  list(userId: string): Promise<PortfolioRow[]> {
    return this.db
      .select()
      .from(portfolios)
      .where(eq(portfolios.userId, userId))
      .orderBy(asc(portfolios.createdAt), asc(portfolios.id));
  }

  /** The user's portfolio `id`, or undefined (another user's included). */
  async get(userId: string, id: string): Promise<PortfolioRow | undefined> {
    const [row] = await this.db
      .select()
      .from(portfolios)
      .where(and(eq(portfolios.userId, userId), eq(portfolios.id, id)))
      .limit(1);
    return row;
  }

  async count(userId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(portfolios)
      .where(eq(portfolios.userId, userId));
    return row?.n ?? 0;
  }

  async nameTaken(userId: string, name: string, exceptId?: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: portfolios.id })
      .from(portfolios)
      .where(
        and(
          eq(portfolios.userId, userId),
          eq(sql`lower(${portfolios.name})`, name.toLowerCase()),
          exceptId === undefined ? undefined : ne(portfolios.id, exceptId),
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  async insert(userId: string, name: string, now: Date): Promise<PortfolioRow> {
    const [row] = await this.db
      .insert(portfolios)
      .values({ userId, name, createdAt: now, updatedAt: now })
      .returning();
    if (!row) throw new Error('Saving a portfolio returned no row');
    return row;
  }

  async rename(userId: string, id: string, name: string, now: Date): Promise<PortfolioRow | undefined> {
    const [row] = await this.db
      .update(portfolios)
      .set({ name, updatedAt: now })
      .where(and(eq(portfolios.userId, userId), eq(portfolios.id, id)))
      .returning();
    return row;
  }

  /** Deletes the user's portfolio `id` with its transactions; false when the user has none such. */
  async delete(userId: string, id: string): Promise<boolean> {
    const rows = await this.db
      .delete(portfolios)
      .where(and(eq(portfolios.userId, userId), eq(portfolios.id, id)))
      .returning({ id: portfolios.id });
    return rows.length > 0;
  }

  /** The transactions of portfolios (the caller owns them), by date then entry order. */
  async transactionsOf(portfolioIds: readonly string[]): Promise<PortfolioTransactionRow[]> {
    if (portfolioIds.length === 0) return [];
    return this.db
      .select()
      .from(portfolioTransactions)
      .where(inArray(portfolioTransactions.portfolioId, [...portfolioIds]))
      .orderBy(asc(portfolioTransactions.tradeDate), asc(portfolioTransactions.seq));
  }

  async transactionCount(portfolioId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(portfolioTransactions)
      .where(eq(portfolioTransactions.portfolioId, portfolioId));
    return row?.n ?? 0;
  }

  /** Adds transactions in their order (the caller holds the user's lock and owns the portfolio). */
  async addTransactions(portfolioId: string, rows: readonly NewTransaction[], now: Date): Promise<void> {
    const CHUNK = 500;
    for (let i = 0; i < rows.length; i += CHUNK)
      await this.db
        .insert(portfolioTransactions)
        .values(rows.slice(i, i + CHUNK).map((r) => ({ ...r, portfolioId, createdAt: now })));
    await this.db.update(portfolios).set({ updatedAt: now }).where(eq(portfolios.id, portfolioId));
  }

  async deleteTransaction(portfolioId: string, id: string, now: Date): Promise<boolean> {
    const rows = await this.db
      .delete(portfolioTransactions)
      .where(and(eq(portfolioTransactions.portfolioId, portfolioId), eq(portfolioTransactions.id, id)))
      .returning({ id: portfolioTransactions.id });
    if (rows.length > 0)
      await this.db.update(portfolios).set({ updatedAt: now }).where(eq(portfolios.id, portfolioId));
    return rows.length > 0;
  }
}
