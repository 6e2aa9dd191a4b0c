import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { JWTVerifyGetKey } from 'jose';
import type { DestinationStream } from 'pino';
import { buildApp } from '../app';
import type { SmsProvider } from '../auth/sms-provider';
import { ManualClock } from '../clock';
import { loadConfig } from '../config';
import type { Database } from '../db/database';
import type { DiskSpaceOf } from '../health/health-monitor';
import type { MarketService } from '../market/market.service';

/** Keeps sent messages so tests can read the code the "SMS" carried. */
export class CapturingSmsProvider implements SmsProvider {
  /** A capture stands for the local log provider unless a test says it is a real gateway. */
  constructor(readonly local = true) {}

  readonly sent: Array<{ mobile: string; message: string }> = [];

  async send(mobile: string, message: string): Promise<void> {
    this.sent.push({ mobile, message });
  }

  lastCodeFor(mobile: string): string {
    const last = this.sent.filter((m) => m.mobile === mobile).at(-1);
    const code = last ? /(\d{6})$/.exec(last.message)?.[1] : undefined;
    if (!code) throw new Error(`No code was sent to ${mobile}`);
    return code;
  }
}

export interface TestApp {
  readonly app: FastifyInstance;
  readonly clock: ManualClock;
  readonly sms: CapturingSmsProvider;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  googleKeys?: JWTVerifyGetKey;
  logDestination?: DestinationStream;
  webDistDir?: string;
  /** A running market (see test-market.ts); without it the app has no market routes. */
  market?: MarketService;
  /** Free space of the data directory, for disk-full tests. */
  diskSpace?: DiskSpaceOf;
  /** The SMS capture acts as a real (non-local) gateway: codes are never shown on the OTP page. */
  remoteSms?: boolean;
  /** Records auto-signals once ready, as server.ts does (AppDeps.recordSignals). */
  recordSignals?: boolean;
}

export async function createTestApp(database: Database, options: TestAppOptions = {}): Promise<TestApp> {
  // An empty dist dir unless a test brings its own: no test depends on a real web build.
  const ownDist = options.webDistDir ? null : mkdtempSync(join(tmpdir(), 'nivesh-dist-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    // Background workers at normal priority: tests wait for them on a busy machine.
    BACKGROUND_NICE: '0',
    WEB_DIST_DIR: options.webDistDir ?? ownDist ?? '',
    ...options.env,
  });
  const clock = new ManualClock();
  const sms = new CapturingSmsProvider(!options.remoteSms);
  const app = await buildApp({
    config,
    database,
    clock,
    sms,
    ...(options.googleKeys ? { googleKeys: options.googleKeys } : {}),
    ...(options.logDestination ? { logDestination: options.logDestination } : {}),
    ...(options.market ? { market: options.market } : {}),
    ...(options.diskSpace ? { diskSpace: options.diskSpace } : {}),
    ...(options.recordSignals ? { recordSignals: true } : {}),
  });
  return {
    app,
    clock,
    sms,
    close: async () => {
      await app.close();
      if (ownDist) rmSync(ownDist, { recursive: true, force: true });
    },
  };
}

/** Signs a number in through sendotp + validateOTP and returns the validateOTP answer. */
export async function verifyMobile(t: TestApp, mobile: string): Promise<Record<string, unknown>> {
  const sent = await t.app.inject({ url: `/api/v3/login/sendotp?mobile=${mobile}` });
  if (sent.json<{ status: number }>().status !== 1) throw new Error(`sendotp refused: ${sent.body}`);
  const code = t.sms.lastCodeFor(mobile);
  const res = await t.app.inject({ url: `/api/v3/login/validateOTP?mobile=${mobile}&otp=${code}` });
  return res.json<Record<string, unknown>>();
}

/** Registers a new user end to end and returns its web_token. */
export async function registerUser(
  t: TestApp,
  user: { mobile: string; user_name?: string; email: string },
): Promise<string> {
  const verified = await verifyMobile(t, user.mobile);
  const userdata = JSON.stringify({
    mobile: user.mobile,
    user_name: user.user_name ?? 'Asha Rao',
    email: user.email,
    registration_token: verified.registration_token,
  });
  const res = await t.app.inject({
    url: '/api/v3/login/registeruser',
    query: { userdata },
  });
  const body = res.json<{ status: number; userdata?: { web_token: string } }>();
  if (body.status !== 1 || !body.userdata) throw new Error(`registeruser refused: ${res.body}`);
  return body.userdata.web_token;
}
