import { describe, expect, it } from 'vitest';
import type { RecordedTip } from './record';
import { tipRecord, tipRecordStats } from './record';

const closed = (rule: string, netPaise: number, exitAt: number, status: RecordedTip['status'] = 'time') => ({
  rule,
  status,
  netPaise,
  exitAt,
});

describe('the record of judged tips', () => {
  // Closed in this order: +₹300, −₹100, +₹200, −₹400; one open and one unfilled beside them.
  const tips: RecordedTip[] = [
    closed('a', 20_000, 3, 'target'),
    closed('b', -40_000, 4, 'stop'),
    closed('a', 30_000, 1, 'target'),
    closed('a', -10_000, 2),
    { rule: 'a', status: 'open', netPaise: 99_999, exitAt: null },
    { rule: 'b', status: 'unfilled', netPaise: 0, exitAt: null },
  ];

  it('takes the closed tips as the sample and counts open and unfilled ones apart', () => {
    const s = tipRecordStats(tips);
    expect(s).toMatchObject({ sampleSize: 4, open: 1, unfilled: 1, wins: 2, losses: 2 });
    expect(s.byStatus).toEqual({ target: 2, stop: 1, time: 1 });
  });

  it('hit rate 2/4, average win ₹250, average loss −₹250, expectancy 0, profit factor 500/500', () => {
    const s = tipRecordStats(tips);
    expect(s.hitRate).toBe(0.5);
    expect(s.averageWinPaise).toBe(25_000);
    expect(s.averageLossPaise).toBe(-25_000);
    expect(s.expectancyPaise).toBe(0);
    expect(s.profitFactor).toBe(1);
    expect(s.netPaise).toBe(0);
  });

  it('max drawdown ₹400: equity 300, 200, 400, 0 in the order the tips closed', () => {
    expect(tipRecordStats(tips).maxDrawdownPaise).toBe(40_000);
  });

  it('per rule, every rule listed, and nothing claimed without a closed tip', () => {
    const record = tipRecord(tips, ['a', 'b', 'c']);
    expect(record.byRule.map((r) => [r.rule, r.stats.sampleSize, r.stats.hitRate])).toEqual([
      ['a', 3, 2 / 3],
      ['b', 1, 0],
      ['c', 0, null],
    ]);
    const none = tipRecordStats([]);
    expect([none.hitRate, none.expectancyPaise, none.profitFactor, none.maxDrawdownPaise]).toEqual([
      null,
      null,
      null,
      0,
    ]);
    // Only winners: no profit factor (nothing lost to divide by).
    expect(tipRecordStats([closed('a', 100, 1)]).profitFactor).toBeNull();
  });
});
