// Auto-signal engine benchmark (issue 4): one full scan of 520 symbols (2,500 daily bars and 25
// fifteen-minute bars each, plus the previous session's 25) at the last bar close (15:30), on
// seeded synthetic data. Target: < 200 ms per scan, both cold (a fresh engine: whole-history daily
// indicators computed in the scan, as at the first scan of a day) and warm (the engine has scanned
// the earlier bars of the day, as at every later bar close). Run with
// `node --expose-gc --import tsx packages/market/bench/signals.ts` (options --symbols --days --reps).
import { cpus, loadavg } from 'node:os';
import { SignalEngine } from '../src/signals/engine';
import { randomUniverse } from '../src/signals/test-support';

const TARGET_MS = 200;

function option(name: string, fallback: number): number {
  const arg = process.argv.find((a) => a.startsWith(`--${name}=`));
  return arg ? Number(arg.slice(name.length + 3)) : fallback;
}
const SYMBOLS = option('symbols', 520);
const DAYS = option('days', 2_500);
const REPS = option('reps', 7);
const LAST_BAR = 24;

function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
}

function collect(): void {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (gc) gc();
}

const universe = randomUniverse(2026, SYMBOLS, DAYS);
let signals = 0;

const cold: number[] = [];
const warm: number[] = [];
const session: number[] = [];
const busiest: number[] = [];
const BUSIEST_BAR = 21;
for (let r = 0; r < REPS; r++) {
  collect();
  let t0 = performance.now();
  signals = new SignalEngine().scanAt(universe, LAST_BAR).length;
  cold.push(performance.now() - t0);

  const engine = new SignalEngine();
  collect();
  t0 = performance.now();
  for (let bar = 0; bar < LAST_BAR; bar++) {
    const start = performance.now();
    engine.scanAt(universe, bar);
    if (bar === BUSIEST_BAR) busiest.push(performance.now() - start);
  }
  const earlier = performance.now() - t0;
  t0 = performance.now();
  engine.scanAt(universe, LAST_BAR);
  const last = performance.now() - t0;
  warm.push(last);
  session.push(earlier + last);
}

const rows = [
  ['cold scan at 15:30 (fresh engine)', median(cold), TARGET_MS],
  ['warm scan at 15:30 (after 09:30…15:15)', median(warm), TARGET_MS],
  ['warm scan at 14:45 (last bar of the intraday rules)', median(busiest), TARGET_MS],
  ['whole session: 25 scans, one engine', median(session), Number.NaN],
] as const;
let failed = false;
console.log(`\n### Auto-signal engine: ${SYMBOLS} symbols × ${DAYS} daily + 25 × 15-min bars, ${REPS} reps`);
console.log(
  `node ${process.version}, ${cpus()[0]?.model ?? 'cpu'} × ${cpus().length}, load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}\n`,
);
console.log('| case | median ms | target ms | result |');
console.log('| --- | ---: | ---: | --- |');
for (const [name, ms, target] of rows) {
  const verdict = Number.isNaN(target) ? '—' : ms < target ? 'PASS' : 'FAIL';
  if (verdict === 'FAIL') failed = true;
  console.log(`| ${name} | ${ms.toFixed(2)} | ${Number.isNaN(target) ? '—' : target} | ${verdict} |`);
}
console.log(`\nSignals at 15:30: ${signals}.`);
if (failed) process.exitCode = 1;
