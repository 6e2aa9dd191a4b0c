import type { UserData } from '@nivesh/contracts';
import type { Clock } from '../clock';
import type { UserRow } from '../db/schema';
import { failure, type Outcome, success } from '../http/answers';
import type { GoogleIdTokenVerifier } from './google-id-token.verifier';
import { GOOGLE_MESSAGES } from './google-id-token.verifier';
import type { OtpService } from './otp.service';
import { hashToken, newToken } from './secrets';
import type { SessionService } from './session.service';
import type { UsersRepository } from './users.repository';
import type { VerificationTokensRepository } from './verification-tokens.repository';

/** Repositories bound to one transaction, for steps that must commit or fail together. */
export interface SignInRepositories {
  readonly users: UsersRepository;
  readonly tokens: VerificationTokensRepository;
}
export type RunInTransaction = <T>(work: (repos: SignInRepositories) => Promise<T>) => Promise<T>;

export type SignInResult =
  | { readonly registered: true; readonly userdata: UserData }
  | { readonly registered: false; readonly mobile: string; readonly registration_token: string };

export type GoogleSignInResult =
  | { readonly registered: true; readonly userdata: UserData }
  | {
      readonly registered: false;
      readonly email: string;
      readonly user_name: string;
      readonly google_token: string;
    };

export interface Registration {
  readonly mobile: string;
  readonly user_name: string;
  readonly email: string;
  readonly registration_token: string;
  readonly google_token?: string | undefined;
}

// Long enough to fill in a name and an email, short enough that a leaked token is soon useless.
const VERIFICATION_TTL_MS = 15 * 60_000;

export const SIGN_IN_MESSAGES = {
  signedIn: 'Signed in',
  verifiedNewNumber: 'Mobile number verified. Complete your registration.',
  registered: 'Registration complete',
  registrationExpired:
    'Your mobile verification has expired or was already used. Verify your mobile number again.',
  googleExpired: 'Your Google sign-in has expired. Sign in with Google again.',
  googleEmailMismatch: 'Use the email address of your Google account.',
  googleAlreadyLinked: 'This Google account is already linked to another user.',
  googleEmailOnMobileAccount:
    'This email belongs to a Nivesh account that signs in with its mobile number. Please sign in with your mobile number.',
  mobileTaken: 'This mobile number is already registered. Please login.',
  emailTaken: 'This email is already registered',
  googleNew: 'Google account verified. Verify your mobile number to finish registration.',
} as const;

