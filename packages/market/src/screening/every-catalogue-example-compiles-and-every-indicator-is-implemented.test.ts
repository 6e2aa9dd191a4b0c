import { describe, expect, it } from 'vitest';
import { SCREEN_FIELDS, SCREEN_FUNCTIONS } from './catalogue';
import { compileScreen } from './compile-screen';
import { INDICATOR_FUNCTIONS } from './indicator-series';

describe('the catalogue', () => {
  it.each([...SCREEN_FIELDS, ...SCREEN_FUNCTIONS].map((entry) => [entry.name, entry.example]))(
    '%s: its example "%s" compiles',
    (_name, example) => {
      expect(compileScreen(example).type).toBe('boolean');
    },
  );

  it('has an implementation for every indicator and no implementation without an entry', () => {
    const indicators = SCREEN_FUNCTIONS.filter((fn) => fn.kind === 'indicator').map((fn) => fn.name);
    expect(Object.keys(INDICATOR_FUNCTIONS).sort()).toEqual([...indicators].sort());
  });

  it('has unique names across fields and functions', () => {
    const names = [...SCREEN_FIELDS, ...SCREEN_FUNCTIONS].map((entry) => entry.name);
    expect(new Set(names).size).toBe(names.length);
  });
});
