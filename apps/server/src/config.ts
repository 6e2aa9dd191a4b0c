import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

// This file lives at apps/server/src/config.ts: the repository root is three levels up.
const REPO_ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

function positiveInt(defaultValue: number, max = 1_000_000) {
  return z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(max, `must be at most ${max}`)
    .default(defaultValue);
}

// Empty strings count as unset, so `FOO=` in a .env file means "use the default".
function optionalText() {
  return z
    .string()
    .optional()
    .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));
}

/** An operator's bearer token: long enough not to be guessed. */
function operatorToken() {
  return optionalText().refine(
    (value) => value === undefined || value.length >= 24,
    'must be at least 24 characters',
  );
}

/** Names proxy-addr (Fastify's trustProxy) knows for address ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

export const TRUST_PROXY_TRUE_MESSAGE =
  'true would trust every hop, so any client could choose its own IP with X-Forwarded-For and escape the ' +
  'rate limits: set the number of proxies in front of this server (e.g. 1) or their addresses ' +
  '(e.g. 127.0.0.1 or 10.0.0.0/8,loopback)';

/**
 * `false`/`0` (default): the peer address is the client. A number n: the last n hops of
 * X-Forwarded-For are this server's proxies. A comma list of addresses/CIDRs (or loopback,
 * linklocal, uniquelocal): only those peers are proxies. `true` (trust every hop) is refused.
 */
const trustProxyFromEnv = z
  .string()
  .default('false')
  .transform((raw, ctx): false | number | readonly string[] => {
    const value = raw.trim().toLowerCase();
    if (value === 'false' || value === 'no' || value === '0') return false;
    if (value === 'true' || value === 'yes') {
      ctx.addIssue({ code: 'custom', message: TRUST_PROXY_TRUE_MESSAGE });
      return z.NEVER;
    }
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops > 10) ctx.addIssue({ code: 'custom', message: 'a hop count must be at most 10' });
      return hops;
    }
    const entries = value.split(',').map((entry) => entry.trim());
    const bad = entries.filter((entry) => !isProxyAddress(entry));
    if (bad.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `must be a hop count (e.g. 1) or proxy addresses/CIDRs (e.g. 127.0.0.1,10.0.0.0/8); not an address: ${bad.join(', ')}`,
      });
      return z.NEVER;
    }
    return entries;
  });

function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** An instant written with its offset: `2026-11-23T10:30:00+05:30` or `…Z`. */
function isInstantWithOffset(value: string): boolean {
  return (
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(value) &&
    !Number.isNaN(new Date(value).getTime())
  );
}

const envSchema = z.object({
  PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int('must be a port number')
    .min(0, 'must be between 0 and 65535')
    .max(65535, 'must be between 0 and 65535')
    .default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  NODE_ENV: z
    .enum(['development', 'test', 'production'], { error: 'must be development, test or production' })
    .default('development'),
  DATABASE_URL: optionalText().refine(
    (value) => value === undefined || /^postgres(ql)?:\/\//.test(value),
    'must start with postgres:// or postgresql://',
  ),
  DATA_DIR: z.string().min(1).default('./data'),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  GOOGLE_CLIENT_ID: optionalText(),
  OPERATOR_TOKEN: operatorToken(),
  MARKET_DATA_IMPORT_TOKEN: operatorToken(),
  WEB_DIST_DIR: optionalText(),
  OTP_PEPPER: optionalText().refine(
    (value) => value === undefined || value.length >= 16,
    'must be at least 16 characters',
  ),
  SESSION_TTL_DAYS: positiveInt(30, 3650),
  OTP_TTL_SECONDS: positiveInt(300, 86_400),
  OTP_MAX_ATTEMPTS: positiveInt(5, 100),
  OTP_RESEND_SECONDS: positiveInt(30, 86_400),
  OTP_MAX_SENDS_PER_HOUR: positiveInt(5),
  OTP_MAX_SENDS_PER_IP_PER_HOUR: positiveInt(20),
  RATE_LIMIT_PER_MINUTE: positiveInt(600),
  LOGIN_RATE_LIMIT_PER_MINUTE: positiveInt(30),
  TRUST_PROXY: trustProxyFromEnv,
  OTP_SHOW_CODE: booleanFromEnv.default(false),
  MARKET_FEED: z.enum(['simulated', 'replay'], { error: 'must be simulated or replay' }).default('simulated'),
  MARKET_CLOCK: z.enum(['demo', 'nse'], { error: 'must be demo or nse' }).default('demo'),
  MARKET_SEED: z.string().min(1).max(100).default('nivesh'),
  NSE_ARCHIVE_FETCH: booleanFromEnv.default(false),
  NSE_ARCHIVE_URL: z.url({ error: 'must be a URL' }).default('https://nsearchives.nseindia.com'),
  NSE_API_URL: z.url({ error: 'must be a URL' }).default('https://www.nseindia.com'),
  MARKET_DEMO_START: optionalText().refine(
    (value) => value === undefined || isInstantWithOffset(value),
    'must be a date and time with its offset, e.g. 2026-11-23T10:30:00+05:30',
  ),
  MARKET_REPLAY_FROM: optionalText().refine(
    (value) => value === undefined || isCalendarDate(value),
    'must be a date YYYY-MM-DD',
  ),
  SIGNAL_BACKFILL_DAYS: positiveInt(60, 250),
  TRADING_TOOLS_HISTORY_DAYS: positiveInt(500, 2500),
  BACKGROUND_NICE: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(0, 'must be at least 0')
    .max(19, 'must be at most 19')
    .default(19),
  PAYMENT_PROVIDER: z.enum(['sandbox', 'razorpay'], { error: 'must be sandbox or razorpay' }).optional(),
  PAYMENT_SANDBOX_SECRET: optionalText().refine(
    (value) => value === undefined || value.length >= 16,
    'must be at least 16 characters',
  ),
  RAZORPAY_KEY_ID: optionalText(),
  RAZORPAY_KEY_SECRET: optionalText(),
  RAZORPAY_WEBHOOK_SECRET: optionalText(),
  INVOICE_GSTIN: optionalText(),
});

