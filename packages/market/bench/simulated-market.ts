// Simulated market benchmark (issue 3): generating the whole simulated NSE window (503 equities and
// 17 indices, 2015-06 to 2028-12, about 3,400 trading days, of which ~2,900 up to today) and the
// whole-universe queries on the MarketState built from it. Targets: generation < 3 s and < 500 MB
// RSS; each query < 2 ms. Run with `npm run bench` (or this file alone with --reps=N).

import { generateSimulatedNse } from '../src/live/simulated-nse';
import { marketStateFromDailyHistory } from '../src/market-state/from-daily-history';
import { EQUITIES } from '../src/universe/universe';

function option(name: string, fallback: number): number {
  const arg = process.argv.find((a) => a.startsWith(`--${name}=`));
  return arg ? Number(arg.slice(name.length + 3)) : fallback;
}
const REPS = option('reps', 3);
const QUERY_REPS = option('query-reps', 200);

function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
}

const rssBefore = process.memoryUsage().rss;
const generation: number[] = [];
let nse = generateSimulatedNse('nivesh');
for (let r = 0; r < REPS; r++) {
  const t0 = performance.now();
  nse = generateSimulatedNse('nivesh');
  generation.push(performance.now() - t0);
}
const rssAfter = process.memoryUsage().rss;
const days = nse.history.dates.length;

const state = marketStateFromDailyHistory(
  nse.history,
  EQUITIES.map((e) => ({ symbol: e.symbol, sector: e.sector, name: e.name, industry: e.industry })),
);
const queries: Record<string, () => unknown> = {
  'top gainers (20)': () => state.topMovers({ direction: 'gainers', limit: 20 }),
  'top losers (20)': () => state.topMovers({ direction: 'losers', limit: 20 }),
  '52-week highs': () => state.fiftyTwoWeek({ kind: 'high' }),
  'all-time highs': () => state.allTimeHighs(),
  'breakouts (20 d)': () => state.breakouts({ lookback: 20 }),
  breadth: () => state.breadth(),
  'heat map': () => state.heatMap(),
  'sector performance': () => state.sectorPerformance(),
};
const rows: string[] = [];
let failed = false;
let sink = 0;
for (const [name, run] of Object.entries(queries)) {
  run();
  const times: number[] = [];
  for (let r = 0; r < QUERY_REPS; r++) {
    const t0 = performance.now();
    const result = run();
    times.push(performance.now() - t0);
    sink += Array.isArray(result) ? result.length : 1;
  }
  const m = median(times);
  const ok = m < 2;
  failed ||= !ok;
  rows.push(`| ${name} | ${m.toFixed(3)} | ${Math.max(...times).toFixed(3)} | ${ok ? 'pass' : 'FAIL'} |`);
}

const genMedian = median(generation);
const rssMb = rssAfter / 2 ** 20;
const genOk = genMedian < 3000 && rssMb < 500;
failed ||= !genOk;
console.log('\n## Simulated market: generation and whole-universe queries\n');
console.log(
  `Generation of the simulated NSE window (${EQUITIES.length} equities + indices × ${days} days): ` +
    `runs ${generation.map((g) => g.toFixed(0)).join(', ')} ms, median ${genMedian.toFixed(0)} ms; ` +
    `process RSS ${rssMb.toFixed(0)} MB (${((rssAfter - rssBefore) / 2 ** 20).toFixed(0)} MB more than before) — ` +
    `${genOk ? 'pass' : 'FAIL'} (targets < 3000 ms, < 500 MB)`,
);
console.log(
  `\nQueries on ${state.symbolCount} symbols × ${state.dates.length} days, ${QUERY_REPS} runs each:\n`,
);
console.log('| query | median ms | max ms | < 2 ms |');
console.log('|---|---:|---:|---|');
for (const row of rows) console.log(row);
console.log(`(checksum ${sink})`);
if (failed) process.exitCode = 1;
