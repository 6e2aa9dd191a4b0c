import { describe, expect, it } from 'vitest';
import { compileScreen } from './compile-screen';
import { ScreenSyntaxError } from './screen-syntax-error';

function failure(source: string): ScreenSyntaxError {
  try {
    compileScreen(source);
  } catch (error) {
    if (error instanceof ScreenSyntaxError) return error;
    throw error;
  }
  throw new Error(`"${source}" compiled but should not have`);
}

describe('compileScreen rejects invalid screens with a position and a message saying what was expected', () => {
  it.each([
    ['close > sma(close, 20', 21, 'Expected ")" at position 21 but found end of input'],
    ['sma(close, 20 200) > 1', 14, 'Expected ")" at position 14 but found "200"'],
    ['close > smaa(close, 20)', 8, 'Unknown function "smaa" at position 8 — did you mean "sma"?'],
    ['clse > 1', 0, 'Unknown field "clse" at position 0 — did you mean "close"?'],
    ['market_capp > 1', 0, 'Unknown field "market_capp" at position 0 — did you mean "market_cap"?'],
    ['zzz > 1', 0, 'Unknown field "zzz" at position 0'],
    ['rsi > 30', 0, 'Unknown field "rsi" at position 0 — "rsi" is a function, write rsi(...)'],
    [
      'close() > 1',
      0,
      'Unknown function "close" at position 0 — "close" is a field, write it without parentheses',
    ],
    ['sma(close) > 1', 0, 'sma expects (series, period) but got 1 argument at position 0'],
    ['close > sma(close, 20, 3)', 8, 'sma expects (series, period) but got 3 arguments at position 8'],
    [
      'sma(close, 1.5) > 1',
      11,
      'sma expects (series, period): "period" must be a whole number ≥ 1 at position 11',
    ],
    [
      'sma(close, 0) > 1',
      11,
      'sma expects (series, period): "period" must be a whole number ≥ 1 at position 11',
    ],
    [
      'sma(sector, 5) > 1',
      4,
      'sma expects (series, period): "series" must be a number, not text at position 4',
    ],
    [
      'supertrend(10, close) > 1',
      15,
      'supertrend expects (period, multiplier): "multiplier" must be a number at position 15',
    ],
    ['in_index(NIFTY)', 9, 'in_index expects (index): "index" must be text in double quotes at position 9'],
    ['sector > 5', 0, 'Cannot compare text field "sector" with a number at position 0'],
    ['roe > 15 and 5 = sector', 13, 'Cannot compare text field "sector" with a number at position 13'],
    ['sector > "IT"', 0, 'Text can only be compared with "=" or "!=", not ">" at position 0'],
    [
      'close and open > 1',
      0,
      'The left side of "and" must be a condition, but "close" is a number at position 0',
    ],
    [
      'close > 1 and not sector',
      18,
      'The operand of "not" must be a condition, but "sector" is text at position 18',
    ],
    [
      'crosses_above(close, 5) > 1',
      0,
      '">" compares numbers, but "crosses_above(close, 5)" is a condition at position 0',
    ],
    [
      'close > 1 > 2',
      10,
      'Expected "and", "or" or end of input at position 10 but found ">" (comparisons cannot be chained; join them with "and")',
    ],
    ['vwap() > 1', 0, 'vwap is only available on m15 bars: write m15(vwap()) at position 0'],
    ['weekly(m15(close)) > 1', 7, 'm15(...) cannot be used inside weekly(...) at position 7'],
    ['close > 1 & open > 1', 10, 'Unexpected character "&" at position 10'],
    ['close > 1 and', 13, 'Expected a number, field, function or "(" at position 13 but found end of input'],
    ['close[x] > 1', 6, 'Expected a whole number of bars at position 6 but found "x"'],
    ['sector = "IT', 9, 'Unterminated string starting at position 9'],
    ['sector[1] = "IT"', 0, 'An offset [1] needs a number or a condition, not text at position 0'],
    ['', 0, 'Expected a condition but the screen is empty'],
    [
      'close + 1',
      0,
      'The screen must be a condition (true/false), e.g. close > 100, but it is a number at position 0',
    ],
  ])('%j fails at %i: %s', (source, position, message) => {
    const error = failure(source);
    expect(error.message).toBe(message);
    expect(error.position).toBe(position);
  });

  it('gives the 1-based line and column of a multi-line screen', () => {
    const error = failure('close > 1\nand smaa(close, 2) > 1');
    expect([error.position, error.line, error.column]).toEqual([14, 2, 5]);
  });

  it('accepts a number expression only when asked for one', () => {
    expect(compileScreen('close - sma(close, 20)', { expect: 'number' }).type).toBe('number');
    expect(() => compileScreen('close > 1', { expect: 'number' })).toThrow('The screen must be a number');
  });
});
