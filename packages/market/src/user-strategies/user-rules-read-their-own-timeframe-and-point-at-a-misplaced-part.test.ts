import { describe, expect, it } from 'vitest';
import { ScreenSyntaxError } from '../screening/screen-syntax-error';
import { compileUserRule } from './user-strategy-rules';

function mistake(source: string, timeframe: 'daily' | 'm15'): ScreenSyntaxError {
  try {
    compileUserRule(source, timeframe);
  } catch (error) {
    if (error instanceof ScreenSyntaxError) return error;
    throw error;
  }
  throw new Error(`${source} compiled`);
}

describe('a user strategy rule', () => {
  it('compiles a daily condition and a 15-minute one written inside m15(…)', () => {
    expect(compileUserRule('crosses_above(close, sma(close, 20)) and rsi(14) > 50', 'daily').type).toBe(
      'boolean',
    );
    expect(compileUserRule('m15(close > vwap()) and m15(rsi(14) > 60)', 'm15').type).toBe('boolean');
    // Text fields, fundamentals and index membership have no timeframe: they may stand outside.
    expect(
      compileUserRule('m15(close > vwap()) and sector = "IT" and in_index("NIFTY 50")', 'm15').type,
    ).toBe('boolean');
  });

  it('passes the language’s own mistakes through with their position', () => {
    const error = mistake('close > smaa(close, 20)', 'daily');
    expect(error.message).toBe('Unknown function "smaa" at position 8 — did you mean "sma"?');
    expect([error.position, error.line, error.column]).toEqual([8, 1, 9]);
    expect(mistake('close + 1', 'daily').message).toMatch(/must be a condition/);
  });

  it('refuses m15(…) in a daily rule at its position', () => {
    const error = mistake('close > open and m15(rsi(14)) > 60', 'daily');
    expect(error.position).toBe(17);
    expect(error.message).toBe(
      'm15(…) at position 17 reads 15-minute bars: choose the 15-minute timeframe for this strategy, or write the rule on daily bars',
    );
  });

  it('refuses a 15-minute rule that reads bars outside m15(…), at the first such part', () => {
    const error = mistake('m15(close > vwap()) and\n  rsi(14) > 60', 'm15');
    expect([error.position, error.line, error.column]).toEqual([26, 2, 3]);
    expect(error.message).toBe(
      '"rsi(14)" at position 26 is outside m15(…): a 15-minute strategy reads 15-minute bars, so write its rule inside m15(…), e.g. m15(close > vwap())',
    );
    expect(mistake('weekly(close) > 10 and m15(close > 1)', 'm15').position).toBe(0);
    expect(mistake('crosses_above(m15(close), m15(vwap()))', 'm15').position).toBe(0);
  });
});
