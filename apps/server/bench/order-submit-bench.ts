// Order submit benchmark (issue 5): OrderDashboard/submitSimpleOrderData (a form post: market and
// limit orders over 50 symbols, each with its own request_id) at 200 orders/s against the real
// server (`apps/server/src/server.ts`, simulated market, demo clock) on PGlite, and on PostgreSQL
// when DATABASE_URL is set; the user signs in through the OTP endpoints first. Target: p99 < 30 ms.
// Latency is counted from each request's scheduled time (paced-load.ts). Options: --seconds=10 --rate=200
// --settle=45: seconds to wait after the server is healthy, so its start-up background work (signal
// backfill, tool measurement, screen caches) is done and the steady state is measured; --settle=0
// measures while that work runs.
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
const WARM_UP_SECONDS = 3;
const SETTLE_SECONDS = arg('settle', 45);
const SYMBOLS = EQUITIES.slice(0, 50).map((e) => e.symbol);

async function json(url: string): Promise<Record<string, unknown>> {
  return (await (await fetch(url)).json()) as Record<string, unknown>;
}

/** Registers a new user through the OTP endpoints (devCode is answered to a local caller with OTP_SHOW_CODE). */
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

/** Submits at RATE for SECONDS to the server at `base` as a new user; returns latencies and the orders stored. */
async function load(base: string): Promise<LoadResult & { placed: number }> {
  const token = await signUp(base, `98${String(Date.now()).slice(-8)}`);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' };
  const runId = Date.now().toString(36);
  const submits = (seconds: number, prefix: string) =>
    pacedLoad({
      base,
      paths: [],
      rate: RATE,
      seconds,
      connections: 20,
      request: (n) => submit(n, `${runId}-${prefix}`),
    });
  // Warm-up (JIT, first statements of each query), not counted; then the measured run.
  await submits(WARM_UP_SECONDS, 'warm');
  const result = await submits(SECONDS, 'run');
  const history = await (
    await fetch(`${base}/api/v3/OrderDashboard/simpleOrderHistory?pageSize=1`, { headers })
  ).json();
  return { ...result, placed: (history as { total?: number }).total ?? 0 };

  function submit(n: number, requestPrefix: string) {
    return {
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
        request_id: `${requestPrefix}-${n}`,
      }).toString(),
    };
  }
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
    // The bench signs its users in with the code sendotp answers to a local caller.
    OTP_SHOW_CODE: 'true',
    TRUST_PROXY: 'false',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '1000000',
    SIGNAL_BACKFILL_DAYS: '1',
    TRADING_TOOLS_HISTORY_DAYS: '30',
  };
  if (driver === 'pglite') env.DATABASE_URL = '';
  const child = startChild('apps/server/src/server.ts', env);
  try {
    await waitHealthy(base, child);
    await new Promise((resolve) => setTimeout(resolve, SETTLE_SECONDS * 1000));
    return await load(base);
  } finally {
    await stopChild(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const drivers: ('pglite' | 'postgres')[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
// --base=http://host:port loads a server you started yourself (e.g. under --cpu-prof) instead.
const given = process.argv.find((a) => a.startsWith('--base='))?.slice('--base='.length);
let failed = false;
for (const driver of given ? (['given'] as const) : drivers) {
  const r =
    driver === 'given' && given ? await load(given) : await run(driver === 'given' ? 'pglite' : driver);
  const pass = r.p99 < P99_TARGET_MS && r.failures === 0;
  failed ||= !pass;
  console.log(
    `${driver}: ${r.requests} submits at ${RATE}/s over ${SECONDS} s (${given ? 'given server' : `${SETTLE_SECONDS} s after start`}), ${r.placed} orders stored, ${r.failures} failures; ` +
      `p50 ${r.p50} ms, p90 ${r.p90} ms, p99 ${r.p99} ms, max ${r.max} ms (target p99 < ${P99_TARGET_MS} ms) ${pass ? 'PASS' : 'FAIL'}`,
  );
}
if (!process.env.DATABASE_URL) console.log('PostgreSQL not measured: set DATABASE_URL to include it.');
process.exitCode = failed ? 1 : 0;
