import { and, count, desc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { type OtpChallengeRow, otpChallenges } from '../db/schema';

export class OtpChallengesRepository {
  constructor(private readonly db: Db) {}

  async insert(challenge: {
    mobile: string;
    requestIp: string;
    codeHash: string;
    sentAt: Date;
    expiresAt: Date;
  }): Promise<void> {
    await this.db.insert(otpChallenges).values(challenge);
  }

  /** The newest code sent to a number, consumed or not (for the resend cool-down). */
  async latestFor(mobile: string): Promise<OtpChallengeRow | null> {
    const [row] = await this.db
      .select()
      .from(otpChallenges)
      .where(eq(otpChallenges.mobile, mobile))
      .orderBy(desc(otpChallenges.sentAt))
      .limit(1);
    return row ?? null;
  }

  async countSentToMobileSince(mobile: string, since: Date): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(otpChallenges)
      .where(and(eq(otpChallenges.mobile, mobile), gte(otpChallenges.sentAt, since)));
    return row?.n ?? 0;
  }

  async countSentFromIpSince(ip: string, since: Date): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(otpChallenges)
      .where(and(eq(otpChallenges.requestIp, ip), gte(otpChallenges.sentAt, since)));
    return row?.n ?? 0;
  }

  /**
   * Counts one wrong try, atomically and only while tries remain, so concurrent guesses cannot
   * exceed the limit. Returns the new count, or null when the code was already dead or used.
   */
  async recordWrongAttempt(id: string, maxAttempts: number): Promise<number | null> {
    const [row] = await this.db
      .update(otpChallenges)
      .set({ attempts: sql`${otpChallenges.attempts} + 1` })
      .where(
        and(
          eq(otpChallenges.id, id),
          lt(otpChallenges.attempts, maxAttempts),
          isNull(otpChallenges.consumedAt),
        ),
      )
      .returning({ attempts: otpChallenges.attempts });
    return row?.attempts ?? null;
  }

  /** Marks the code used; false when another request used it first. */
  async consume(id: string, at: Date, maxAttempts: number): Promise<boolean> {
    const rows = await this.db
      .update(otpChallenges)
      .set({ consumedAt: at })
      .where(
        and(
          eq(otpChallenges.id, id),
          isNull(otpChallenges.consumedAt),
          lt(otpChallenges.attempts, maxAttempts),
        ),
      )
      .returning({ id: otpChallenges.id });
    return rows.length === 1;
  }

  /** Rows older than the hourly windows serve no rule any more. */
  async deleteSentBefore(before: Date): Promise<void> {
    await this.db.delete(otpChallenges).where(lt(otpChallenges.sentAt, before));
  }
}
