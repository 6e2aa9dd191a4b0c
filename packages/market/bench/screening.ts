// Screening-language benchmark (issue 4): a three-condition screen with indicators over a synthetic
// seeded universe of 2,000 symbols × 2,500 daily bars. Targets: cold (fresh indicator cache)
// < 300 ms, warm (cache kept) < 10 ms, medians of several runs.
// Run: node --expose-gc --import tsx packages/market/bench/screening.ts [--symbols=2000 --days=2500 --reps=7]
import { loadavg } from 'node:os';
import {
  compileScreen,
  runScreen,
  type ScreenBars,
  ScreenCache,
  type ScreenUniverse,
} from '../src/screening/index';
import { createRng } from '../src/simulator/prng';
import { weekdays } from '../src/simulator/test-support';

function option(name: string, fallback: number): number {
  const arg = process.argv.find((a) => a.startsWith(`--${name}=`));
  return arg ? Number(arg.slice(name.length + 3)) : fallback;
}
const SYMBOLS = option('symbols', 2000);
const DAYS = option('days', 2500);
const REPS = option('reps', 7);
const COLD_TARGET_MS = 300;
const WARM_TARGET_MS = 10;

function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
}

/** Seeded random walk in paise (tick 5 paise) with random volumes; one split-like factor change. */
function syntheticBars(symbol: string, dates: readonly string[]): ScreenBars {
  const rng = createRng('screening-bench', symbol);
  const n = dates.length;
  const open = new Int32Array(n);
  const high = new Int32Array(n);
  const low = new Int32Array(n);
  const close = new Int32Array(n);
  const volume = new Float64Array(n);
  const adjFactor = new Float64Array(n).fill(1);
  const tick = (rupees: number) => Math.max(5, Math.round(rupees * 20) * 5);
  let price = 100 + rng.uniform() * 2000;
  const split = Math.floor(rng.uniform() * n);
  for (let t = 0; t < n; t++) {
    const o = price * (1 + rng.normal() * 0.004);
    price = Math.max(1, o * (1 + rng.normal() * 0.018));
    open[t] = tick(o);
    close[t] = tick(price);
    high[t] = Math.max(open[t] ?? 0, close[t] ?? 0) + tick(price * 0.006 * rng.uniform());
    low[t] = Math.max(5, Math.min(open[t] ?? 0, close[t] ?? 0) - tick(price * 0.006 * rng.uniform()));
    volume[t] = Math.floor(50_000 + rng.uniform() * 2_000_000);
    if (t < split) adjFactor[t] = 0.5;
  }
  return { open, high, low, close, volume, adjFactor, dates };
}

const dates = weekdays('2016-01-04', DAYS);
const bars = Array.from({ length: SYMBOLS }, (_, i) => syntheticBars(`SYM${i}`, dates));
const sectors = ['IT', 'Banks', 'Pharma', 'Auto', 'FMCG'];
const universe: ScreenUniverse = {
  count: SYMBOLS,
  symbol: (i) => `SYM${i}`,
  text: (i, field) => (field === 'sector' ? sectors[i % sectors.length] : undefined),
  number: (i, field) =>
    field === 'market_cap' ? 500 + ((i * 7919) % 50_000) : field === 'roe' ? (i * 31) % 40 : Number.NaN,
  bars: (i, timeframe) => (timeframe === 'daily' ? bars[i] : undefined),
  indices: (i) => (i < 50 ? ['NIFTY 50'] : []),
};

const gc = (globalThis as { gc?: () => void }).gc;
const screens: { name: string; source: string; targets: boolean }[] = [
  {
    name: 'three conditions',
    source: 'close > sma(close, 200) and rsi(14) < 40 and volume > avg_volume(20)',
    targets: true,
  },
  {
    name: 'with fundamentals',
    source: 'close > sma(close, 200) and rsi(14) < 30 and market_cap > 5000 and roe > 15 and sector = "IT"',
    targets: false,
  },
  {
    name: 'weekly + crossover',
    source: 'weekly(close) > weekly(sma(close, 20)) and crosses_above(ema(close, 9), ema(close, 21))',
    targets: false,
  },
];

const rows: string[] = [];
let failed = false;
for (const screen of screens) {
  const compiled = compileScreen(screen.source);
  const cold: number[] = [];
  let matches = 0;
  for (let r = 0; r < REPS; r++) {
    gc?.();
    const t0 = performance.now();
    matches = runScreen(compiled, universe, { cache: new ScreenCache() }).matches.length;
    cold.push(performance.now() - t0);
  }
  const cache = new ScreenCache();
  runScreen(compiled, universe, { cache });
  const warm: number[] = [];
  for (let r = 0; r < REPS * 5; r++) {
    const t0 = performance.now();
    runScreen(compiled, universe, { cache });
    warm.push(performance.now() - t0);
  }
  const [c, w] = [median(cold), median(warm)];
  const verdict = (ms: number, target: number) => (screen.targets ? (ms < target ? 'PASS' : 'FAIL') : 'info');
  if (screen.targets && (c >= COLD_TARGET_MS || w >= WARM_TARGET_MS)) failed = true;
  rows.push(
    `| ${screen.name} | ${matches} | ${c.toFixed(1)} | ${verdict(c, COLD_TARGET_MS)} | ${w.toFixed(2)} | ${verdict(w, WARM_TARGET_MS)} |`,
  );
}

console.log(
  `\n## Screening language: ${SYMBOLS} symbols × ${DAYS} daily bars, medians of ${REPS} cold / ${REPS * 5} warm runs`,
);
console.log(
  `load average at the end: ${loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')}${gc ? '' : ' (run with --expose-gc for GC between cold runs)'}\n`,
);
console.log(`| screen | matches | cold ms (< ${COLD_TARGET_MS}) | | warm ms (< ${WARM_TARGET_MS}) | |`);
console.log('| --- | ---: | ---: | --- | ---: | --- |');
for (const row of rows) console.log(row);
for (const screen of screens) console.log(`- ${screen.name}: \`${screen.source}\``);
if (failed) process.exitCode = 1;