function isUniqueViolation(error: unknown): boolean {
  // node-postgres and PGlite both expose the SQLSTATE as `code`; drizzle may wrap it in `cause`.
  for (let e: unknown = error; typeof e === 'object' && e !== null; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export class SignInService {
  constructor(
    private readonly otp: OtpService,
    private readonly sessions: SessionService,
    private readonly users: UsersRepository,
    private readonly tokens: VerificationTokensRepository,
    private readonly transaction: RunInTransaction,
    private readonly google: GoogleIdTokenVerifier | null,
    private readonly clock: Clock,
  ) {}

  async isRegistered(mobile: string): Promise<boolean> {
    return (await this.users.findByMobile(mobile)) !== null;
  }

  async isEmailAvailable(email: string): Promise<boolean> {
    return (await this.users.findByEmail(email)) === null;
  }

  async validateOtp(mobile: string, code: string): Promise<Outcome<SignInResult>> {
    const verified = await this.otp.verify(mobile, code);
    if (!verified.ok) return failure(verified.message);
    const user = await this.users.findByMobile(mobile);
    if (user) return success({ registered: true, userdata: await this.signIn(user) });
    const registrationToken = await this.issueToken({ kind: 'mobile', mobile });
    return success({ registered: false, mobile, registration_token: registrationToken });
  }

  async register(data: Registration): Promise<Outcome<UserData>> {
    const now = this.clock.now();
    try {
      const created = await this.transaction(async ({ users, tokens }): Promise<Outcome<UserRow>> => {
        const mobileProof = await tokens.findLive(hashToken(data.registration_token), 'mobile', now);
        if (!mobileProof || mobileProof.mobile !== data.mobile)
          return failure(SIGN_IN_MESSAGES.registrationExpired);

        let googleSub: string | null = null;
        const googleProof = data.google_token
          ? await tokens.findLive(hashToken(data.google_token), 'google', now)
          : null;
        if (data.google_token) {
          if (!googleProof?.googleSub) return failure(SIGN_IN_MESSAGES.googleExpired);
          if (googleProof.email?.toLowerCase() !== data.email.toLowerCase()) {
            return failure(SIGN_IN_MESSAGES.googleEmailMismatch);
          }
          if (await users.findByGoogleSub(googleProof.googleSub))
            return failure(SIGN_IN_MESSAGES.googleAlreadyLinked);
          googleSub = googleProof.googleSub;
        }
        // Refusals come before the proofs are used, so the user can fix the email and retry.
        if (await users.findByMobile(data.mobile)) return failure(SIGN_IN_MESSAGES.mobileTaken);
        if (await users.findByEmail(data.email)) return failure(SIGN_IN_MESSAGES.emailTaken);

        if (!(await tokens.markUsed(mobileProof.id, now)))
          return failure(SIGN_IN_MESSAGES.registrationExpired);
        if (googleProof && !(await tokens.markUsed(googleProof.id, now))) {
          throw new RegistrationRace(SIGN_IN_MESSAGES.googleExpired);
        }
        const user = await users.insert({
          mobile: data.mobile,
          userName: data.user_name,
          email: data.email,
          googleSub,
          createdAt: now,
        });
        return success(user);
      });
      if (!created.ok) return failure(created.message);
      return success(await this.signIn(created.value));
    } catch (error) {
      // A concurrent registration won the race: the transaction rolled back, the proofs stay usable.
      if (error instanceof RegistrationRace) return failure(error.message);
      if (isUniqueViolation(error)) {
        return failure(
          (await this.users.findByMobile(data.mobile))
            ? SIGN_IN_MESSAGES.mobileTaken
            : SIGN_IN_MESSAGES.emailTaken,
        );
      }
      throw error;
    }
  }

  async googleLogin(credential: string): Promise<Outcome<GoogleSignInResult>> {
    if (!this.google) return failure(GOOGLE_MESSAGES.notConfigured);
    const identity = await this.google.verify(credential);
    if (!identity.ok) return failure(identity.message);
    const { sub, email, name } = identity.value;

    const bySub = await this.users.findByGoogleSub(sub);
    if (bySub) return success({ registered: true, userdata: await this.signIn(bySub) });
    // The email on an account was typed at registration and never proven, so Google vouching for
    // an address must not open that account (someone could have registered another's address).
    if (await this.users.findByEmail(email)) return failure(SIGN_IN_MESSAGES.googleEmailOnMobileAccount);

    const googleToken = await this.issueToken({ kind: 'google', googleSub: sub, email, userName: name });
    return success({ registered: false, email, user_name: name, google_token: googleToken });
  }

  private async signIn(user: UserRow): Promise<UserData> {
    const webToken = await this.sessions.start(user.id);
    return { mobile: user.mobile, web_token: webToken, user_name: user.userName };
  }

  private async issueToken(
    proof:
      | { kind: 'mobile'; mobile: string }
      | { kind: 'google'; googleSub: string; email: string; userName: string },
  ): Promise<string> {
    const token = newToken();
    const now = this.clock.now();
    await this.tokens.insert({
      ...proof,
      tokenHash: hashToken(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + VERIFICATION_TTL_MS),
    });
    await this.tokens.deleteExpiredBefore(new Date(now.getTime() - 24 * 3_600_000));
    return token;
  }
}

class RegistrationRace extends Error {}
