import { errors, type JWTVerifyGetKey, jwtVerify } from 'jose';
import type { Clock } from '../clock';
import { failure, type Outcome, success } from '../http/answers';

export const GOOGLE_JWKS_URL = 'https://www.googleapis.com/oauth2/v3/certs';
const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

export interface GoogleIdentity {
  readonly sub: string;
  readonly email: string;
  readonly name: string;
}

export const GOOGLE_MESSAGES = {
  notConfigured: 'Google sign-in is not available on this server. Please sign in with your mobile number.',
  invalid: 'Google sign-in failed: the credential is invalid or has expired. Please try again.',
  unverifiedEmail:
    'Your Google email address is not verified. Verify it with Google or sign in with your mobile number.',
} as const;

/** Verifies Google ID tokens (signature, audience, issuer, expiry) against a key set. */
export class GoogleIdTokenVerifier {
  constructor(
    private readonly clientId: string,
    private readonly keys: JWTVerifyGetKey,
    private readonly clock: Clock,
  ) {}

  async verify(credential: string): Promise<Outcome<GoogleIdentity>> {
    let payload: Record<string, unknown>;
    try {
      const verified = await jwtVerify(credential, this.keys, {
        audience: this.clientId,
        issuer: GOOGLE_ISSUERS,
        currentDate: this.clock.now(),
        requiredClaims: ['exp', 'sub'],
        algorithms: ['RS256'],
      });
      payload = verified.payload;
    } catch (error) {
      // Every jose failure (bad signature, audience, expiry, malformed) is the caller's problem;
      // anything else (e.g. Google's key endpoint unreachable) is a fault and propagates.
      if (error instanceof errors.JOSEError && !(error instanceof errors.JWKSTimeout)) {
        return failure(GOOGLE_MESSAGES.invalid);
      }
      throw error;
    }
    const { sub, email, email_verified: emailVerified, name } = payload;
    if (typeof sub !== 'string' || typeof email !== 'string') return failure(GOOGLE_MESSAGES.invalid);
    if (emailVerified !== true && emailVerified !== 'true') return failure(GOOGLE_MESSAGES.unverifiedEmail);
    return success({ sub, email: email.toLowerCase(), name: typeof name === 'string' ? name : '' });
  }
}
