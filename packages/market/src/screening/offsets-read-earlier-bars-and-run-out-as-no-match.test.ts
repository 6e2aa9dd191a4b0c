import { describe, expect, it } from 'vitest';
import { compileScreen } from './compile-screen';
import { evaluateSeries } from './evaluate-series';
import { runScreen } from './run-screen';
import { barsFromCloses, ramp, tableUniverse } from './test-support';

const daily = barsFromCloses(ramp(30, 100, 1)); // 100 … 129
const universe = tableUniverse([{ symbol: 'UP', daily }]);
const matches = (source: string) => runScreen(compileScreen(source), universe).symbols.length === 1;

describe('offsets', () => {
  it('close[n] is the close n bars before the latest', () => {
    expect(matches('close[1] = 128')).toBe(true);
    expect(matches('close[29] = 100')).toBe(true);
    expect(matches('close[0] = close')).toBe(true);
  });

  it('an offset on an indicator reads the indicator n bars back: SMA(5) one bar back is (124 … 128)/5', () => {
    expect(matches('sma(close, 5)[1] = 126')).toBe(true);
    expect(matches('sma(close, 5)[1] = sma(close[1], 5)')).toBe(true);
  });

  it('offsets add up and apply to conditions', () => {
    expect(matches('close[1][2] = 126')).toBe(true);
    expect(matches('(close > 127)[1] and not (close > 127)[2]')).toBe(true);
  });

  it('an offset beyond the history is undecidable: no match, no throw', () => {
    expect(matches('close[30] < 1000')).toBe(false);
    expect(matches('not close[30] < 1000')).toBe(false);
  });

  it('evaluateSeries shifts the series: close − close[2] is NaN on the first two bars, then 2', () => {
    const values = evaluateSeries(compileScreen('close - close[2]', { expect: 'number' }), { daily });
    expect(Array.from(values.slice(0, 4))).toEqual([Number.NaN, Number.NaN, 2, 2]);
  });
});
