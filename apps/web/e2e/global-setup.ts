import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_PATH } from './browser';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

declare module 'vitest' {
  export interface ProvidedContext {
    e2eBaseUrl: string;
    e2eSkipReason: string;
    /** The e2e server's OPERATOR_TOKEN, for the operator's endpoints (web-vitals figures). */
    e2eOperatorToken: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Start-up on a busy shared machine (2 cores, many test runs) has been seen to take 160 s. */
const HEALTHY_WITHIN_MS = 300_000;

async function waitForHealth(baseUrl: string, server: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + HEALTHY_WITHIN_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`Nivesh server exited early:\n${output()}`);
    try {
      const response = await fetch(`${baseUrl}/api/v3/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Nivesh server did not become healthy in ${HEALTHY_WITHIN_MS / 1000} s:\n${output()}`);
}

/** Monday 2026-11-23, 10:30 IST: a mid-session minute with every screen and pattern populated. */
const E2E_MARKET_DEMO_START = '2026-11-23T10:30:00+05:30';

/**
 * Starts the real server (embedded PGlite in a temporary DATA_DIR, the path a new user takes)
 * serving the production build, and hands its URL to the browser tests.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // WEB_DIST_DIR (also read by the server) lets parallel work test its own build of the web app.
  const webDist = process.env.WEB_DIST_DIR
    ? path.resolve(process.env.WEB_DIST_DIR)
    : path.join(repoRoot, 'apps/web/dist');
  const required = process.env.REQUIRE_E2E === '1';
  const missing = [
    existsSync(CHROMIUM_PATH)
      ? ''
      : `Chromium is not installed at ${CHROMIUM_PATH} (apt-get install chromium)`,
    existsSync(path.join(webDist, 'index.html')) ? '' : 'the web app is not built (npm run build)',
  ].filter((reason) => reason !== '');
  if (missing.length > 0) {
    const reason = `Browser tests cannot run: ${missing.join('; ')}.`;
    if (required) throw new Error(`${reason} REQUIRE_E2E=1 makes this a failure.`);
    project.provide('e2eSkipReason', reason);
    project.provide('e2eBaseUrl', '');
    project.provide('e2eOperatorToken', '');
    return async () => {};
  }

  const dataDir = mkdtempSync(path.join(tmpdir(), 'nivesh-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir };
  env.NODE_ENV = 'test';
  // The browser tests read the code from the OTP page's development banner (signIn in browser.ts).
  env.OTP_SHOW_CODE = 'true';
  delete env.TRUST_PROXY;
  env.LOG_LEVEL = 'warn';
  // Browser tests open many live pages from one address; the per-IP limit is tested elsewhere.
  env.RATE_LIMIT_PER_MINUTE = '100000';
  // The browser tests sign one number in twice within seconds; the 30 s resend cool-down itself
  // is covered by the server's OTP tests.
  env.OTP_RESEND_SECONDS = '1';
  // The demo market starts at a pinned instant, never the wall clock's: the same session and
  // minute on every run. E2E_MARKET_DEMO_START runs the suite at another (e.g. 15:25, a Saturday).
  env.MARKET_CLOCK = 'demo';
  env.MARKET_DEMO_START = process.env.E2E_MARKET_DEMO_START ?? E2E_MARKET_DEMO_START;
  // A short signal record keeps the start-up replay from competing with the browser tests for CPU.
  env.SIGNAL_BACKFILL_DAYS = '25';
  // A short trading-tools back-test window keeps the background measurement light during the tests.
  env.TRADING_TOOLS_HISTORY_DAYS = '120';
  delete env.DATABASE_URL;
  // A token of this run's own, for the operator's endpoints (the web-vitals figures).
  const operatorToken = randomBytes(24).toString('hex');
  env.OPERATOR_TOKEN = operatorToken;
  let output = '';
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  server.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  try {
    await waitForHealth(baseUrl, server, () => output);
  } catch (error) {
    // Never leave a server behind (it would keep the machine busy after the run has failed).
    server.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  // A server that dies during the run takes every later browser test with it: say why, loudly.
  let stopping = false;
  server.once('exit', (code, signal) => {
    if (!stopping)
      console.error(`Nivesh e2e server exited (code ${code}, signal ${signal}):\n${output.slice(-5000)}`);
  });
  project.provide('e2eBaseUrl', baseUrl);
  project.provide('e2eSkipReason', '');
  project.provide('e2eOperatorToken', operatorToken);

  return async () => {
    stopping = true;
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (server.exitCode === null) server.kill('SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
}
