// Today's activity benchmark (issue 17): every TodayActivity answer of the running simulated market
// — FII/DII day and months, a day's bulk and block deals, a year of bulk deals' performance, a
// stock's year of deals, a day's corporate actions, insider disclosures and events, and a year of
// events' performance — asked cold (a fresh service: background work included, polled until
// ready), warm (the same question again), and after the market has moved one tick. A timer probes
// the event loop meanwhile: the background work must not hold it long.
// Run: node --expose-gc --import tsx apps/server/bench/today-activity.ts [--reps=7]
// Targets (issue 17): each page's answer < 100 ms warm (median); no cold answer holds the event
// loop 15 ms or more at a time (years of deals and events are computed in slices in the background).
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import {
  corporateActionsQuery,
  dealsPerformanceQuery,
  dealsQuery,
  eventsPerformanceQuery,
  eventsQuery,
  fiiDiiActivitiesQuery,
  fiiDiiDataQuery,
  insiderTradesQuery,
  stockDealsQuery,
} from '@nivesh/contracts';
import { openPgliteDatabase } from '../src/db/database';
import { createTestMarket } from '../src/testing/test-market';
import { TodayActivityService } from '../src/today-activity/today-activity.service';

const { values: args } = parseArgs({ options: { reps: { type: 'string', default: '7' } } });
const REPS = Number(args.reps);
const WARM_TARGET_MS = 100;
const HOLD_TARGET_MS = 15;

const median = (xs: readonly number[]) =>
  [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

const cpu = cpus();
console.log(
  `machine: ${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'}, Node ${process.version}; load ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);

const t = createTestMarket();
const database = await openPgliteDatabase();
const service = new TodayActivityService(t.market, database.db);

/** A question of a page: its answer, and whether it is complete (false while computed in the background). */
interface Question {
  readonly page: string;
  readonly ask: () => Promise<object>;
}

const QUESTIONS: readonly Question[] = [
  { page: '/fii-dii-data-nse', ask: () => service.data(fiiDiiDataQuery.parse({})) },
  { page: '/fii-dii-activities', ask: () => service.activities(fiiDiiActivitiesQuery.parse({})) },
  { page: '/bulk-deals-nse', ask: () => service.deals(dealsQuery.parse({ kind: 'bulk' })) },
  { page: '/block-deals-nse', ask: () => service.deals(dealsQuery.parse({ kind: 'block' })) },
  {
    page: '/bulk-deals-nse-performance (a year)',
    ask: () => service.dealsPerformance(dealsPerformanceQuery.parse({ kind: 'bulk' })),
  },
  {
    page: '/stocks/RELIANCE deals (a year)',
    ask: () => service.stockDeals(stockDealsQuery.parse({ symbol: 'RELIANCE' })),
  },
  {
    page: '/corporate-action',
    ask: () => service.corporateActions.answer(corporateActionsQuery.parse({})),
  },
  { page: '/insider-trading', ask: () => service.insiderTrades.trades(insiderTradesQuery.parse({})) },
  { page: '/event', ask: () => service.events.events(eventsQuery.parse({})) },
  {
    page: '/event-performance (a year)',
    ask: () => service.events.performance(eventsPerformanceQuery.parse({})),
  },
];

/** Asks until the answer is complete; the time to the complete answer. */
async function untilReady(q: Question): Promise<number> {
  const start = performance.now();
  for (;;) {
    const answer = await q.ask();
    if (!('ready' in answer) || answer.ready !== false) return performance.now() - start;
  }
}

/**
 * Runs `work` while a 1 ms timer notes the gaps between its turns: the longest gap is the longest the
 * event loop was held (a synchronous answer's whole time, or a background job's longest slice).
 */
async function longestHold(work: () => Promise<unknown>): Promise<{ ms: number; holdMs: number }> {
  let last = performance.now();
  let holdMs = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    holdMs = Math.max(holdMs, now - last);
    last = now;
  }, 1);
  const start = performance.now();
  await work();
  const ms = performance.now() - start;
  // One more turn, so a hold at the very end is noted too.
  await new Promise((resolve) => setTimeout(resolve, 2));
  clearInterval(timer);
  return { ms, holdMs };
}

const cold = new Map<string, number>();
const coldHold = new Map<string, number>();
for (const q of QUESTIONS) {
  globalThis.gc?.();
  const { ms, holdMs } = await longestHold(() => untilReady(q));
  cold.set(q.page, ms);
  coldHold.set(q.page, holdMs);
}

const warm = new Map<string, number[]>();
const nextTick = new Map<string, number[]>();
for (let r = 0; r < REPS; r++) {
  globalThis.gc?.();
  for (const q of QUESTIONS) {
    const start = performance.now();
    await q.ask();
    warm.set(q.page, [...(warm.get(q.page) ?? []), performance.now() - start]);
  }
  t.advance(1_000);
  for (const q of QUESTIONS) {
    const start = performance.now();
    await untilReady(q);
    nextTick.set(q.page, [...(nextTick.get(q.page) ?? []), performance.now() - start]);
  }
}

let failed = false;
console.log(`\n${REPS} passes; cold = a fresh service, background work polled until ready\n`);
console.log(
  '| page | cold | longest hold of the event loop, cold | warm (median) | after a tick (median) | target warm | result |\n|---|---:|---:|---:|---:|---:|---|',
);
for (const q of QUESTIONS) {
  const w = median(warm.get(q.page) ?? []);
  const pass = w < WARM_TARGET_MS;
  failed ||= !pass;
  console.log(
    `| ${q.page} | ${(cold.get(q.page) ?? 0).toFixed(0)} ms | ${(coldHold.get(q.page) ?? 0).toFixed(0)} ms | ${w.toFixed(1)} ms | ${median(nextTick.get(q.page) ?? []).toFixed(1)} ms | < ${WARM_TARGET_MS} ms | ${pass ? 'PASS' : 'FAIL'} |`,
  );
}
const holds = [...coldHold.entries()].filter(([, ms]) => ms >= HOLD_TARGET_MS);
failed ||= holds.length > 0;
console.log(
  holds.length === 0
    ? `\nno cold answer held the event loop ${HOLD_TARGET_MS} ms or more: PASS`
    : `\nheld the event loop ${HOLD_TARGET_MS} ms or more when cold (target < ${HOLD_TARGET_MS} ms): ${holds
        .map(([page, ms]) => `${page} ${ms.toFixed(0)} ms`)
        .join(', ')}: FAIL`,
);
await database.close();
process.exitCode = failed ? 1 : 0;
