import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/database';
import { type SessionRow, sessions, type UserRow, users } from '../db/schema';

export class SessionsRepository {
  constructor(private readonly db: Db) {}

  async insert(session: {
    tokenHash: string;
    userId: string;
    createdAt: Date;
    expiresAt: Date;
    lastSeenAt: Date;
  }): Promise<void> {
    await this.db.insert(sessions).values(session);
  }

  /** The session with this token hash and its user, in one query (every signed-in request asks). */
  async findWithUser(tokenHash: string): Promise<{ session: SessionRow; user: UserRow } | null> {
    const [row] = await this.db
      .select({ session: sessions, user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.tokenHash, tokenHash))
      .limit(1);
    return row ?? null;
  }

  async touch(id: string, lastSeenAt: Date, expiresAt: Date): Promise<void> {
    await this.db.update(sessions).set({ lastSeenAt, expiresAt }).where(eq(sessions.id, id));
  }

  async revoke(id: string, at: Date): Promise<void> {
    await this.db
      .update(sessions)
      .set({ revokedAt: at })
      .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
  }
}
