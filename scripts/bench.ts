// `npm run bench`: every benchmark of the performance targets, one after another, each in its own
// process (so one's memory and JIT state do not colour the next). Exits non-zero if any target fails.
// Pass `--only=indicators,simulated,http,stream,backtest,screening,signals,backfill,orders,options,option-chains,order-submit,backtest-run,trading-tools,startup,page-weight,import,today-activity,portfolio,portfolio-server` to run some of them.
// The server benchmarks (http, order-submit, startup) start the real server with its default settings.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const BENCHES: Readonly<Record<string, string>> = {
  indicators: 'packages/market/bench/run.ts',
  simulated: 'packages/market/bench/simulated-market.ts',
  http: 'apps/server/bench/http-bench.ts',
  stream: 'apps/server/bench/stream-bench.ts',
  backtest: 'packages/market/bench/backtest.ts',
  screening: 'packages/market/bench/screening.ts',
  signals: 'packages/market/bench/signals.ts',
  backfill: 'apps/server/bench/backfill-stall.ts',
  orders: 'packages/market/bench/orders.ts',
  options: 'packages/market/bench/options.ts',
  'option-chains': 'apps/server/bench/option-chains.ts',
  'order-submit': 'apps/server/bench/order-submit-bench.ts',
  'backtest-run': 'apps/server/bench/backtest-run.ts',
  'trading-tools': 'apps/server/bench/trading-tools.ts',
  startup: 'apps/server/bench/startup.ts',
  'page-weight': 'apps/server/bench/page-weight.ts',
  import: 'apps/server/bench/import.ts',
  'today-activity': 'apps/server/bench/today-activity.ts',
  portfolio: 'packages/market/bench/portfolio.ts',
  'portfolio-server': 'apps/server/bench/portfolio.ts',
};

const only = process.argv
  .find((a) => a.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const passThrough = process.argv.slice(2).filter((a) => !a.startsWith('--only='));
const failed: string[] = [];
for (const [name, file] of Object.entries(BENCHES)) {
  if (only && !only.includes(name)) continue;
  console.log(`\n# bench: ${name} (${file})`);
  const run = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', file, ...passThrough], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (run.status !== 0) failed.push(name);
}
console.log(
  failed.length
    ? `\nBenchmarks that missed a target: ${failed.join(', ')}`
    : '\nEvery benchmark met its target.',
);
process.exitCode = failed.length ? 1 : 0;
