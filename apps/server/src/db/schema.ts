import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

// Every timestamp is timestamptz: stored in UTC, shown in IST at the edges (ARCHITECTURE §4).
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mobile: text('mobile').notNull(),
    userName: text('user_name').notNull(),
    email: text('email'),
    googleSub: text('google_sub'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('users_mobile_key').on(t.mobile),
    // Emails compare case-insensitively: Foo@x.com and foo@x.com are one account.
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_google_sub_key').on(t.googleSub),
  ],
);

/** One row per code sent; the newest unconsumed row of a mobile is its live challenge. */
export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mobile: text('mobile').notNull(),
    /** The client IP that asked for the code: for the per-IP hourly limit. */
    requestIp: text('request_ip').notNull(),
    codeHash: text('code_hash').notNull(),
    sentAt: ts('sent_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: ts('consumed_at'),
  },
  (t) => [
    index('otp_challenges_mobile_sent_idx').on(t.mobile, t.sentAt),
    index('otp_challenges_ip_sent_idx').on(t.requestIp, t.sentAt),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    lastSeenAt: ts('last_seen_at').notNull(),
    revokedAt: ts('revoked_at'),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/**
 * Short-lived single-use proofs: `mobile` (the OTP was verified for a number that has no account)
 * and `google` (a verified Google identity waiting for its mobile). Stored (hashed) rather than
 * HMAC-signed so that single use is enforced by the database.
 */
export const verificationTokens = pgTable(
  'verification_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    kind: text('kind', { enum: ['mobile', 'google'] }).notNull(),
    mobile: text('mobile'),
    googleSub: text('google_sub'),
    email: text('email'),
    userName: text('user_name'),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [uniqueIndex('verification_tokens_token_hash_key').on(t.tokenHash)],
);

export type UserRow = typeof users.$inferSelect;
export type OtpChallengeRow = typeof otpChallenges.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type VerificationTokenRow = typeof verificationTokens.$inferSelect;
