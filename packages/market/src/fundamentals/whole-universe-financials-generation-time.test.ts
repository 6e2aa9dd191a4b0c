import { describe, expect, it } from 'vitest';
import { EQUITIES } from '../universe/universe';
import { universeFinancials } from './test-support';

/** Wall and CPU milliseconds of one whole-universe run (CPU time is what other processes cannot inflate). */
function timedRun(): { wallMs: number; cpuMs: number; companies: number } {
  const cpuBefore = process.cpuUsage();
  const { companies, elapsedMs } = universeFinancials();
  const cpu = process.cpuUsage(cpuBefore);
  return { wallMs: elapsedMs, cpuMs: (cpu.user + cpu.system) / 1000, companies: companies.length };
}

describe('generating the statements of the whole universe', () => {
  it('fits the start-up budget (target < 300 ms for 503 companies; asserted < 2 s on a busy machine)', () => {
    const cold = timedRun();
    const warm = timedRun();
    console.log(
      `[fundamentals] ${EQUITIES.length} companies × (10 years + 12 quarters): cold ${cold.wallMs.toFixed(0)} ms wall / ${cold.cpuMs.toFixed(0)} ms CPU, warm ${warm.wallMs.toFixed(0)} ms wall / ${warm.cpuMs.toFixed(0)} ms CPU`,
    );
    expect(cold.companies).toBe(EQUITIES.length);
    expect(cold.cpuMs).toBeLessThan(2000);
    expect(warm.cpuMs).toBeLessThan(1000);
  });
});
