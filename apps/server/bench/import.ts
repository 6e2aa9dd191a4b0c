// NSE import benchmark (issue 16): a full-market CM bhavcopy (about 3,000 rows) imported through
// the importer the CLI and the endpoint use (parse, merge check against the stored rows, bulk insert,
// import_log; one transaction), on PGlite (on disk, as `npm run import` writes it) and, when
// DATABASE_URL is set, on PostgreSQL.
// Run: node --expose-gc --import tsx apps/server/bench/import.ts [--reps=7]
// Files: the real UDiFF bhavcopy of 2026-05-19 (3,359 rows) and cm14MAR2024bhav.csv (2,718 rows)
// from ../shared/data when present, else a synthetic 3,000-row old-layout bhavcopy.
// Cases: into an empty database; and the same day again with other bytes, every row already stored
// (the comparison path at its fullest: every row is looked up and found identical).
// Target (issue 16): under 1 s (median) for each file and case.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { ManualClock } from '../src/clock';
import { type Database, openPgliteDatabase } from '../src/db/database';
import { importNseFile } from '../src/market-data/import.service';
import { createTestDatabase } from '../src/testing/test-database';

const { values: args } = parseArgs({ options: { reps: { type: 'string', default: '7' } } });
const REPS = Number(args.reps);
const TARGET_MS = 1_000;
const SHARED = join(fileURLToPath(new URL('../../../', import.meta.url)), '../shared/data');

const median = (xs: readonly number[]) =>
  [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

/** A synthetic old-layout bhavcopy of `rows` EQ securities (valid ISINs are not needed: flagged only). */
function syntheticBhavcopy(rows: number): string {
  const lines = [
    'SYMBOL,SERIES,OPEN,HIGH,LOW,CLOSE,LAST,PREVCLOSE,TOTTRDQTY,TOTTRDVAL,TIMESTAMP,TOTALTRADES,ISIN,',
  ];
  for (let i = 0; i < rows; i++) {
    const base = 100 + (i % 900);
    lines.push(
      `SYN${i},EQ,${base},${base + 5.5},${base - 3.25},${base + 1.4},${base + 1.5},${base - 0.6},${1000 + i},${(1000 + i) * base}.5,14-MAR-2024,${10 + i},INE000Z01019,`,
    );
  }
  return `${lines.join('\n')}\n`;
}

const files: Array<{ name: string; text: string }> = [];
const udiff = join(SHARED, 'nse_bhavcopy_udiff/BhavCopy_NSE_CM_0_0_0_20260519_F_0000.csv');
const old = join(SHARED, 'nse_bhavcopy_cm_2024/cm14MAR2024bhav.csv');
if (existsSync(udiff))
  files.push({ name: 'BhavCopy_NSE_CM_0_0_0_20260519_F_0000.csv', text: readFileSync(udiff, 'utf8') });
if (existsSync(old)) files.push({ name: 'cm14MAR2024bhav.csv', text: readFileSync(old, 'utf8') });
if (files.length === 0) files.push({ name: 'cm14MAR2024bhav.csv', text: syntheticBhavcopy(3_000) });

const cpu = cpus();
console.log(
  `machine: ${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'}, Node ${process.version}; load ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}; ${REPS} imports per case`,
);

interface Target {
  readonly label: string;
  open(): Promise<Database & { reset(): Promise<void> }>;
}

const targets: Target[] = [
  {
    label: 'PGlite (on disk)',
    open: async () => {
      const dir = mkdtempSync(join(tmpdir(), 'nivesh-import-bench-'));
      const database = await openPgliteDatabase(dir);
      return {
        ...database,
        reset: async () => {
          await database.db.execute(sql`truncate equity_daily_bars, import_log`);
        },
        close: async () => {
          await database.close();
          rmSync(dir, { recursive: true, force: true });
        },
      };
    },
  },
];
if (process.env.DATABASE_URL)
  targets.push({ label: 'PostgreSQL', open: () => createTestDatabase('postgres') });

let failed = false;
console.log(
  '\n| database | file (rows) | case | median | min–max | target | result |\n|---|---|---|---:|---:|---:|---|',
);
for (const target of targets) {
  const database = await target.open();
  const clock = new ManualClock('2026-11-28T04:00:00.000Z');
  try {
    for (const file of files) {
      const fresh: number[] = [];
      const again: number[] = [];
      let rows = 0;
      for (let r = 0; r < REPS; r++) {
        await database.reset();
        globalThis.gc?.();
        let began = performance.now();
        const first = await importNseFile(database.db, file.name, file.text, clock);
        fresh.push(performance.now() - began);
        rows = first.rows;
        globalThis.gc?.();
        began = performance.now();
        const second = await importNseFile(database.db, file.name, `${file.text}\n`, clock);
        again.push(performance.now() - began);
        if (second.identical !== rows)
          throw new Error(`expected ${rows} identical rows, got ${second.identical}`);
      }
      for (const [label, times] of [
        ['into an empty database', fresh],
        ['the day again, every row already stored', again],
      ] as const) {
        const m = median(times);
        const ok = m < TARGET_MS;
        failed ||= !ok;
        console.log(
          `| ${target.label} | ${file.name} (${rows.toLocaleString('en-IN')}) | ${label} | ${m.toFixed(0)} ms | ${Math.min(...times).toFixed(0)}–${Math.max(...times).toFixed(0)} ms | < ${TARGET_MS} ms | ${ok ? 'PASS' : 'FAIL'} |`,
        );
      }
    }
  } finally {
    await database.close();
  }
}
process.exitCode = failed ? 1 : 0;
