// HTTP benchmark (issue 3): the market endpoints at a fixed 500 requests/s against the real server
// (`apps/server/src/server.ts`, simulated market, demo clock) started as a child process on a free
// loopback port with a throw-away DATA_DIR. Target: p99 < 20 ms per whole-universe endpoint.
// Every endpoint is measured with an evenly paced open-loop load (paced-load.ts: the target's
// measure) and with autocannon's overallRate, and each is compared with the floor: a bare
// node:http server sending the same bytes, measured the same way in the same run.
// One URL asked by everyone is served from the per-tick answer cache after the first request of
// each second; the rotating rows (every symbol, every sector and page) build nearly every answer.
// Options: --seconds=8 --rate=500 --connections=20.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sectorSlug } from '@nivesh/contracts';
import { EQUITIES, SECTORS } from '@nivesh/market';
import autocannon from 'autocannon';
import { freePort, startChild, stopChild, waitHealthy } from './child-server';
import { type LoadResult, pacedLoad } from './paced-load';

function option(name: string, fallback: number): number {
  const arg = process.argv.find((a) => a.startsWith(`--${name}=`));
  return arg ? Number(arg.slice(name.length + 3)) : fallback;
}
const SECONDS = option('seconds', 8);
const RATE = option('rate', 500);
const CONNECTIONS = option('connections', 20);
const P99_TARGET_MS = 20;

interface Endpoint {
  readonly label: string;
  /** Asked in turn, one per request. */
  readonly paths: readonly string[];
}

const sectorSlugs = SECTORS.map((s) => sectorSlug(s.name));
const symbols = EQUITIES.map((e) => encodeURIComponent(e.symbol));
/** Every sector × the first three pages of 20. */
const sectorPages = (path: string): string[] =>
  sectorSlugs.flatMap((slug) => [1, 2, 3].map((page) => `${path}?sector_id=${slug}&limit=20&page=${page}`));

/** The endpoints measured: each answers from the whole universe in memory. */
export const ENDPOINTS: readonly Endpoint[] = [
  { label: 'TodayActivity/getTopGainers (whole list)', paths: ['/api/v3/TodayActivity/getTopGainers'] },
  { label: 'TodayActivity/get52WeekHigh', paths: ['/api/v3/TodayActivity/get52WeekHigh'] },
  { label: 'TodayActivity/getMarketBreadth', paths: ['/api/v3/TodayActivity/getMarketBreadth'] },
  { label: 'HeatMap/getlist', paths: ['/api/v3/HeatMap/getlist'] },
  { label: 'stock/stockDetails?symbol=RELIANCE', paths: ['/api/v3/stock/stockDetails?symbol=RELIANCE'] },
  {
    label: `getTopGainers, ${sectorSlugs.length} sectors × 3 pages of 20 in turn`,
    paths: sectorPages('/api/v3/TodayActivity/getTopGainers'),
  },
  {
    label: `stock/stockDetails, all ${symbols.length} equities in turn`,
    paths: symbols.map((s) => `/api/v3/stock/stockDetails?symbol=${s}`),
  },
  {
    label: `chartData/getChartingData (1 year daily), all ${symbols.length} equities in turn`,
    paths: symbols.map((s) => `/api/v3/chartData/getChartingData?symbol=${s}`),
  },
];

function rotating(paths: readonly string[]): autocannon.Request {
  let next = 0;
  return {
    setupRequest: (request) => {
      request.path = paths[next % paths.length] ?? '/';
      next++;
      return request;
    },
  };
}

/** autocannon at `overallRate` (its per-second quota per connection: a burst at each second's start). */
async function autocannonP99(base: string, paths: readonly string[]): Promise<number> {
  const result = await autocannon({
    url: `${base}${paths[0]}`,
    requests: [rotating(paths)],
    connections: CONNECTIONS,
    overallRate: RATE,
    duration: SECONDS,
  });
  return result.non2xx + result.errors > 0 ? Number.NaN : result.latency.p99;
}

/** The floor for an answer: a bare node:http server sending the same bytes, measured the same two ways. */
async function floorOf(body: string, dataDir: string): Promise<{ paced: LoadResult; autocannon: number }> {
  const file = join(dataDir, 'floor-body.json');
  writeFileSync(file, body);
  const port = await freePort();
  const child = startChild('apps/server/bench/constant-answer-server.ts', {
    PORT: String(port),
    BODY_FILE: file,
  });
  try {
    await new Promise((r) => child.once('message', r));
    const base = `http://127.0.0.1:${port}`;
    const paced = await pacedLoad({
      base,
      paths: ['/'],
      rate: RATE,
      seconds: SECONDS,
      connections: CONNECTIONS,
    });
    return { paced, autocannon: await autocannonP99(base, ['/']) };
  } finally {
    await stopChild(child);
  }
}

async function main(): Promise<void> {
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
  let failed = false;
  try {
    await waitHealthy(base, child);
    console.log(
      `\n## HTTP endpoints at ${RATE} requests/s (${SECONDS} s per measurement, ${CONNECTIONS} keep-alive connections)\n`,
    );
    console.log(
      'Paced: evenly spaced requests, latency from the scheduled time. Floor: a bare node:http server',
    );
    console.log(
      'sending the same bytes. autocannon: its overallRate (a burst at the start of each second).\n',
    );
    console.log(
      '| endpoint | bytes | requests | failed | p50 ms | p90 ms | p99 ms | max ms | floor p99 ms | autocannon p99 ms | floor autocannon p99 ms | p99 < 20 ms |',
    );
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|');
    for (const { label, paths } of ENDPOINTS) {
      const sample = await (await fetch(`${base}${paths[0]}`)).text();
      const paced = await pacedLoad({ base, paths, rate: RATE, seconds: SECONDS, connections: CONNECTIONS });
      const cannon = await autocannonP99(base, paths);
      const floor = await floorOf(sample, dataDir);
      const ok = paced.p99 < P99_TARGET_MS && paced.failures === 0;
      failed ||= !ok;
      console.log(
        `| ${label} | ${Buffer.byteLength(sample)} | ${paced.requests} | ${paced.failures} | ${paced.p50} | ${paced.p90} | ${paced.p99} | ${paced.max} | ${floor.paced.p99} | ${cannon} | ${floor.autocannon} | ${ok ? 'pass' : 'FAIL'} |`,
      );
    }
  } finally {
    await stopChild(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (failed) process.exitCode = 1;
}

await main();
