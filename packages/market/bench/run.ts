// Indicators benchmark (issue 3): ours vs technicalindicators 3.1.0, side by side on the same
// seeded OHLCV, checking agreement (≤ 1e-9) and speed (≥ 5×). Run with `npm run bench`.
// Options: --symbols=500 --days=2500 --reps=5
import { cpus } from 'node:os';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { ATR, BollingerBands, EMA, MACD, RSI, SMA, VWAP } from 'technicalindicators';
import { atr } from '../src/indicators/average-true-range';
import { bollingerBands } from '../src/indicators/bollinger-bands';
import { macd } from '../src/indicators/macd';
import { ema, sma } from '../src/indicators/moving-averages';
import { rsi } from '../src/indicators/rsi';
import { supertrend } from '../src/indicators/supertrend';
import { type OhlcvColumns, randomWalkOhlcv } from '../src/indicators/synthetic-ohlcv';
import { vwap } from '../src/indicators/vwap';

const MIN_RATIO = 5;
const TOLERANCE = 1e-9;

function option(name: string, fallback: number): number {
  const arg = process.argv.find((a) => a.startsWith(`--${name}=`));
  return arg ? Number(arg.slice(name.length + 3)) : fallback;
}
const SYMBOLS = option('symbols', 500);
const DAYS = option('days', 2500);
const REPS = option('reps', 5);

interface Symbol {
  ours: OhlcvColumns;
  // technicalindicators takes plain arrays; they are built once, outside the timed region.
  values: number[];
  high: number[];
  low: number[];
  volume: number[];
}

type Column = ArrayLike<number | undefined | null>;

interface Case {
  name: string;
  ours: (s: Symbol) => Float64Array[];
  theirs: (s: Symbol) => Column[];
  /** technicalindicators rounds RSI to 2 decimals: apply the same rounding to ours before comparing. */
  roundOurs?: boolean;
  /**
   * False where technicalindicators has no such indicator: the speed-up is then shown for
   * information but does not gate (agreement still does).
   */
  speedGated?: boolean;
}

function pluck<T>(rows: T[], key: keyof T): (number | undefined)[] {
  return rows.map((r) => {
    const v = r[key];
    return typeof v === 'number' ? v : undefined;
  });
}

/** Supertrend with technicalindicators' ATR and the band recursion on plain arrays (it has no Supertrend). */
function supertrendWithLibraryAtr(s: Symbol, period: number, multiplier: number): number[] {
  const range = ATR.calculate({ period, high: s.high, low: s.low, close: s.values });
  const n = s.values.length;
  const out: number[] = new Array(n).fill(Number.NaN);
  const offset = n - range.length;
  let upper = 0;
  let lower = 0;
  let bullish = true;
  for (let i = offset; i < n; i++) {
    const h = s.high[i] ?? Number.NaN;
    const l = s.low[i] ?? Number.NaN;
    const c = s.values[i] ?? Number.NaN;
    const prevClose = s.values[i - 1] ?? Number.NaN;
    const mid = (h + l) / 2;
    const a = range[i - offset] ?? Number.NaN;
    const up = mid + multiplier * a;
    const low = mid - multiplier * a;
    if (i === offset) {
      bullish = c >= mid;
      upper = up;
      lower = low;
    }
    if (up < upper || prevClose > upper) upper = up;
    if (low > lower || prevClose < lower) lower = low;
    bullish = !(c <= (bullish ? lower : upper));
    out[i] = bullish ? lower : upper;
  }
  return out;
}

const cases: Case[] = [
  {
    name: 'SMA(20)',
    ours: (s) => [sma(s.ours.close, 20)],
    theirs: (s) => [SMA.calculate({ period: 20, values: s.values })],
  },
  {
    name: 'EMA(20)',
    ours: (s) => [ema(s.ours.close, 20)],
    theirs: (s) => [EMA.calculate({ period: 20, values: s.values })],
  },
  {
    name: 'RSI(14)',
    ours: (s) => [rsi(s.ours.close, 14)],
    theirs: (s) => [RSI.calculate({ period: 14, values: s.values })],
    roundOurs: true,
  },
  {
    name: 'MACD(12,26,9)',
    ours: (s) => {
      const r = macd(s.ours.close);
      return [r.macd, r.signal, r.histogram];
    },
    theirs: (s) => {
      const r = MACD.calculate({
        values: s.values,
        fastPeriod: 12,
        slowPeriod: 26,
        signalPeriod: 9,
        SimpleMAOscillator: false,
        SimpleMASignal: false,
      });
      return [pluck(r, 'MACD'), pluck(r, 'signal'), pluck(r, 'histogram')];
    },
  },
  {
    name: 'Bollinger(20,2)',
    ours: (s) => {
      const r = bollingerBands(s.ours.close, 20, 2);
      return [r.middle, r.upper, r.lower, r.pb];
    },
    theirs: (s) => {
      const r = BollingerBands.calculate({ period: 20, stdDev: 2, values: s.values });
      return [pluck(r, 'middle'), pluck(r, 'upper'), pluck(r, 'lower'), pluck(r, 'pb')];
    },
  },
  {
    name: 'ATR(14)',
    ours: (s) => [atr(s.ours.high, s.ours.low, s.ours.close, 14)],
    theirs: (s) => [ATR.calculate({ period: 14, high: s.high, low: s.low, close: s.values })],
  },
  {
    name: 'Supertrend(10,3)*',
    ours: (s) => [supertrend(s.ours.high, s.ours.low, s.ours.close, 10, 3).supertrend],
    theirs: (s) => [supertrendWithLibraryAtr(s, 10, 3)],
    speedGated: false,
  },
  {
    name: 'VWAP',
    ours: (s) => [vwap(s.ours.high, s.ours.low, s.ours.close, s.ours.volume)],
    theirs: (s) => [VWAP.calculate({ high: s.high, low: s.low, close: s.values, volume: s.volume })],
  },
];

