// `npm run bench -- --only=startup` (issue 13): the real server's start-up with default settings
// on PGlite: spawn to the first healthy /api/v3/health (market ready), with a fresh DATA_DIR and
// again on the same DATA_DIR (a restart), its resident memory once healthy, and the CPU seconds the
// process spends in the `--after=120` seconds after healthy (the background work: the 60-day
// signal backfill, and the tools' measurement started by one TradingTools/getData). Linux only for
// the CPU and memory figures (/proc). Options: --runs=3 --after=120.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startChild, stopChild, waitHealthy } from './child-server';

const arg = (name: string, fallback: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback);
const RUNS = arg('runs', 3);
const AFTER_SECONDS = arg('after', 120);
const TICKS_PER_SECOND = 100;

const median = (xs: readonly number[]): number =>
  [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
const load = (): string => loadavg()[0]?.toFixed(1) ?? '?';

/** CPU seconds (user + system, every thread) the process has used so far. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Math.round(Number(line?.split(/\s+/)[1] ?? 0) / 1024);
}

/** One start on `dataDir`: ms to healthy, RSS then, and (when asked) CPU seconds over the next AFTER_SECONDS. */
async function start(dataDir: string, measureAfter: boolean) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const spawned = performance.now();
  const child = startChild('apps/server/src/server.ts', {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    DATABASE_URL: '',
  });
  try {
    await waitHealthy(base, child);
    const ms = Math.round(performance.now() - spawned);
    const pid = child.pid ?? 0;
    const rss = rssMb(pid);
    let cpu = Number.NaN;
    if (measureAfter) {
      await fetch(`${base}/api/v3/TradingTools/getData`);
      const before = cpuSeconds(pid);
      await new Promise((resolve) => setTimeout(resolve, AFTER_SECONDS * 1000));
      cpu = cpuSeconds(pid) - before;
    }
    return { ms, rss, cpu, load: load() };
  } finally {
    await stopChild(child);
  }
}

console.log(
  `server start-up, default settings, PGlite; ${cpus().length} cores (${cpus()[0]?.model ?? '?'}), load average ${load()}`,
);
const fresh: number[] = [];
const restart: number[] = [];
const rss: number[] = [];
const cpu: number[] = [];
for (let r = 0; r < RUNS; r++) {
  const dataDir = mkdtempSync(join(tmpdir(), 'nivesh-startup-'));
  try {
    const first = await start(dataDir, true);
    const again = await start(dataDir, false);
    fresh.push(first.ms);
    restart.push(again.ms);
    rss.push(first.rss);
    cpu.push(first.cpu);
    console.log(
      `  run ${r + 1}: fresh ${first.ms} ms (load ${first.load}), restart ${again.ms} ms (load ${again.load}), RSS ${first.rss} MB, CPU in the ${AFTER_SECONDS} s after healthy ${first.cpu.toFixed(1)} s`,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
console.log(
  `medians of ${RUNS}: fresh ${median(fresh)} ms, restart ${median(restart)} ms, RSS ${median(rss)} MB, CPU after healthy ${median(cpu).toFixed(1)} s (load ${load()} at the end)`,
);
