// Back-test request benchmark (issue 4): the server's BackTest/run path without HTTP — the
// simulated market's completed history (503 equities × ~2,900 sessions), a request resolved and
// driven in slices exactly as the route does. Measures the whole run and the longest stretch the
// event loop is held. Targets: SMA 20/50 over the universe < 1 s; longest slice < 150 ms (the engine run is one slice).
// Run: node --expose-gc --import tsx apps/server/bench/backtest-run.ts [--reps=5]
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { type BacktestRequest, backtestRunSteps } from '@nivesh/market';
import { backtestMarketData } from '../src/backtest/backtest-market-data';
import { driveSteps } from '../src/backtest/backtest-runner';
import { IntradayHistoryCache } from '../src/backtest/intraday-history-cache';
import { createTestMarket, TEST_MARKET_SEED } from '../src/testing/test-market';

const { values: args } = parseArgs({ options: { reps: { type: 'string', default: '5' } } });
const REPS = Number(args.reps);
const TARGET_MS = 1000;
const SLICE_TARGET_MS = 150;

const market = createTestMarket().market;
const data = backtestMarketData(market, new IntradayHistoryCache(market, TEST_MARKET_SEED));
const base = { capitalRupees: 10_000_000, slippageBps: 5 } as const;
const cases: { name: string; request: BacktestRequest; target: number | null }[] = [
  {
    name: 'SMA 20/50, universe, whole history, 20 slots',
    request: {
      ...base,
      strategy: { kind: 'tradingTool', id: 'sma-cross-20-50' },
      scope: { kind: 'universe' },
      maxOpenPositions: 20,
    },
    target: TARGET_MS,
  },
  {
    name: 'custom screen, universe, whole history, 10 slots',
    request: {
      ...base,
      strategy: {
        kind: 'custom',
        entry: 'crosses_above(close, sma(close, 20)) and rsi(14) > 50',
        exit: 'crosses_below(close, sma(close, 20))',
      },
      scope: { kind: 'universe' },
    },
    target: null,
  },
  {
    name: 'UpTrend auto-signal replay, one stock, whole history',
    request: {
      ...base,
      strategy: { kind: 'autosignal', type: 'UpTrend' },
      scope: { kind: 'symbol', symbol: 'RELIANCE' },
    },
    target: null,
  },
];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
console.log(
  `${data.stocks.length} stocks × ${data.dates.length} sessions; ${cpus().length} CPUs, load ${loadavg()[0]?.toFixed(2)}`,
);
let failed = false;
for (const c of cases) {
  await driveSteps(backtestRunSteps(c.request, data)); // warm-up
  const times: number[] = [];
  const slices: number[] = [];
  let trades = 0;
  for (let r = 0; r < REPS; r++) {
    globalThis.gc?.();
    const timed = await driveSteps(backtestRunSteps(c.request, data));
    times.push(timed.elapsedMs);
    slices.push(timed.longestSliceMs);
    trades = timed.run.result.metrics.trades;
  }
  const ms = median(times);
  const slice = Math.max(...slices);
  const ok = (c.target === null || ms < c.target) && slice < SLICE_TARGET_MS;
  failed ||= !ok;
  console.log(
    `${c.name}: median ${ms.toFixed(0)} ms (${times.map((t) => t.toFixed(0)).join(', ')}), longest slice ${slice.toFixed(1)} ms, ${trades} trades${c.target === null ? '' : `, target < ${c.target} ms`} ${ok ? 'OK' : 'MISSED'}`,
  );
}
process.exitCode = failed ? 1 : 0;
