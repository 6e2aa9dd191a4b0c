/**
 * A user's watchlists (tables `watchlists`, `watchlist_stocks`) and column choices
 * (`user_column_choices`): every query is scoped to one user, so another user's list reads as none.
 */
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { userColumnChoices, type WatchlistRow, watchlistStocks, watchlists } from '../db/schema';
import type { ScreenLink } from './watchlist-screens';

/** A list with its stocks' symbols in order. */
export interface WatchlistWithSymbols extends WatchlistRow {
  readonly symbols: string[];
}

export class WatchlistsRepository {
  constructor(private readonly db: Db) {}

  /**
   * Runs `work` in a transaction holding the user's advisory lock, so two changes of one user never
   * both pass a limit, the unique-name check or a reorder.
   */
  withUserLock<T>(userId: string, work: (repository: WatchlistsRepository) => Promise<T>): Promise<T> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`watchlists:${userId}`}))`);
      return work(new WatchlistsRepository(tx));
    });
  }

  /** The user's lists in their order (creation order; the first is the default list), each with its symbols. */
  async list(userId: string): Promise<WatchlistWithSymbols[]> {
    const rows = await this.db
      .select()
      .from(watchlists)
      .where(eq(watchlists.userId, userId))
      .orderBy(asc(watchlists.position), asc(watchlists.createdAt), asc(watchlists.id));
    if (rows.length === 0) return [];
    const stocks = await this.db
      .select({ watchlistId: watchlistStocks.watchlistId, symbol: watchlistStocks.symbol })
      .from(watchlistStocks)
      .where(
        inArray(
          watchlistStocks.watchlistId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(asc(watchlistStocks.position), asc(watchlistStocks.symbol));
    return rows.map((row) => ({
      ...row,
      symbols: stocks.filter((s) => s.watchlistId === row.id).map((s) => s.symbol),
    }));
  }

  /** The user's list `id` with its symbols, or undefined (another user's list included). */
  async get(userId: string, id: string): Promise<WatchlistWithSymbols | undefined> {
    const [row] = await this.db
      .select()
      .from(watchlists)
      .where(and(eq(watchlists.userId, userId), eq(watchlists.id, id)))
      .limit(1);
    if (!row) return undefined;
    return { ...row, symbols: await this.symbolsOf(id) };
  }

  /** The symbols of a list in order (the caller has checked the list is the user's). */
  private async symbolsOf(id: string): Promise<string[]> {
    const rows = await this.db
      .select({ symbol: watchlistStocks.symbol })
      .from(watchlistStocks)
      .where(eq(watchlistStocks.watchlistId, id))
      .orderBy(asc(watchlistStocks.position), asc(watchlistStocks.symbol));
    return rows.map((r) => r.symbol);
  }

  async count(userId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(watchlists)
      .where(eq(watchlists.userId, userId));
    return row?.n ?? 0;
  }

  /** Whether another of the user's lists (not `exceptId`) has this name, ignoring case. */
  async nameTaken(userId: string, name: string, exceptId?: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: watchlists.id })
      .from(watchlists)
      .where(
        and(
          eq(watchlists.userId, userId),
          eq(sql`lower(${watchlists.name})`, name.toLowerCase()),
          exceptId === undefined ? undefined : ne(watchlists.id, exceptId),
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  /** Adds a list after the user's others (the caller holds the user's lock). */
  async insert(userId: string, name: string, now: Date): Promise<WatchlistWithSymbols> {
    const [last] = await this.db
      .select({ n: sql<number | null>`max(${watchlists.position})` })
      .from(watchlists)
      .where(eq(watchlists.userId, userId));
    const position = (last?.n ?? -1) + 1;
    const [row] = await this.db
      .insert(watchlists)
      .values({ userId, name, position, createdAt: now, updatedAt: now })
      .returning();
    if (!row) throw new Error('Saving a watchlist returned no row');
    return { ...row, symbols: [] };
  }

  /** Renames the user's list `id`; undefined when the user has none such. */
  async rename(
    userId: string,
    id: string,
    name: string,
    now: Date,
  ): Promise<WatchlistWithSymbols | undefined> {
    const [row] = await this.db
      .update(watchlists)
      .set({ name, updatedAt: now })
      .where(and(eq(watchlists.userId, userId), eq(watchlists.id, id)))
      .returning();
    return row ? { ...row, symbols: await this.symbolsOf(id) } : undefined;
  }

  /** Links the user's list `id` to a screen or unlinks it (`NO_LINK`); false when the user has no such list. */
  async link(userId: string, id: string, link: ScreenLink, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(watchlists)
      .set({ screenId: link.screenId, builtinScreen: link.builtinScreen, updatedAt: now })
      .where(and(eq(watchlists.userId, userId), eq(watchlists.id, id)))
      .returning({ id: watchlists.id });
    return rows.length > 0;
  }

  /** Deletes the user's list `id` (its stocks go with it); false when the user has no such list. */
  async delete(userId: string, id: string): Promise<boolean> {
    const rows = await this.db
      .delete(watchlists)
      .where(and(eq(watchlists.userId, userId), eq(watchlists.id, id)))
      .returning({ id: watchlists.id });
    return rows.length > 0;
  }

  /**
   * Replaces the stocks of the user's list `id` with `symbols` in that order (positions 0…n-1),
   * keeping when each stayed stock was added. The caller holds the user's lock and owns the list.
   */
  async setSymbols(id: string, symbols: readonly string[], now: Date): Promise<void> {
    const existing = await this.db
      .select({ symbol: watchlistStocks.symbol, addedAt: watchlistStocks.addedAt })
      .from(watchlistStocks)
      .where(eq(watchlistStocks.watchlistId, id));
    const addedAt = new Map(existing.map((r) => [r.symbol, r.addedAt]));
    await this.db.delete(watchlistStocks).where(eq(watchlistStocks.watchlistId, id));
    if (symbols.length > 0)
      await this.db.insert(watchlistStocks).values(
        symbols.map((symbol, position) => ({
          watchlistId: id,
          symbol,
          position,
          addedAt: addedAt.get(symbol) ?? now,
        })),
      );
    await this.db.update(watchlists).set({ updatedAt: now }).where(eq(watchlists.id, id));
  }

  /** The fields the user chose for a table, or undefined before any choice. */
  async columnChoice(userId: string, table: string): Promise<string[] | undefined> {
    const [row] = await this.db
      .select({ fields: userColumnChoices.fields })
      .from(userColumnChoices)
      .where(and(eq(userColumnChoices.userId, userId), eq(userColumnChoices.tableName, table)))
      .limit(1);
    return row?.fields;
  }

  async saveColumnChoice(userId: string, table: string, fields: readonly string[], now: Date): Promise<void> {
    await this.db
      .insert(userColumnChoices)
      .values({ userId, tableName: table, fields: [...fields], updatedAt: now })
      .onConflictDoUpdate({
        target: [userColumnChoices.userId, userColumnChoices.tableName],
        set: { fields: [...fields], updatedAt: now },
      });
  }
}
