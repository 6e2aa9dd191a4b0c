import { describe, expect, it } from 'vitest';
import { compileScreen } from './compile-screen';
import {
  CHAIN_SCREEN_FUNCTIONS,
  CONTRACT_ONLY_SCREEN_FIELDS,
  optionScreenCatalogue,
  UNDERLYING_SCREEN_FIELDS,
} from './option-catalogue';
import { ScreenSyntaxError } from './screen-syntax-error';

const problem = (source: string, scope: 'underlyings' | 'contracts' = 'underlyings'): ScreenSyntaxError => {
  try {
    compileScreen(source, { catalogue: optionScreenCatalogue(scope) });
  } catch (error) {
    if (error instanceof ScreenSyntaxError) return error;
    throw error;
  }
  throw new Error(`"${source}" compiled`);
};

describe('option screens are checked by the screening language’s own checker', () => {
  it('names a contract field used on underlyings and where it is', () => {
    const error = problem('pcr > 1 and delta > 0.3');
    expect(error.message).toMatch(/"delta" is a field of a contract/);
    expect(error.position).toBe(12);
    expect(() =>
      compileScreen('pcr > 1 and delta > 0.3', { catalogue: optionScreenCatalogue('contracts') }),
    ).not.toThrow();
  });

  it('suggests the nearest field for a misspelt one', () => {
    const error = problem('iv_rnak > 70');
    expect(error.message).toMatch(/Unknown field "iv_rnak" at position 0 — did you mean "iv_rank"\?/);
    expect(error.column).toBe(1);
  });

  it('refuses offsets and bar indicators, which an option screen has no bars for', () => {
    expect(problem('iv > iv[1]').message).toMatch(/offset \[1\] reads an earlier bar/);
    expect(problem('iv > iv[1]').position).toBe(5);
    expect(problem('iv > sma(close, 20)').message).toMatch(/Unknown function "sma" at position 5/);
    expect(problem('close > 100').message).toMatch(/Unknown field "close"/);
  });

  it('counts strikes from the ATM strike in whole numbers only, and only in option screens', () => {
    const error = problem('call_oi_at(1.5) > 0');
    expect(error.message).toMatch(/"steps" counts strikes from the ATM strike and must be a whole number/);
    expect(error.position).toBe(0);
    expect(problem('call_oi_at(steps) > 0').message).toMatch(/"steps" must be a number/);
    expect(() => compileScreen('call_oi_at(1) > 0')).toThrow(/Unknown function "call_oi_at"/);
  });

  it('keeps abs, min and max, text fields and the equity screener unchanged', () => {
    expect(() =>
      compileScreen('abs(delta) < 0.3 and side = "PE" and symbol != "NIFTY"', {
        catalogue: optionScreenCatalogue('contracts'),
      }),
    ).not.toThrow();
    expect(() => compileScreen('close > sma(close, 200)[1]')).not.toThrow();
    expect(() => compileScreen('iv_rank > 70')).toThrow(ScreenSyntaxError);
  });

  it('compiles every option field’s catalogue example in its scope', () => {
    for (const field of UNDERLYING_SCREEN_FIELDS)
      expect(() =>
        compileScreen(field.example, { catalogue: optionScreenCatalogue('underlyings') }),
      ).not.toThrow();
    for (const fn of CHAIN_SCREEN_FUNCTIONS)
      expect(() =>
        compileScreen(fn.example, { catalogue: optionScreenCatalogue('underlyings') }),
      ).not.toThrow();
    for (const field of CONTRACT_ONLY_SCREEN_FIELDS)
      expect(() =>
        compileScreen(field.example, { catalogue: optionScreenCatalogue('contracts') }),
      ).not.toThrow();
  });
});
