import type { Clock } from '../clock';
import type { UserRow } from '../db/schema';
import { hashToken, newToken } from './secrets';
import type { SessionsRepository } from './sessions.repository';

type FoundSession = NonNullable<Awaited<ReturnType<SessionsRepository['findWithUser']>>>;

export interface AuthenticatedSession {
  readonly sessionId: string;
  readonly user: UserRow;
}

const DAY_MS = 86_400_000;
// Sliding expiry writes at most once a minute per session: every request would be a write otherwise.
const TOUCH_INTERVAL_MS = 60_000;
/**
 * A session read from the store is trusted for this long (clock time) before it is read again:
 * every signed-in request would be a query otherwise (half of an order submit's database time on
 * PGlite). Revocation goes through this service, which forgets the session at once; the server is
 * one process (docs/architecture.md), so the window only bounds what another writer could change.
 */
const RECENT_MS = 10_000;
/** At most this many sessions are remembered (the oldest read is forgotten first). */
const RECENT_LIMIT = 10_000;

export class SessionService {
  /** Recently read sessions by token hash, oldest first. */
  private readonly recent = new Map<string, { found: FoundSession; readAt: number }>();

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
    const tokenHash = hashToken(token);
    const found = await this.read(tokenHash);
    const now = this.clock.now();
    if (!found) return null;
    const { session, user } = found;
    if (session.revokedAt !== null || session.expiresAt.getTime() <= now.getTime()) return null;
    if (now.getTime() - session.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) {
      const expiresAt = new Date(now.getTime() + this.ttlDays * DAY_MS);
      await this.sessions.touch(session.id, now, expiresAt);
      const entry = this.recent.get(tokenHash);
      if (entry) entry.found = { session: { ...session, lastSeenAt: now, expiresAt }, user };
    }
    return { sessionId: session.id, user };
  }

  async revoke(sessionId: string): Promise<void> {
    this.forget(sessionId);
    await this.sessions.revoke(sessionId, this.clock.now());
    // A request that read the session while the revoke was written must not keep it either.
    this.forget(sessionId);
  }

  /** The session of a token hash: remembered when read within RECENT_MS, else from the store. */
  private async read(tokenHash: string): Promise<FoundSession | null> {
    const now = this.clock.now().getTime();
    const entry = this.recent.get(tokenHash);
    if (entry && now >= entry.readAt && now - entry.readAt < RECENT_MS) return entry.found;
    const found = await this.sessions.findWithUser(tokenHash);
    this.recent.delete(tokenHash);
    if (!found) return null;
    this.recent.set(tokenHash, { found, readAt: now });
    if (this.recent.size > RECENT_LIMIT) {
      const oldest = this.recent.keys().next();
      if (!oldest.done) this.recent.delete(oldest.value);
    }
    return found;
  }

  private forget(sessionId: string): void {
    for (const [tokenHash, entry] of this.recent)
      if (entry.found.session.id === sessionId) this.recent.delete(tokenHash);
  }
}
