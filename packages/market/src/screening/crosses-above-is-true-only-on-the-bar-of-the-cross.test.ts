import { describe, expect, it } from 'vitest';
import { compileScreen } from './compile-screen';
import { evaluateSeries } from './evaluate-series';
import { runScreen } from './run-screen';
import { barsFromCloses, tableUniverse } from './test-support';

const series = (source: string, closes: number[]) =>
  Array.from(evaluateSeries(compileScreen(source), { daily: barsFromCloses(closes) }));

describe('crosses_above and crosses_below', () => {
  const closes = [100, 102, 104, 106, 108, 104, 103, 107];

  it('crosses_above is true only on the bar where the first series moves above the second', () => {
    expect(series('crosses_above(close, 105)', closes)).toEqual([0, 0, 0, 1, 0, 0, 0, 1]);
  });

  it('crosses_below is true only on the bar where the first series moves below the second', () => {
    expect(series('crosses_below(close, 105)', closes)).toEqual([0, 0, 0, 0, 0, 1, 0, 0]);
  });

  it('a touch counts as "not above" on the previous bar, and touching is not a cross', () => {
    expect(series('crosses_above(close, 105)', [104, 105, 106, 105, 105])).toEqual([0, 0, 1, 0, 0]);
  });

  it('crosses a moving average: SMA(3) of 10, 10, 10, 10, 13 is 11 on the last bar, 10 before', () => {
    // Bar 2 has a previous SMA of NaN: undecidable, so not a cross.
    expect(series('crosses_above(close, sma(close, 3))', [10, 10, 10, 10, 13])).toEqual([0, 0, 0, 0, 1]);
  });

  it('in a screen, matches only the symbols whose latest bar is the bar of the cross', () => {
    const universe = tableUniverse([
      { symbol: 'CROSSED_NOW', daily: barsFromCloses([100, 104, 106]) },
      { symbol: 'CROSSED_BEFORE', daily: barsFromCloses([100, 106, 107]) },
      { symbol: 'BELOW', daily: barsFromCloses([100, 101, 102]) },
      { symbol: 'ONE_BAR', daily: barsFromCloses([110]) },
    ]);
    expect(runScreen(compileScreen('crosses_above(close, 105)'), universe).symbols).toEqual(['CROSSED_NOW']);
    expect(runScreen(compileScreen('crosses_above(close, 105)[1]'), universe).symbols).toEqual([
      'CROSSED_BEFORE',
    ]);
  });
});
