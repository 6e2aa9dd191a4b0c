/**
 * A user's risk profiles (table `risk_profiles`): every query is scoped to one user, so another
 * user's profile reads as none.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { type RiskProfileRow, riskProfiles } from '../db/schema';

export class RiskProfilesRepository {
  constructor(private readonly db: Db) {}

  /** Runs `work` in a transaction holding the user's advisory lock (the profile limit holds under races). */
  withUserLock<T>(userId: string, work: (repository: RiskProfilesRepository) => Promise<T>): Promise<T> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`risk_profiles:${userId}`}))`);
      return work(new RiskProfilesRepository(tx));
    });
  }

  /** The user's profiles, oldest first. */
  list(userId: string): Promise<RiskProfileRow[]> {
    return this.db
      .select()
      .from(riskProfiles)
      .where(eq(riskProfiles.userId, userId))
      .orderBy(asc(riskProfiles.createdAt), asc(riskProfiles.id));
  }

  /** The user's profile `id`, or undefined (another user's profile included). */
  async get(userId: string, id: string): Promise<RiskProfileRow | undefined> {
    const [row] = await this.db
      .select()
      .from(riskProfiles)
      .where(and(eq(riskProfiles.userId, userId), eq(riskProfiles.id, id)))
      .limit(1);
    return row;
  }

  async count(userId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(riskProfiles)
      .where(eq(riskProfiles.userId, userId));
    return row?.n ?? 0;
  }

  async insert(
    userId: string,
    name: string,
    answers: Readonly<Record<string, string>>,
    now: Date,
  ): Promise<RiskProfileRow> {
    const [row] = await this.db
      .insert(riskProfiles)
      .values({ userId, name, answers: { ...answers }, createdAt: now })
      .returning();
    if (!row) throw new Error('Saving a risk profile returned no row');
    return row;
  }

  /** Deletes the user's profile `id`; false when the user has none such. */
  async delete(userId: string, id: string): Promise<boolean> {
    const rows = await this.db
      .delete(riskProfiles)
      .where(and(eq(riskProfiles.userId, userId), eq(riskProfiles.id, id)))
      .returning({ id: riskProfiles.id });
    return rows.length > 0;
  }
}
