import type { Clock } from '../clock';
import { failure, type Outcome, success } from '../http/answers';
import type { OtpChallengesRepository } from './otp-challenges.repository';
import { hashOtp, newOtpCode, sameHash } from './secrets';
import type { SmsProvider } from './sms-provider';

export interface OtpRules {
  readonly ttlSeconds: number;
  readonly maxAttempts: number;
  readonly resendSeconds: number;
  readonly maxSendsPerHour: number;
  readonly maxSendsPerIpPerHour: number;
  readonly pepper: string;
  /**
   * OTP_SHOW_CODE with a local SMS provider: the code may be returned to a caller on this machine
   * (a loopback peer, not through a proxy) so a single local user can sign in; never to anyone else.
   */
  readonly exposeCode: boolean;
}

/**
 * Runs `work` with the challenges repository inside one transaction that holds locks on the given
 * keys, so concurrent sends cannot all pass the cool-down and hourly checks before any inserts.
 */
export type WithOtpLocks = <T>(
  keys: readonly string[],
  work: (otps: OtpChallengesRepository) => Promise<T>,
) => Promise<T>;

export interface SentOtp {
  readonly expiresInSeconds: number;
  readonly resendAfterSeconds: number;
  readonly devCode?: string;
}

const HOUR_MS = 3_600_000;
// Rows are only needed for the hourly windows; a day leaves room for investigation.
const RETENTION_MS = 24 * HOUR_MS;

export const OTP_MESSAGES = {
  noCode: 'No code was sent to this number, or it was already used. Request a new code.',
  expired: 'This code has expired. Request a new code.',
  tooManyAttempts: 'Too many wrong attempts. This code no longer works: request a new code.',
  wrong: (left: number) => `Wrong code. ${left} ${left === 1 ? 'attempt' : 'attempts'} left.`,
  cooldown: (seconds: number) => `Please wait ${seconds} seconds before requesting another code.`,
  mobileHourly: 'Too many codes were sent to this number in the last hour. Please try again later.',
  ipHourly: 'Too many codes were requested from your network in the last hour. Please try again later.',
} as const;

export class OtpService {
  constructor(
    private readonly otps: OtpChallengesRepository,
    private readonly withLocks: WithOtpLocks,
    private readonly sms: SmsProvider,
    private readonly clock: Clock,
    private readonly rules: OtpRules,
  ) {}

  /** Sends a new code unless a cool-down or hourly limit refuses; `loopbackPeer` gates `devCode`. */
  async send(mobile: string, requestIp: string, loopbackPeer = false): Promise<Outcome<SentOtp>> {
    return this.withLocks([`otp-mobile:${mobile}`, `otp-ip:${requestIp}`], (otps) =>
      this.sendLocked(otps, mobile, requestIp, loopbackPeer),
    );
  }

  private async sendLocked(
    otps: OtpChallengesRepository,
    mobile: string,
    requestIp: string,
    loopbackPeer: boolean,
  ): Promise<Outcome<SentOtp>> {
    const now = this.clock.now();
    const latest = await otps.latestFor(mobile);
    if (latest) {
      const waitMs = latest.sentAt.getTime() + this.rules.resendSeconds * 1000 - now.getTime();
      if (waitMs > 0) return failure(OTP_MESSAGES.cooldown(Math.ceil(waitMs / 1000)));
    }
    const hourAgo = new Date(now.getTime() - HOUR_MS);
    if ((await otps.countSentToMobileSince(mobile, hourAgo)) >= this.rules.maxSendsPerHour) {
      return failure(OTP_MESSAGES.mobileHourly);
    }
    if ((await otps.countSentFromIpSince(requestIp, hourAgo)) >= this.rules.maxSendsPerIpPerHour) {
      return failure(OTP_MESSAGES.ipHourly);
    }

    const code = newOtpCode();
    await otps.insert({
      mobile,
      requestIp,
      codeHash: hashOtp(this.rules.pepper, mobile, code),
      sentAt: now,
      expiresAt: new Date(now.getTime() + this.rules.ttlSeconds * 1000),
    });
    await this.sms.send(mobile, `OTP for ${mobile} is ${code}`);
    await otps.deleteSentBefore(new Date(now.getTime() - RETENTION_MS));

    return success({
      expiresInSeconds: this.rules.ttlSeconds,
      resendAfterSeconds: this.rules.resendSeconds,
      ...(this.rules.exposeCode && loopbackPeer ? { devCode: code } : {}),
    });
  }

  /** Checks a code against the newest one sent to the number; a right code is used up. */
  async verify(mobile: string, code: string): Promise<Outcome<true>> {
    const now = this.clock.now();
    const challenge = await this.otps.latestFor(mobile);
    if (!challenge || challenge.consumedAt !== null) return failure(OTP_MESSAGES.noCode);
    if (challenge.attempts >= this.rules.maxAttempts) return failure(OTP_MESSAGES.tooManyAttempts);
    if (challenge.expiresAt.getTime() <= now.getTime()) return failure(OTP_MESSAGES.expired);

    if (sameHash(challenge.codeHash, hashOtp(this.rules.pepper, mobile, code))) {
      const consumed = await this.otps.consume(challenge.id, now, this.rules.maxAttempts);
      return consumed ? success(true) : failure(OTP_MESSAGES.noCode);
    }
    const attempts = await this.otps.recordWrongAttempt(challenge.id, this.rules.maxAttempts);
    if (attempts === null || attempts >= this.rules.maxAttempts) return failure(OTP_MESSAGES.tooManyAttempts);
    return failure(OTP_MESSAGES.wrong(this.rules.maxAttempts - attempts));
  }
}