/** Largest |a − b| / max(1, |b|), aligning the library's shorter output to the end of ours. */
function maxDiff(ours: Float64Array, theirs: Column, round: boolean): number {
  const offset = ours.length - theirs.length;
  let worst = 0;
  for (let i = 0; i < ours.length; i++) {
    let a = ours[i] ?? Number.NaN;
    if (round && !Number.isNaN(a)) a = Number.parseFloat(a.toFixed(2));
    const b = i < offset ? Number.NaN : (theirs[i - offset] ?? Number.NaN);
    if (Number.isNaN(a) && Number.isNaN(b)) continue;
    const d = Math.abs(a - b) / Math.max(1, Math.abs(b));
    worst = Number.isNaN(d) ? Number.POSITIVE_INFINITY : Math.max(worst, d);
  }
  return worst;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? (s[mid] ?? Number.NaN) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
}

// A full collection before each timed block, so neither side pays for the other's garbage
// (the npm script takes no node flags, hence the runtime switch).
setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;

// Keeps results observable so the JIT cannot drop the work being timed.
let sink = 0;
function timeAll(symbols: Symbol[], run: (s: Symbol) => ArrayLike<unknown>[]): number {
  collect();
  const start = performance.now();
  for (const s of symbols) sink += run(s).length;
  return performance.now() - start;
}

const generationStart = performance.now();
const symbols: Symbol[] = [];
for (let k = 0; k < SYMBOLS; k++) {
  const ours = randomWalkOhlcv(DAYS, 1000 + k, 50 + (k % 50) * 40);
  symbols.push({
    ours,
    values: Array.from(ours.close),
    high: Array.from(ours.high),
    low: Array.from(ours.low),
    volume: Array.from(ours.volume),
  });
}
const cpu = cpus();
console.log(
  `${SYMBOLS} symbols × ${DAYS} days, ${REPS} timed repetitions each after one checked warm-up; ` +
    `${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'}, Node ${process.version}; data built in ${(performance.now() - generationStart).toFixed(0)} ms`,
);

let failed = false;
const rows: string[] = [];
for (const c of cases) {
  // Warm-up pass doubles as the agreement check on every symbol.
  let worst = 0;
  for (const s of symbols) {
    const ours = c.ours(s);
    const theirs = c.theirs(s);
    ours.forEach((column, j) => {
      const other = theirs[j];
      worst = Math.max(
        worst,
        other ? maxDiff(column, other, c.roundOurs === true) : Number.POSITIVE_INFINITY,
      );
    });
  }
  const oursMs: number[] = [];
  const theirsMs: number[] = [];
  // Interleaved so machine noise hits both sides alike.
  for (let r = 0; r < REPS; r++) {
    oursMs.push(timeAll(symbols, c.ours));
    theirsMs.push(timeAll(symbols, c.theirs));
  }
  const ours = median(oursMs);
  const theirs = median(theirsMs);
  const ratio = theirs / ours;
  const fastEnough = ratio >= MIN_RATIO || c.speedGated === false;
  const ok = fastEnough && worst <= TOLERANCE;
  if (!ok) failed = true;
  rows.push(
    `| ${c.name} | ${ours.toFixed(1)} | ${theirs.toFixed(1)} | ${ratio.toFixed(1)}× | ${worst.toExponential(1)} | ${ok ? (c.speedGated === false ? 'pass (speed not gated)' : 'pass') : 'FAIL'} |`,
  );
  console.error(`${c.name}: done`);
}

console.log(
  '\n| indicator | ours median ms | technicalindicators median ms | speed-up | max rel diff | result |',
);
console.log('|---|---:|---:|---:|---:|---|');
for (const row of rows) console.log(row);
console.log(
  '\n* technicalindicators has no Supertrend: its column is its ATR.calculate plus the same band recursion on plain ' +
    'arrays; agreement is checked, the speed-up is not gated.',
);
console.log(`(checksum ${sink})`);
if (failed) {
  console.error(`FAIL: a speed-up below ${MIN_RATIO}× or a difference above ${TOLERANCE}`);
  process.exit(1);
}
