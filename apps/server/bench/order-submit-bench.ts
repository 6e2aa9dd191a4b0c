// Order submit benchmark (issue 5): OrderDashboard/submitSimpleOrderData (a form post: market and
// limit orders over 50 symbols, each with its own request_id) at 200 orders/s against the real
// server (`apps/server/src/server.ts`, simulated market, demo clock) on PGlite, and on PostgreSQL
// when DATABASE_URL is set; the user signs in through the OTP endpoints first. Target: p99 < 30 ms.
// Latency is counted from each request's scheduled time (paced-load.ts). Options: --seconds=10 --rate=200.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EQUITIES } from '@nivesh/market';
import { freePort, startChild, stopChild, waitHealthy } from './child-server';
import { type LoadResult, pacedLoad } from './paced-load';

const arg = (name: string, fallback: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback);
const SECONDS = arg('seconds', 10);
const RATE = arg('rate', 200);
const P99_TARGET_MS = 30;
const SYMBOLS = EQUITIES.slice(0, 50).map((e) => e.symbol);

async function json(url: string): Promise<Record<string, unknown>> {
  return (await (await fetch(url)).json()) as Record<string, unknown>;
}

/** Registers a new user through the OTP endpoints (devCode is answered outside production). */
async function signUp(base: string, mobile: string): Promise<string> {
  const sent = await json(`${base}/api/v3/login/sendotp?mobile=${mobile}`);
  const verified = await json(`${base}/api/v3/login/validateOTP?mobile=${mobile}&otp=${sent.devCode}`);
  const userdata = JSON.stringify({
    mobile,
    user_name: 'Bench Trader',
    email: `bench${mobile}@example.in`,
    registration_token: verified.registration_token,
  });
  const registered = await json(`${base}/api/v3/login/registeruser?userdata=${encodeURIComponent(userdata)}`);
  const token = (registered.userdata as { web_token?: string } | undefined)?.web_token;
  if (!token) throw new Error(`could not register: ${JSON.stringify(registered)}`);
  return token;
}

async function run(driver: 'pglite' | 'postgres'): Promise<LoadResult & { placed: number }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'nivesh-order-bench-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '1000000',
    SIGNAL_BACKFILL_DAYS: '1',
    TRADING_TOOLS_HISTORY_DAYS: '30',
  };
  if (driver === 'pglite') env.DATABASE_URL = '';
  const child = startChild('apps/server/src/server.ts', env);
  try {
    await waitHealthy(base, child);
    const token = await signUp(base, `98${String(Date.now()).slice(-8)}`);
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' };
    const runId = Date.now().toString(36);
    const result = await pacedLoad({
      base,
      paths: [],
      rate: RATE,
      seconds: SECONDS,
      connections: 20,
      request: (n) => ({
        path: '/api/v3/OrderDashboard/submitSimpleOrderData',
        method: 'POST',
        headers,
        body: new URLSearchParams({
          symbol: SYMBOLS[n % SYMBOLS.length] ?? 'RELIANCE',
          quantity: String(1 + (n % 9)),
          // Every third order a limit far below the market: it rests in the book.
          type: n % 3 === 0 ? 'Limit' : 'Market',
          price: n % 3 === 0 ? '1' : '',
          triggerPrice: '',
          signalType: 'Buy',
          product: 'Intraday',
          request_id: `${runId}-${n}`,
        }).toString(),
      }),
    });
    const history = await (
      await fetch(`${base}/api/v3/OrderDashboard/simpleOrderHistory?pageSize=1`, { headers })
    ).json();
    return { ...result, placed: (history as { total?: number }).total ?? 0 };
  } finally {
    await stopChild(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const drivers: ('pglite' | 'postgres')[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
let failed = false;
for (const driver of drivers) {
  const r = await run(driver);
  const pass = r.p99 < P99_TARGET_MS && r.failures === 0;
  failed ||= !pass;
  console.log(
    `${driver}: ${r.requests} submits at ${RATE}/s over ${SECONDS} s, ${r.placed} orders stored, ${r.failures} failures; ` +
      `p50 ${r.p50} ms, p90 ${r.p90} ms, p99 ${r.p99} ms, max ${r.max} ms (target p99 < ${P99_TARGET_MS} ms) ${pass ? 'PASS' : 'FAIL'}`,
  );
}
if (!process.env.DATABASE_URL) console.log('PostgreSQL not measured: set DATABASE_URL to include it.');
process.exitCode = failed ? 1 : 0;
