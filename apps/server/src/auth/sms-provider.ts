import type { FastifyBaseLogger } from 'fastify';

/** Port for sending text messages; a real SMS gateway adapter implements it later. */
export interface SmsProvider {
  /**
   * True when messages stay on this machine (the log provider, a test capture): only then may a
   * code also be shown on the OTP page (OTP_SHOW_CODE). A real gateway is never local.
   */
  readonly local: boolean;
  send(mobile: string, message: string): Promise<void>;
}

/** 9876543210 -> 98xxxxxx10: enough to tell numbers apart in a log, not enough to reuse. */
export function maskMobile(mobile: string): string {
  if (mobile.length < 5) return 'x'.repeat(mobile.length);
  return `${mobile.slice(0, 2)}${'x'.repeat(mobile.length - 4)}${mobile.slice(-2)}`;
}

/**
 * The default provider: no gateway, the message goes to the server log so that a local operator
 * can read the code. The message itself is logged on purpose; the number is masked.
 */
export class LogSmsProvider implements SmsProvider {
  readonly local = true;

  constructor(
    private readonly log: FastifyBaseLogger,
    /** In production a log is no place for a sign-in code: only the fact of sending is logged. */
    private readonly production = false,
  ) {}

  async send(mobile: string, message: string): Promise<void> {
    const masked = maskMobile(mobile);
    if (this.production) {
      this.log.warn({ sms: true }, `No SMS gateway is configured: a code for ${masked} was not delivered`);
      return;
    }
    this.log.info({ sms: true }, message.replaceAll(mobile, masked));
  }
}
