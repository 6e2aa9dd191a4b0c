/**
 * Which of a user's portfolios follow a model portfolio (table `robo_follows`): every query is
 * scoped to one user. `withUserLock` takes the same advisory lock as the portfolios repository, so
 * a follow's portfolio, buys and follow row are made in one transaction under the user's lock.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { type RoboFollowRow, roboFollows } from '../db/schema';
import { PortfoliosRepository, withPortfoliosLock } from '../portfolios/portfolios.repository';

export type NewRoboFollow = Omit<typeof roboFollows.$inferInsert, 'userId' | 'createdAt' | 'appliedThrough'>;

export class RoboFollowsRepository {
  constructor(private readonly db: Db) {}

  /** Runs `work` in a transaction holding the user's portfolios lock, with both repositories on it. */
  withUserLock<T>(
    userId: string,
    work: (follows: RoboFollowsRepository, portfolios: PortfoliosRepository) => Promise<T>,
  ): Promise<T> {
    return withPortfoliosLock(this.db, userId, (tx) =>
      work(new RoboFollowsRepository(tx), new PortfoliosRepository(tx)),
    );
  }

  /** The ids of the user's portfolios that follow a model. */
  async followedIds(userId: string): Promise<string[]> {
    const rows = await this.db
      .select({ id: roboFollows.portfolioId })
      .from(roboFollows)
      .where(eq(roboFollows.userId, userId));
    return rows.map((r) => r.id);
  }

  async insert(userId: string, follow: NewRoboFollow, now: Date): Promise<RoboFollowRow> {
    const [row] = await this.db
      .insert(roboFollows)
      .values({ ...follow, userId, appliedThrough: follow.since, createdAt: now })
      .returning();
    if (!row) throw new Error('Saving a follow returned no row');
    return row;
  }

  /** The follow of the user's portfolio `portfolioId`, or undefined (another user's included). */
  async get(userId: string, portfolioId: string): Promise<RoboFollowRow | undefined> {
    const [row] = await this.db
      .select()
      .from(roboFollows)
      .where(and(eq(roboFollows.userId, userId), eq(roboFollows.portfolioId, portfolioId)))
      .limit(1);
    return row;
  }

  /**
   * Records a rebalance applied: the new cash and applied-through date, only when the row still has
   * the applied-through date the caller read (so the same rebalance is never recorded twice).
   */
  async markApplied(
    row: Pick<RoboFollowRow, 'userId' | 'portfolioId' | 'appliedThrough'>,
    through: string,
    cashPaise: number,
  ): Promise<boolean> {
    const updated = await this.db
      .update(roboFollows)
      .set({ appliedThrough: through, cashPaise })
      .where(
        and(
          eq(roboFollows.userId, row.userId),
          eq(roboFollows.portfolioId, row.portfolioId),
          eq(roboFollows.appliedThrough, row.appliedThrough),
        ),
      )
      .returning({ id: roboFollows.portfolioId });
    return updated.length === 1;
  }
}
