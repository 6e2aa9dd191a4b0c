import type { RunScreenAnswer, ScreenError } from '@nivesh/contracts';
import { describe, expect, it, vi } from 'vitest';
import { useMarketTestApp } from '../testing/market-test-app';

const run = (query: string, extra = '') => `screener/runScreen?query=${encodeURIComponent(query)}${extra}`;

/** `sma(close,2)>0 and sma(close,3)>0 and …`: `count` terms, or up to about `chars` characters. */
function smaChain(count: number, chars = Number.POSITIVE_INFINITY): string {
  const terms: string[] = [];
  for (let p = 2; terms.length < count && terms.join(' and ').length < chars; p++)
    terms.push(`sma(close,${p})>0`);
  return terms.join(' and ');
}

/**
 * How long the event loop was held while `work` runs, from the gaps between ticks of a 2 ms timer:
 * the CPU time the process spent in each gap (on a loaded shared machine the wall gap also counts
 * time the OS gave other processes), longest and 95th percentile. A major garbage collection
 * (tens of ms, more under load) is one gap; work done in one piece is one gap of its whole length.
 */
async function eventLoopHeld<T>(work: () => Promise<T>): Promise<{ value: T; maxMs: number; p95Ms: number }> {
  const gaps: number[] = [];
  let lastCpu = process.cpuUsage();
  const timer = setInterval(() => {
    const cpu = process.cpuUsage(lastCpu);
    gaps.push((cpu.user + cpu.system) / 1000);
    lastCpu = process.cpuUsage();
  }, 2);
  try {
    const value = await work();
    const cpu = process.cpuUsage(lastCpu);
    gaps.push((cpu.user + cpu.system) / 1000);
    gaps.sort((a, b) => a - b);
    return { value, maxMs: gaps.at(-1) ?? 0, p95Ms: gaps[Math.floor(gaps.length * 0.95)] ?? 0 };
  } finally {
    clearInterval(timer);
  }
}

// Building the app and its market takes minutes on a loaded shared machine.
vi.setConfig({ hookTimeout: 300_000, testTimeout: 300_000 });

describe('screener/runScreen with user-shaped cost', () => {
  const app = useMarketTestApp();

  it('refuses the review’s 1.9 KB query of 95 indicators up front, naming the limit', async () => {
    const query = smaChain(Number.POSITIVE_INFINITY, 1880);
    expect(query.length).toBeGreaterThan(1800);
    const { value, maxMs } = await eventLoopHeld(() => app.get<ScreenError>(run(query)));
    expect(value.statusCode).toBe(200);
    expect(value.body.status).toBe(0);
    expect(value.body.message).toMatch(
      /at most 32 different indicators over 503 stocks; this one computes 9\d/,
    );
    expect(maxMs).toBeLessThan(200); // refused before any bar is read (not 2.5–5 s of work)
  });

  it('runs the costliest allowed screen (32 indicators × 503 stocks) while /health keeps answering', async () => {
    let screening = true;
    let healthAnswers = 0;
    let slowestHealthMs = 0;
    const health = (async () => {
      while (screening) {
        const started = performance.now();
        const res = await app.t.app.inject({ url: '/api/v3/health' });
        expect(res.statusCode).toBe(200);
        slowestHealthMs = Math.max(slowestHealthMs, performance.now() - started);
        healthAnswers++;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    const { value, maxMs, p95Ms } = await eventLoopHeld(async () => {
      try {
        return await app.get<RunScreenAnswer>(run(smaChain(32)));
      } finally {
        screening = false;
      }
    });
    await health;
    expect(value.body.status).toBe(1);
    expect(value.body.rows).toHaveLength(503);
    expect(value.body.columns).toHaveLength(32);
    expect(healthAnswers).toBeGreaterThan(3);
    // Seconds of work in one-stock steps of at most 15 ms: never held in one piece (the review's
    // query held 2.5–5 s). The process's CPU also counts the collector's helper threads and /health's
    // own work, and its longest gaps are major collections of the test process's heap.
    // Measured: p95 40 ms / max 74 ms beside another test file, p95 50.2 ms in a loaded CI run; the
    // bound leaves room for that noise and still fails a screen held in pieces of a tenth of a second.
    expect(p95Ms).toBeLessThan(100);
    expect(maxMs).toBeLessThan(300);
    expect(slowestHealthMs).toBeLessThan(value.body.elapsedMs);
  });

  it('evaluates only the stocks of the sector asked for, with the matches of the whole screen there', async () => {
    const state = app.state;
    const query = 'close > sma(close, 20) and rsi(14) > 45';
    const sector = (await app.get<RunScreenAnswer>(run(query, '&sector_id=information-technology'))).body;
    const whole = (await app.get<RunScreenAnswer>(run(query))).body;
    const inSector = whole.rows.filter((r) => r.sector === 'Information Technology');
    let itStocks = 0;
    for (let id = 0; id < state.symbolCount; id++)
      if (!state.meta(id).isIndex && state.meta(id).sector === 'Information Technology') itStocks++;
    expect(sector.scanned).toBe(itStocks);
    expect(whole.scanned).toBe(503);
    expect(sector.rows.map((r) => r.symbol)).toEqual(inSector.map((r) => r.symbol));
    expect(sector.rows.map((r) => r.values)).toEqual(inSector.map((r) => r.values));
    expect(sector.rows.length).toBeGreaterThan(0);
  });
});
