import { describe, expect, it } from 'vitest';
import { intradayTriggerLevels } from './intraday-levels';
import { dailyFromCloses } from './test-support';

describe('btintraday / stintraday', () => {
  it('are the previous day classic R1 (rounded up) and S1 (rounded down) on the tick', () => {
    // H 10,120, L 9,880, C 10,000 → P = 10,000, R1 = 2P − L = 10,120, S1 = 2P − H = 9,880.
    const daily = dailyFromCloses([9_000, 10_000], 1, 120);
    expect(intradayTriggerLevels(daily)).toEqual({ btintraday: 10_120, stintraday: 9_880 });
    // H 10,123, L 9,877, C 10,050 → P = 10,016.67, R1 = 10,156.33 → 10,160, S1 = 9,910.33 → 9,910.
    const skew = {
      ...dailyFromCloses([9_000, 10_050]),
      high: Int32Array.of(9_020, 10_123),
      low: Int32Array.of(8_980, 9_877),
    };
    expect(intradayTriggerLevels(skew)).toEqual({ btintraday: 10_160, stintraday: 9_910 });
  });

  it('use the day before `days`, put on today’s printed basis', () => {
    const daily = dailyFromCloses([10_000, 20_000, 30_000], 1, 120);
    daily.adjFactor.set([0.5, 0.5, 1]);
    // Day 1 adjusted ×0.5 then ÷ today’s factor 0.5: back to H 20,120, L 19,880, C 20,000.
    expect(intradayTriggerLevels(daily, 2, 0.5)).toEqual({ btintraday: 20_120, stintraday: 19_880 });
    expect(intradayTriggerLevels(daily, 0)).toBeNull();
  });
});
