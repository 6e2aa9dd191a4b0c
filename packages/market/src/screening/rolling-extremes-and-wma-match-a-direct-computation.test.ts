import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../indicators/synthetic-ohlcv';
import { highest, lowest } from './rolling-extremes';
import { wma } from './weighted-moving-average';

const nan = Number.NaN;

describe('highest, lowest and wma', () => {
  it('highest and lowest include the current bar', () => {
    expect(Array.from(highest([1, 3, 2, 5, 4], 3))).toEqual([nan, nan, 3, 5, 5]);
    expect(Array.from(lowest([1, 3, 2, 5, 4], 3))).toEqual([nan, nan, 1, 2, 2]);
  });

  it('a NaN inside the window makes the extreme NaN until it leaves the window', () => {
    expect(Array.from(highest([1, nan, 2, 3, 4], 2))).toEqual([nan, nan, nan, 3, 4]);
  });

  it('wma weights the newest value most: (1·1 + 2·2 + 3·3)/6', () => {
    expect(Array.from(wma([1, 2, 3, 4], 3))).toEqual([nan, nan, 14 / 6, 20 / 6]);
  });

  it('agree with the O(n·period) definitions over 1,000 random values', () => {
    const random = mulberry32(3);
    const values = Array.from({ length: 1000 }, () => random() * 100);
    const period = 21;
    const high = highest(values, period);
    const low = lowest(values, period);
    const weighted = wma(values, period);
    for (let t = period - 1; t < values.length; t++) {
      const window = values.slice(t - period + 1, t + 1);
      expect(high[t]).toBe(Math.max(...window));
      expect(low[t]).toBe(Math.min(...window));
      const direct = window.reduce((sum, v, k) => sum + (k + 1) * v, 0) / ((period * (period + 1)) / 2);
      expect(weighted[t]).toBeCloseTo(direct, 9);
    }
  });
});