/** Every variable the server reads; .env.example documents each (a test checks it). */
export const ENV_VARIABLES: readonly string[] = Object.keys(envSchema.shape);

export type NodeEnv = 'development' | 'test' | 'production';

export interface AppConfig {
  readonly port: number;
  readonly host: string;
  readonly nodeEnv: NodeEnv;
  readonly databaseUrl: string | undefined;
  readonly dataDir: string;
  readonly logLevel: string;
  readonly googleClientId: string | undefined;
  /** The older operator token, for POST MarketData/importFile (and every operator endpoint). */
  readonly marketDataImportToken: string | undefined;
  /**
   * The bearer tokens of the operator's endpoints (import, web-vitals figures): OPERATOR_TOKEN and
   * MARKET_DATA_IMPORT_TOKEN, each accepted when set; none disables the operator's endpoints.
   */
  readonly operatorTokens: readonly string[];
  readonly webDistDir: string;
  /** Secret mixed into OTP hashes; when unset a random one per process is used. */
  readonly otpPepper: string | undefined;
  readonly sessionTtlDays: number;
  readonly otpTtlSeconds: number;
  readonly otpMaxAttempts: number;
  readonly otpResendSeconds: number;
  readonly otpMaxSendsPerHour: number;
  readonly otpMaxSendsPerIpPerHour: number;
  readonly rateLimitPerMinute: number;
  readonly loginRateLimitPerMinute: number;
  /** false: the peer is the client; a hop count; or the proxies' addresses/CIDRs (never "every hop"). */
  readonly trustProxy: false | number | readonly string[];
  /**
   * OTP_SHOW_CODE: login/sendotp returns the code (devCode) to a caller on this machine, only with
   * the local log SMS provider; refused in production and when a proxy is trusted. `npm start` sets it.
   */
  readonly otpShowCode: boolean;
  /** `simulated` (default): the seeded simulated NSE; `replay`: imported real days played back. */
  readonly marketFeed: 'simulated' | 'replay';
  /** `demo` (default): always in session; `nse`: the real NSE calendar and hours in IST. */
  readonly marketClock: 'demo' | 'nse';
  readonly marketSeed: string;
  /**
   * NSE_ARCHIVE_FETCH=true: after each close (19:00 IST) download and import the day's NSE files
   * from NSE_ARCHIVE_URL (bhavcopies, PR bundle, participant OI) and NSE_API_URL (deals). Off by default.
   */
  readonly nseArchiveFetch: boolean;
  readonly nseArchiveUrls: { readonly archives: string; readonly api: string };
  /**
   * MARKET_CLOCK=demo: the simulated instant the demo clock shows at start-up (moved into the next
   * session when outside one); unset: the real time's (demo time = real time during a session).
   */
  readonly marketDemoStart: Date | undefined;
  /** MARKET_FEED=replay: the first imported day played live (YYYY-MM-DD); unset: the last one. */
  readonly marketReplayFrom: string | undefined;
  /** Completed sessions the auto-signal record is filled with at start-up when it lacks them. */
  readonly signalBackfillDays: number;
  /** Sessions of history the trading tools' background back-tests measure on. */
  readonly tradingToolsHistoryDays: number;
  /** CPU priority (nice, 0–19) of the background worker threads: signal replay, tools' measurement. */
  readonly backgroundNice: number;
  /** `sandbox` (default: the built-in test checkout) or `razorpay` (when both Razorpay keys are set). */
  readonly paymentProvider: 'sandbox' | 'razorpay';
  /** Key of the sandbox's HMAC signatures; when unset a random one per process is used. */
  readonly paymentSandboxSecret: string | undefined;
  readonly razorpayKeyId: string | undefined;
  readonly razorpayKeySecret: string | undefined;
  /** Secret of Razorpay webhook signatures (the sandbox signs its webhooks with its own secret). */
  readonly razorpayWebhookSecret: string | undefined;
  /** The seller's GSTIN printed on invoices; unset prints "not registered". */
  readonly invoiceGstin: string | undefined;
}

