// HTTP benchmark (issue 3): the whole-universe market endpoints at a fixed 500 requests/s with
// autocannon, against the real server (`apps/server/src/server.ts`, simulated market, demo clock)
// started as a child process on a free loopback port with a throw-away DATA_DIR. Target: p99 < 20 ms
// per endpoint. Options: --seconds=10 --rate=500 --connections=20.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');

function option(name: string, fallback: number): number {
  const arg = process.argv.find((a) => a.startsWith(`--${name}=`));
  return arg ? Number(arg.slice(name.length + 3)) : fallback;
}
const SECONDS = option('seconds', 10);
const RATE = option('rate', 500);
const CONNECTIONS = option('connections', 20);
const P99_TARGET_MS = 20;

/** The endpoints measured: each answers from the whole universe in memory. */
export const ENDPOINTS: readonly string[] = [
  '/api/v3/TodayActivity/getTopGainers',
  '/api/v3/TodayActivity/get52WeekHigh',
  '/api/v3/TodayActivity/getMarketBreadth',
  '/api/v3/HeatMap/getlist',
  '/api/v3/stock/stockDetails?symbol=RELIANCE',
];

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

async function waitHealthy(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/v3/health`);
      const body = (await res.json()) as { market?: { ready?: boolean } };
      if (res.ok && body.market?.ready) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not become healthy within 60 s');
}

async function main(): Promise<void> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'nivesh-bench-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '1000000',
      NODE_ENV: 'production',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  let failed = false;
  try {
    await waitHealthy(base, child);
    console.log(
      `\n## HTTP endpoints at ${RATE} requests/s (autocannon, ${SECONDS} s each, ${CONNECTIONS} connections)\n`,
    );
    console.log('| endpoint | requests | non-2xx | p50 ms | p90 ms | p99 ms | max ms | p99 < 20 ms |');
    console.log('|---|---:|---:|---:|---:|---:|---:|---|');
    for (const path of ENDPOINTS) {
      const result = await autocannon({
        url: `${base}${path}`,
        connections: CONNECTIONS,
        overallRate: RATE,
        duration: SECONDS,
      });
      const ok = result.latency.p99 < P99_TARGET_MS && result.non2xx === 0 && result.errors === 0;
      failed ||= !ok;
      const l = result.latency;
      console.log(
        `| ${path.replace('/api/v3/', '')} | ${result.requests.total} | ${result.non2xx + result.errors} | ${l.p50} | ${l.p90} | ${l.p99} | ${l.max} | ${ok ? 'pass' : 'FAIL'} |`,
      );
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (failed) process.exitCode = 1;
}

await main();
