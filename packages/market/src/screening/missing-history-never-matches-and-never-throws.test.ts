import { describe, expect, it } from 'vitest';
import { compileScreen } from './compile-screen';
import { evaluateSeries } from './evaluate-series';
import { runScreen } from './run-screen';
import { barsFromCloses, ramp, tableUniverse } from './test-support';

const universe = tableUniverse([
  { symbol: 'SHORT', daily: barsFromCloses(ramp(5, 100, 1)), texts: { sector: 'IT' } },
  { symbol: 'NO_BARS', texts: { sector: 'IT' }, numbers: { roe: 20 } },
  { symbol: 'NO_FIELDS', daily: barsFromCloses(ramp(300, 100, 1)) },
]);
const symbols = (source: string) => runScreen(compileScreen(source), universe).symbols;

describe('missing data', () => {
  it('too little history is undecidable, so neither the condition nor its negation matches', () => {
    expect(symbols('close > sma(close, 200)')).toEqual(['NO_FIELDS']);
    expect(symbols('not close > sma(close, 200)')).toEqual([]);
    expect(symbols('rsi(14) < 101')).toEqual(['NO_FIELDS']);
    expect(symbols('macd_hist() > -1000000')).toEqual(['NO_FIELDS']);
  });

  it('uses three-valued logic: unknown or true is true, unknown and false is false', () => {
    expect(symbols('close > sma(close, 200) or sector = "IT"')).toEqual(['SHORT', 'NO_BARS', 'NO_FIELDS']);
    expect(symbols('not (close > sma(close, 200) and sector = "Banks")')).toEqual(['SHORT', 'NO_BARS']);
  });

  it('unknown fundamentals and text never match, whatever the comparison', () => {
    expect(symbols('roe > 15')).toEqual(['NO_BARS']);
    expect(symbols('roe <= 15')).toEqual([]);
    expect(symbols('sector != "IT"')).toEqual([]);
  });

  it('a symbol without bars matches only conditions that need no bars', () => {
    expect(symbols('close > 0')).toEqual(['SHORT', 'NO_FIELDS']);
    expect(symbols('roe > 15 and sector = "IT"')).toEqual(['NO_BARS']);
  });

  it('evaluateSeries returns 0 over the warm-up instead of throwing', () => {
    const values = evaluateSeries(compileScreen('rsi(14) > 50 and sma(close, 200) > 0'), {
      daily: barsFromCloses(ramp(20, 100, 1)),
    });
    expect(Array.from(values)).toEqual(new Array(20).fill(0));
  });

  it('an indicator of an indicator skips the inner warm-up: sma(rsi(2), 2)', () => {
    // RSI(2) of 1, 2, 3, 2, 3: 100 at bar 2, 50 at bar 3, 75 at bar 4 → SMA(2) = 75, 62.5.
    const values = evaluateSeries(compileScreen('sma(rsi(2), 2)', { expect: 'number' }), {
      daily: barsFromCloses([1, 2, 3, 2, 3]),
    });
    expect(Array.from(values)).toEqual([Number.NaN, Number.NaN, Number.NaN, 75, 62.5]);
  });
});
