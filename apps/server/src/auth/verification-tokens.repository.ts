import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../db/database';
import { type VerificationTokenRow, verificationTokens } from '../db/schema';

export type VerificationKind = 'mobile' | 'google';

export class VerificationTokensRepository {
  constructor(private readonly db: Db) {}

  async insert(token: {
    tokenHash: string;
    kind: VerificationKind;
    mobile?: string | null;
    googleSub?: string | null;
    email?: string | null;
    userName?: string | null;
    createdAt: Date;
    expiresAt: Date;
  }): Promise<void> {
    await this.db.insert(verificationTokens).values(token);
  }

  /** A live (unused, unexpired) token of that kind, without using it up. */
  async findLive(tokenHash: string, kind: VerificationKind, now: Date): Promise<VerificationTokenRow | null> {
    const [row] = await this.db
      .select()
      .from(verificationTokens)
      .where(
        and(
          eq(verificationTokens.tokenHash, tokenHash),
          eq(verificationTokens.kind, kind),
          isNull(verificationTokens.usedAt),
          gt(verificationTokens.expiresAt, now),
        ),
      )
      .limit(1);
    return row ?? null;
  }

  /** Uses the token up; false when it was used meanwhile (single use under concurrency). */
  async markUsed(id: string, at: Date): Promise<boolean> {
    const rows = await this.db
      .update(verificationTokens)
      .set({ usedAt: at })
      .where(and(eq(verificationTokens.id, id), isNull(verificationTokens.usedAt)))
      .returning({ id: verificationTokens.id });
    return rows.length === 1;
  }

  async deleteExpiredBefore(before: Date): Promise<void> {
    await this.db.delete(verificationTokens).where(lt(verificationTokens.expiresAt, before));
  }
}
