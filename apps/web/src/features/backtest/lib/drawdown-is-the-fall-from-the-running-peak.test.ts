import { describe, expect, it } from 'vitest';
import { drawdownPercent } from './drawdown';

describe('drawdown of an equity curve', () => {
  it('is the fall from the running peak, in percent', () => {
    expect(drawdownPercent([100, 120, 90, 130, 117])).toEqual([0, 0, -25, 0, -10]);
  });
});
