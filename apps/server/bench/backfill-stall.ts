// `npm run bench -- --only=backfill`: how long the server's event loop is held while the signal
// service replays past sessions into the record (issue 4: the server keeps answering during the
// start-up backfill). Measures the longest and the p99 event-loop delay over a 10-day backfill
// with the embedded database, and a 1 ms timer's worst lateness. Target: p99 delay < 100 ms (the
// longest stall is reported: the first engine pass warms the daily-indicator cache in one go).
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { AutoSignalsRepository } from '../src/signals/auto-signals.repository';
import { SignalService } from '../src/signals/signal.service';
import { createTestDatabase } from '../src/testing/test-database';
import { createTestMarket, TEST_MARKET_SEED } from '../src/testing/test-market';

const DAYS = 10;
const TARGET_P99_MS = 100;

const database = await createTestDatabase('pglite');
const t = createTestMarket();
const repo = new AutoSignalsRepository(database.db, `simulated:${TEST_MARKET_SEED}`);
const service = new SignalService(t.market, repo, { seed: TEST_MARKET_SEED, backfillDays: DAYS });

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
  `backfill of ${replayed} days: ${(elapsed / 1000).toFixed(1)} s; event-loop delay p50 ${ms(histogram.percentile(50)).toFixed(1)} ms, ` +
    `p99 ${p99.toFixed(1)} ms, longest ${longest.toFixed(1)} ms; worst 1 ms-timer gap ${worstTimerGap.toFixed(1)} ms ` +
    `(target: p99 < ${TARGET_P99_MS} ms) ${p99 < TARGET_P99_MS ? 'PASS' : 'FAIL'}`,
);
process.exitCode = p99 < TARGET_P99_MS ? 0 : 1;
