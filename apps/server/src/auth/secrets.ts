import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A 256-bit random token, base64url: sessions, registration and Google proofs. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Tokens are 256-bit random, so a plain SHA-256 is enough: the stored hash cannot be turned back
 * into a usable token, and a lookup by hash stays an index hit.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Six digits from the CSPRNG, leading zeros kept. */
export function newOtpCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/**
 * A 6-digit code has only a million values, so a bare hash is reversible by brute force: it is
 * keyed (HMAC) with a pepper kept outside the database, and bound to the mobile number.
 */
export function hashOtp(pepper: string, mobile: string, code: string): string {
  return createHmac('sha256', pepper).update(`${mobile}:${code}`).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

export function randomPepper(): string {
  return randomBytes(32).toString('hex');
}
