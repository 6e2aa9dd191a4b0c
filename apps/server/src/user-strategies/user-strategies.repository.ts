/** A user's own strategies (table `user_strategies`): every query is scoped to one user. */
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { type UserStrategyRow, userStrategies } from '../db/schema';

/** A strategy's fields as stored (timeframe `daily` | `m15`, side `buy` | `sell`, product `intraday` | `delivery`). */
export type StrategyToSave = Pick<
  UserStrategyRow,
  | 'name'
  | 'description'
  | 'timeframe'
  | 'side'
  | 'product'
  | 'entry'
  | 'exit'
  | 'stopLossPct'
  | 'targetPct'
  | 'sector'
>;

export class UserStrategiesRepository {
  constructor(private readonly db: Db) {}

  /**
   * Runs `work` in a transaction holding the user's advisory lock, so two saves of one user never
   * both pass the limit or the unique-name check.
   */
  withUserLock<T>(userId: string, work: (repository: UserStrategiesRepository) => Promise<T>): Promise<T> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`user-strategies:${userId}`}))`);
      return work(new UserStrategiesRepository(tx));
    });
  }

  async list(userId: string): Promise<UserStrategyRow[]> {
    return this.db
      .select()
      .from(userStrategies)
      .where(eq(userStrategies.userId, userId))
      .orderBy(asc(sql`lower(${userStrategies.name})`), asc(userStrategies.id));
  }

  /** The user's strategy `id`, or undefined (another user's strategy included). */
  async get(userId: string, id: string): Promise<UserStrategyRow | undefined> {
    const [row] = await this.db
      .select()
      .from(userStrategies)
      .where(and(eq(userStrategies.userId, userId), eq(userStrategies.id, id)))
      .limit(1);
    return row;
  }

  async count(userId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(userStrategies)
      .where(eq(userStrategies.userId, userId));
    return row?.n ?? 0;
  }

  /** Whether another of the user's strategies (not `exceptId`) has this name, ignoring case. */
  async nameTaken(userId: string, name: string, exceptId?: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: userStrategies.id })
      .from(userStrategies)
      .where(
        and(
          eq(userStrategies.userId, userId),
          eq(sql`lower(${userStrategies.name})`, name.toLowerCase()),
          exceptId === undefined ? undefined : ne(userStrategies.id, exceptId),
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  async insert(userId: string, strategy: StrategyToSave, now: Date): Promise<UserStrategyRow> {
    const [row] = await this.db
      .insert(userStrategies)
      .values({ userId, ...strategy, version: 1, createdAt: now, updatedAt: now })
      .returning();
    if (!row) throw new Error('Saving a strategy returned no row');
    return row;
  }

  /** Replaces the user's strategy `id` (its version goes up by one); undefined when the user has none such. */
  async update(
    userId: string,
    id: string,
    strategy: StrategyToSave,
    now: Date,
  ): Promise<UserStrategyRow | undefined> {
    const [row] = await this.db
      .update(userStrategies)
      .set({ ...strategy, version: sql`${userStrategies.version} + 1`, updatedAt: now })
      .where(and(eq(userStrategies.userId, userId), eq(userStrategies.id, id)))
      .returning();
    return row;
  }

  /** Deletes the user's strategy `id`; false when the user has no such strategy. */
  async delete(userId: string, id: string): Promise<boolean> {
    const rows = await this.db
      .delete(userStrategies)
      .where(and(eq(userStrategies.userId, userId), eq(userStrategies.id, id)))
      .returning({ id: userStrategies.id });
    return rows.length > 0;
  }
}
