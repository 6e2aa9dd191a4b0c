// Back-test benchmark (issue 4): SMA(20/50) crossover over 2,500 daily bars for 500 seeded
// random-walk stocks, per symbol and as one portfolio (20 slots). Target: < 1 s each, signals
// included. Run: node --expose-gc --import tsx packages/market/bench/backtest.ts
// Options: --symbols=500 --days=2500 --reps=5 --slots=20
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { backtest, portfolioBacktest } from '../src/backtest/run-backtest';
import { smaCrossStrategy } from '../src/backtest/sma-cross-strategy';
import { randomWalkPaise } from '../src/backtest/test-bars';
import type { OhlcvColumns } from '../src/daily-columns';
import { sma } from '../src/indicators/moving-averages';

const TARGET_MS = 1000;

const { values: args } = parseArgs({
  options: {
    symbols: { type: 'string', default: '500' },
    days: { type: 'string', default: '2500' },
    reps: { type: 'string', default: '5' },
    slots: { type: 'string', default: '20' },
  },
});
const [SYMBOLS, DAYS, REPS, SLOTS] = [args.symbols, args.days, args.reps, args.slots].map(Number) as [
  number,
  number,
  number,
  number,
];

const dates = Array.from({ length: DAYS }, (_, i) => `T${String(i).padStart(4, '0')}`);
const universe: { symbol: string; bars: OhlcvColumns }[] = Array.from({ length: SYMBOLS }, (_, i) => ({
  symbol: `S${i}`,
  bars: randomWalkPaise(DAYS, 1000 + i, 100 + (i % 50) * 40),
}));
const strategy = smaCrossStrategy(20, 50);
const rules = {
  initialCapitalPaise: 100_000_000,
  product: 'delivery',
  slippageBps: 5,
  stopLossPercent: 8,
} as const;

function perSymbol(): number {
  let trades = 0;
  for (const { symbol, bars } of universe) {
    const result = backtest({ bars, dates }, strategy(bars), {
      ...rules,
      symbol,
      sizing: { kind: 'percentOfEquity', percent: 100 },
    });
    trades += result.metrics.trades;
  }
  return trades;
}

function portfolio(): number {
  const instruments = universe.map(({ symbol, bars }) => {
    const signals = strategy(bars);
    // rank simultaneous crosses by momentum: close / SMA(50) of the printed close
    const slow = sma(bars.close, 50);
    const score = slow.map((s, t) => (bars.close[t] ?? 0) / s);
    return { symbol, bars, ...signals, score };
  });
  return portfolioBacktest(dates, instruments, { ...rules, maxOpenPositions: SLOTS }).metrics.trades;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? Number.NaN;
}

function time(run: () => number): { ms: number; trades: number } {
  run(); // warm-up
  const ms: number[] = [];
  let trades = 0;
  for (let r = 0; r < REPS; r++) {
    globalThis.gc?.();
    const start = performance.now();
    trades = run();
    ms.push(performance.now() - start);
  }
  return { ms: median(ms), trades };
}

const [load1] = loadavg();
console.log(
  `Back-test bench: ${SYMBOLS} symbols × ${DAYS} bars, SMA(20/50) cross, ${REPS} reps, median; ` +
    `${cpus().length} CPUs, load average ${load1?.toFixed(2)} at start`,
);
const rows = [
  { name: `per symbol (${SYMBOLS} back-tests)`, ...time(perSymbol) },
  { name: `portfolio (${SLOTS} slots, one equity curve)`, ...time(portfolio) },
];
console.log('\n| mode | median ms | trades | target | result |');
console.log('|---|---:|---:|---:|---|');
let failed = false;
for (const row of rows) {
  const pass = row.ms < TARGET_MS;
  failed ||= !pass;
  console.log(
    `| ${row.name} | ${row.ms.toFixed(1)} | ${row.trades} | < ${TARGET_MS} ms | ${pass ? 'PASS' : 'FAIL'} |`,
  );
}
console.log(`\nload average at end ${loadavg()[0]?.toFixed(2)}`);
if (failed) process.exitCode = 1;
