import { describe, expect, it } from 'vitest';
import { EQUITIES } from '../universe/universe';
import { universeFinancials } from './test-support';

describe('generating the statements of the whole universe', () => {
  it('fits the start-up budget (target < 300 ms for 503 companies; asserted < 2 s CPU on a busy machine)', () => {
    // CPU time of this process is what other processes on a shared machine cannot inflate.
    const cold = universeFinancials();
    const warm = universeFinancials();
    console.log(
      `[fundamentals] ${EQUITIES.length} companies × (10 years + 12 quarters): cold ${cold.elapsedMs.toFixed(0)} ms wall / ${cold.cpuMs.toFixed(0)} ms CPU, warm ${warm.elapsedMs.toFixed(0)} ms wall / ${warm.cpuMs.toFixed(0)} ms CPU`,
    );
    expect(cold.companies).toHaveLength(EQUITIES.length);
    expect(cold.cpuMs).toBeLessThan(2000);
    expect(warm.cpuMs).toBeLessThan(1000);
  });
});
