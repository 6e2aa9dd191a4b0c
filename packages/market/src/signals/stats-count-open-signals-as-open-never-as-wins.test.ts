import { describe, expect, it } from 'vitest';
import { aggregateSignalStats, type SignalRecord } from './aggregate';
import type { OutcomeStatus, SignalOutcome } from './outcome';
import { planSignal } from './outcome-test-support';

function record(
  type: 'ShortTBuy' | 'ShortTSell',
  sector: string,
  status: OutcomeStatus,
  r1: number | null,
  r5: number | null,
): SignalRecord {
  const signal = { ...planSignal('buy', 10_000, 10_200, 9_900, 5), type, sector };
  const outcome: SignalOutcome = {
    status,
    exitPrice: null,
    exitDay: null,
    exitBar: null,
    exitReturn: null,
    return1d: r1,
    return5d: r5,
    return20d: null,
  };
  return { signal, outcome };
}

const records = [
  record('ShortTBuy', 'IT', 'target', 0.01, 0.03),
  record('ShortTBuy', 'IT', 'stop', -0.02, -0.01),
  record('ShortTBuy', 'Banks', 'expired', 0.004, 0.002),
  record('ShortTBuy', 'Banks', 'open', 0.05, null),
  record('ShortTSell', 'IT', 'open', null, null),
];

describe('signal statistics', () => {
  it('per type: hit rate = targets / closed, open signals excluded, averages over the cases that have the return', () => {
    const [buy, sell] = aggregateSignalStats(records, 'type');
    expect(buy).toMatchObject({
      key: 'ShortTBuy',
      cases: 4,
      open: 1,
      closed: 3,
      targets: 1,
      stops: 1,
      expired: 1,
    });
    expect(buy?.hitRate).toBeCloseTo(1 / 3, 12);
    // (0.01 − 0.02 + 0.004 + 0.05) / 4 = 0.011; (0.03 − 0.01 + 0.002) / 3 = 0.007333…
    expect(buy?.avgReturn1d).toBeCloseTo(0.011, 12);
    expect(buy?.avgReturn5d).toBeCloseTo(0.022 / 3, 12);
    expect(buy).toMatchObject({ samples1d: 4, samples5d: 3, samples20d: 0, avgReturn20d: null });
    expect(sell).toMatchObject({
      key: 'ShortTSell',
      cases: 1,
      open: 1,
      closed: 0,
      hitRate: null,
      avgReturn1d: null,
    });
  });

  it('per sector and per type and sector', () => {
    const bySector = aggregateSignalStats(records, 'sector');
    expect(bySector.map((s) => [s.key, s.cases, s.hitRate])).toEqual([
      ['Banks', 2, 0],
      ['IT', 3, 0.5],
    ]);
    expect(aggregateSignalStats(records, 'type-sector').map((s) => s.key)).toEqual([
      'ShortTBuy|Banks',
      'ShortTBuy|IT',
      'ShortTSell|IT',
    ]);
  });
});
