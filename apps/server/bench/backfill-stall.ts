// `npm run bench -- --only=backfill`: how long the server's event loop is held while the signal
// service replays past sessions into the record (issues 4 and 13: the server keeps answering during
// the start-up backfill). Measures the longest and the p99 event-loop delay over the default
// 60-day backfill (the engine runs in a worker thread at nice 19, as in the server; the main thread
// only copies the market for it and stores each day) with the embedded database, and a 1 ms timer's
// worst lateness. Target: p99 delay < 20 ms. Option: --days=60.
import { cpus, loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { AutoSignalsRepository } from '../src/signals/auto-signals.repository';
import { SignalService } from '../src/signals/signal.service';
import { createTestDatabase } from '../src/testing/test-database';
import { createTestMarket, TEST_MARKET_SEED } from '../src/testing/test-market';

const DAYS = Number(process.argv.find((a) => a.startsWith('--days='))?.slice(7) ?? 60);
const TARGET_P99_MS = 20;

const database = await createTestDatabase('pglite');
const t = createTestMarket();
const repo = new AutoSignalsRepository(database.db, `simulated:${TEST_MARKET_SEED}`);
const service = new SignalService(t.market, repo, {
  seed: TEST_MARKET_SEED,
  backfillDays: DAYS,
  workerNice: 19,
});

const histogram = monitorEventLoopDelay({ resolution: 5 });
let lastTick = performance.now();
let worstTimerGap = 0;
const timer = setInterval(() => {
  const now = performance.now();
  worstTimerGap = Math.max(worstTimerGap, now - lastTick);
  lastTick = now;
}, 1);
histogram.enable();
const started = performance.now();
const replayed = await service.backfill();
const elapsed = performance.now() - started;
histogram.disable();
clearInterval(timer);
await database.close();

const ms = (ns: number) => ns / 1e6;
const longest = ms(histogram.max);
const p99 = ms(histogram.percentile(99));
console.log(
  `${cpus().length} cores, load average ${loadavg()[0]?.toFixed(1)} at the end; ` +
    `backfill of ${replayed} days: ${(elapsed / 1000).toFixed(1)} s; event-loop delay p50 ${ms(histogram.percentile(50)).toFixed(1)} ms, ` +
    `p99 ${p99.toFixed(1)} ms, longest ${longest.toFixed(1)} ms; worst 1 ms-timer gap ${worstTimerGap.toFixed(1)} ms ` +
    `(target: p99 < ${TARGET_P99_MS} ms) ${p99 < TARGET_P99_MS ? 'PASS' : 'FAIL'}`,
);
process.exitCode = p99 < TARGET_P99_MS ? 0 : 1;
