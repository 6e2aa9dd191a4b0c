import type { Clock } from '../clock';
import type { UserRow } from '../db/schema';
import { hashToken, newToken } from './secrets';
import type { SessionsRepository } from './sessions.repository';

export interface AuthenticatedSession {
  readonly sessionId: string;
  readonly user: UserRow;
}

const DAY_MS = 86_400_000;
// Sliding expiry writes at most once a minute per session: every request would be a write otherwise.
const TOUCH_INTERVAL_MS = 60_000;

export class SessionService {
  constructor(
    private readonly sessions: SessionsRepository,
    private readonly clock: Clock,
    private readonly ttlDays: number,
  ) {}

  /** Starts a session and returns the bearer token; only its hash is stored. */
  async start(userId: string): Promise<string> {
    const token = newToken();
    const now = this.clock.now();
    await this.sessions.insert({
      tokenHash: hashToken(token),
      userId,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + this.ttlDays * DAY_MS),
    });
    return token;
  }

  /** The session's user, or null when the token is unknown, revoked or expired. */
  async authenticate(token: string): Promise<AuthenticatedSession | null> {
    const found = await this.sessions.findWithUser(hashToken(token));
    const now = this.clock.now();
    if (!found) return null;
    const { session, user } = found;
    if (session.revokedAt !== null || session.expiresAt.getTime() <= now.getTime()) return null;
    if (now.getTime() - session.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) {
      await this.sessions.touch(session.id, now, new Date(now.getTime() + this.ttlDays * DAY_MS));
    }
    return { sessionId: session.id, user };
  }

  async revoke(sessionId: string): Promise<void> {
    await this.sessions.revoke(sessionId, this.clock.now());
  }
}
