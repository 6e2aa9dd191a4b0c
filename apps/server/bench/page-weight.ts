// Page-weight benchmark (issue 13): what a first visit downloads, in a real browser. Starts the real
// server (built web app, simulated market, throw-away DATA_DIR) as a child process, opens each page in
// a fresh Chromium context (empty cache) and sums, by kind (JS, CSS, JSON, other), the bytes that
// crossed the wire (encoded: compressed when the server compressed) and the decoded bytes.
// Target: the first load of `/` under 300 KB of compressed JavaScript.
// Needs `npm run build` first (the server serves apps/web/dist) and Chromium (/usr/bin/chromium).
// Options: --settle-ms=5000 (time without a new URL that ends a page's load); --url=http://host:port
// weighs a server already running instead of starting one.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Request } from 'playwright-core';
import { CHROMIUM_PATH, launchBrowser } from '../../web/e2e/chromium';
import { freePort, ROOT, startChild, stopChild, waitHealthy } from './child-server';

const JS_BUDGET_BYTES = 300 * 1024;
const SETTLE_MS = Number(process.argv.find((a) => a.startsWith('--settle-ms='))?.slice(12) ?? 5000);
const GIVEN_URL = process.argv.find((a) => a.startsWith('--url='))?.slice(6);
const PAGES = ['/', '/market', '/stocks/RELIANCE'] as const;
const KINDS = ['js', 'css', 'json', 'other'] as const;
/** A chart or table still loading (its data or its library) on a slow machine. */
const STILL_LOADING = 'document.querySelector(\'[aria-label="Loading chart"], [data-skeleton]\') !== null';
type Kind = (typeof KINDS)[number];

interface Weight {
  encoded: number;
  decoded: number;
  files: number;
}
type PageWeight = Record<Kind, Weight>;

function kindOf(request: Request, contentType: string): Kind {
  const type = request.resourceType();
  if (type === 'script') return 'js';
  if (type === 'stylesheet') return 'css';
  if (contentType.includes('json')) return 'json';
  return 'other';
}

/**
 * Loads `path` in a fresh context and weighs each URL's first answer (live pages poll on; a repeat is
 * not first-load weight). The load ends when no new URL has been asked or answered for SETTLE_MS and no chart or
 * table on the page is still loading.
 */
async function weigh(browser: Browser, base: string, path: string): Promise<PageWeight> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const weight: PageWeight = {
    js: { encoded: 0, decoded: 0, files: 0 },
    css: { encoded: 0, decoded: 0, files: 0 },
    json: { encoded: 0, decoded: 0, files: 0 },
    other: { encoded: 0, decoded: 0, files: 0 },
  };
  const asked = new Set<string>();
  const weighed = new Set<string>();
  const pending: Promise<void>[] = [];
  let lastActivity = Date.now();
  page.on('request', (request) => {
    if (asked.has(request.url())) return;
    asked.add(request.url());
    lastActivity = Date.now();
  });
  let settled = false;
  page.on('requestfinished', (request) => {
    if (settled || weighed.has(request.url())) return;
    weighed.add(request.url());
    lastActivity = Date.now();
    pending.push(
      (async () => {
        const response = await request.response();
        if (!response) return;
        const [sizes, body] = await Promise.all([
          request.sizes(),
          response.body().catch(() => Buffer.alloc(0)),
        ]);
        const bucket = weight[kindOf(request, response.headers()['content-type'] ?? '')];
        bucket.encoded += sizes.responseBodySize;
        bucket.decoded += body.length;
        bucket.files++;
      })(),
    );
  });
  await page.goto(`${base}${path}`, { waitUntil: 'load' });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 200));
    if (Date.now() - lastActivity >= SETTLE_MS && !(await page.evaluate(STILL_LOADING))) break;
  }
  settled = true;
  await Promise.all(pending);
  await context.close();
  return weight;
}

const kb = (bytes: number): string => (bytes / 1024).toFixed(1);

async function main(): Promise<void> {
  if (!existsSync(join(ROOT, 'apps/web/dist/index.html'))) {
    console.error('The web app is not built: run `npm run build` first.');
    process.exitCode = 1;
    return;
  }
  if (!existsSync(CHROMIUM_PATH)) {
    console.error(`Chromium is not installed at ${CHROMIUM_PATH}.`);
    process.exitCode = 1;
    return;
  }
  if (GIVEN_URL) {
    await report(GIVEN_URL);
    return;
  }
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'nivesh-bench-'));
  const child = startChild('apps/server/src/server.ts', {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '1000000',
    NODE_ENV: 'production',
    DATABASE_URL: '',
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    // A busy machine starts the server slowly; page weight does not depend on it.
    await waitHealthy(base, child, 180_000);
    await report(base);
  } finally {
    await stopChild(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Weighs every page of PAGES served at `base` and prints the table; fails the run over budget. */
async function report(base: string): Promise<void> {
  const browser = await launchBrowser();
  try {
    console.log('\n## Page weight: first load in a fresh Chromium context (KB; wire = encoded, as sent)\n');
    console.log(`| page | ${KINDS.map((k) => `${k} wire | ${k} decoded`).join(' | ')} | JS files |`);
    console.log(`|---|${KINDS.map(() => '---:|---:').join('|')}|---:|`);
    let homeJs = Number.NaN;
    for (const path of PAGES) {
      const weight = await weigh(browser, base, path);
      if (path === '/') homeJs = weight.js.encoded;
      const cells = KINDS.map((k) => `${kb(weight[k].encoded)} | ${kb(weight[k].decoded)}`).join(' | ');
      console.log(`| ${path} | ${cells} | ${weight.js.files} |`);
    }
    const met = homeJs < JS_BUDGET_BYTES;
    console.log(
      `\nFirst load of / : ${kb(homeJs)} KB of JavaScript on the wire (target < ${kb(JS_BUDGET_BYTES)} KB): ${met ? 'met' : 'MISSED'}`,
    );
    if (!met) process.exitCode = 1;
  } finally {
    await browser.close();
  }
}

await main();