export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Validates the environment once; throws a ConfigError listing every bad variable. */
export function loadConfig(
  env: Readonly<Record<string, string | undefined>>,
  cwd: string = process.cwd(),
): AppConfig {
  // Treat empty strings as unset for every variable so defaults apply.
  const cleaned: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) {
    if (value !== undefined && value.trim() !== '') cleaned[key] = value;
  }
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = issue.path.join('.');
      return `${name}: ${issue.message} (got ${JSON.stringify(cleaned[name] ?? null)})`;
    });
    throw new ConfigError(problems);
  }
  const e = parsed.data;
  const razorpayKeys = e.RAZORPAY_KEY_ID !== undefined && e.RAZORPAY_KEY_SECRET !== undefined;
  const combinations: string[] = [];
  if (e.MARKET_DEMO_START !== undefined && e.MARKET_CLOCK !== 'demo')
    combinations.push('MARKET_DEMO_START: only the demo clock (MARKET_CLOCK=demo) can start elsewhere');
  if (e.PAYMENT_PROVIDER === 'razorpay' && !razorpayKeys)
    combinations.push('PAYMENT_PROVIDER: razorpay needs RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET');
  if (e.OTP_SHOW_CODE && e.TRUST_PROXY !== false)
    combinations.push(
      'OTP_SHOW_CODE: a server behind a proxy must not show sign-in codes (every user would reach it ' +
        'through the proxy): set OTP_SHOW_CODE=false, or unset TRUST_PROXY on a single-user local server',
    );
  if (e.OTP_SHOW_CODE && e.NODE_ENV === 'production')
    combinations.push(
      'OTP_SHOW_CODE: a production server never shows sign-in codes: set OTP_SHOW_CODE=false',
    );
  if (combinations.length > 0) throw new ConfigError(combinations);
  return {
    port: e.PORT,
    host: e.HOST,
    nodeEnv: e.NODE_ENV,
    databaseUrl: e.DATABASE_URL,
    dataDir: resolve(cwd, e.DATA_DIR),
    logLevel: e.LOG_LEVEL,
    googleClientId: e.GOOGLE_CLIENT_ID,
    marketDataImportToken: e.MARKET_DATA_IMPORT_TOKEN,
    operatorTokens: [e.OPERATOR_TOKEN, e.MARKET_DATA_IMPORT_TOKEN].filter(
      (token, i, all): token is string => token !== undefined && all.indexOf(token) === i,
    ),
    webDistDir: e.WEB_DIST_DIR ? resolve(cwd, e.WEB_DIST_DIR) : resolve(REPO_ROOT, 'apps/web/dist'),
    otpPepper: e.OTP_PEPPER,
    sessionTtlDays: e.SESSION_TTL_DAYS,
    otpTtlSeconds: e.OTP_TTL_SECONDS,
    otpMaxAttempts: e.OTP_MAX_ATTEMPTS,
    otpResendSeconds: e.OTP_RESEND_SECONDS,
    otpMaxSendsPerHour: e.OTP_MAX_SENDS_PER_HOUR,
    otpMaxSendsPerIpPerHour: e.OTP_MAX_SENDS_PER_IP_PER_HOUR,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    loginRateLimitPerMinute: e.LOGIN_RATE_LIMIT_PER_MINUTE,
    trustProxy: e.TRUST_PROXY,
    otpShowCode: e.OTP_SHOW_CODE,
    marketFeed: e.MARKET_FEED,
    marketClock: e.MARKET_CLOCK,
    marketSeed: e.MARKET_SEED,
    nseArchiveFetch: e.NSE_ARCHIVE_FETCH,
    nseArchiveUrls: {
      archives: e.NSE_ARCHIVE_URL.replace(/\/+$/, ''),
      api: e.NSE_API_URL.replace(/\/+$/, ''),
    },
    marketDemoStart: e.MARKET_DEMO_START === undefined ? undefined : new Date(e.MARKET_DEMO_START),
    marketReplayFrom: e.MARKET_REPLAY_FROM,
    signalBackfillDays: e.SIGNAL_BACKFILL_DAYS,
    tradingToolsHistoryDays: e.TRADING_TOOLS_HISTORY_DAYS,
    backgroundNice: e.BACKGROUND_NICE,
    paymentProvider: e.PAYMENT_PROVIDER ?? (razorpayKeys ? 'razorpay' : 'sandbox'),
    paymentSandboxSecret: e.PAYMENT_SANDBOX_SECRET,
    razorpayKeyId: e.RAZORPAY_KEY_ID,
    razorpayKeySecret: e.RAZORPAY_KEY_SECRET,
    razorpayWebhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
    invoiceGstin: e.INVOICE_GSTIN,
  };
}

export { REPO_ROOT };
