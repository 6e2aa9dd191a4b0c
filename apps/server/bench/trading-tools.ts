// Trading tools benchmark (issue 4): today's signals of every tool over the live universe (cold:
// a fresh scanner and indicator cache; next minute: the bars of a new played minute; warm: the same
// minute again), and the full background measurement of every tool's back-test, with the event
// loop's delay while it runs (the measurement runs in a worker thread at nice 19, as in the server).
// Run: node --expose-gc --import tsx apps/server/bench/trading-tools.ts [--days=500] [--reps=3]
// Targets: warm scan < 10 ms; event-loop p99 delay during the measurement < 100 ms.
import { cpus, loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { STRATEGIES } from '@nivesh/market';
import { createTestMarket, TEST_MARKET_SEED } from '../src/testing/test-market';
import { TodaysSignals } from '../src/trading-tools/todays-signals';
import { ToolPerformanceService } from '../src/trading-tools/tool-performance.service';

const { values: args } = parseArgs({
  options: { days: { type: 'string', default: '500' }, reps: { type: 'string', default: '3' } },
});
const DAYS = Number(args.days);
const REPS = Number(args.reps);
const WARM_TARGET_MS = 10;
const P99_TARGET_MS = 100;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
const ms = (x: number) => `${x.toFixed(1)} ms`;

console.log(
  `trading tools: ${STRATEGIES.length} tools; ${cpus().length} cores, load ${loadavg()[0]?.toFixed(2)}`,
);

const t = createTestMarket();
const cold: number[] = [];
const nextMinute: number[] = [];
const warm: number[] = [];
let signals = 0;
for (let r = 0; r < REPS; r++) {
  globalThis.gc?.();
  const scanner = new TodaysSignals(t.market);
  let start = performance.now();
  const scan = await scanner.scan();
  cold.push(performance.now() - start);
  signals = [...scan.results.values()].reduce((a, x) => a + x.matches.length, 0);
  start = performance.now();
  await scanner.scan();
  warm.push(performance.now() - start);
  t.advance(60_000);
  start = performance.now();
  await scanner.scan();
  nextMinute.push(performance.now() - start);
}
const warmMs = median(warm);
console.log(`today's signals: ${signals} over ${STRATEGIES.length} tools × 503 stocks`);
console.log(`  cold (new cache)         ${ms(median(cold))}  (median of ${REPS})`);
console.log(`  next minute (new bars)   ${ms(median(nextMinute))}`);
console.log(
  `  warm (same minute)       ${ms(warmMs)}  target < ${WARM_TARGET_MS} ms  ${warmMs < WARM_TARGET_MS ? 'PASS' : 'FAIL'}`,
);

globalThis.gc?.();
const service = new ToolPerformanceService(t.market, {
  historyDays: DAYS,
  seed: TEST_MARKET_SEED,
  workerNice: 19,
});
const histogram = monitorEventLoopDelay({ resolution: 5 });
histogram.enable();
const started = performance.now();
service.ensureMeasuring();
await service.whenIdle();
const wall = performance.now() - started;
histogram.disable();
const progress = service.progress();
const p99 = histogram.percentile(99) / 1e6;
console.log(
  `measurement of ${progress.measured} tools: ${DAYS} daily bars, ${progress.intradaySessions} 15-minute sessions`,
);
console.log(
  `  work in the worker ${ms(progress.busyMs)}, wall ${ms(wall)}; longest family ${ms(service.longestSliceMs)} (in the worker)`,
);
console.log(
  `  event-loop delay p99 ${ms(p99)}, max ${ms(histogram.max / 1e6)}  target p99 < ${P99_TARGET_MS} ms  ${p99 < P99_TARGET_MS ? 'PASS' : 'FAIL'}`,
);
console.log(`  heap after: ${(process.memoryUsage().heapUsed / 1e6).toFixed(0)} MB`);
if (!(warmMs < WARM_TARGET_MS && p99 < P99_TARGET_MS)) process.exitCode = 1;
