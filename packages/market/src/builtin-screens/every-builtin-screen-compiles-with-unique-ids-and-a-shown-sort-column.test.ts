import { describe, expect, it } from 'vitest';
import { compileScreen } from '../screening/compile-screen';
import {
  BUILTIN_SCREENS,
  builtinScreensOf,
  findBuiltinScreen,
  findBuiltinScreenAnywhere,
} from './builtin-screen-catalogue';
import { BUILTIN_SCREEN_CATEGORIES } from './builtin-screen-types';
import { compileBuiltinScreen } from './compiled-builtin-screen';

describe('the built-in screen catalogue', () => {
  it('has 12 fundamental, 16 technical and 9 special screens, numbered 1..n in each category', () => {
    expect(BUILTIN_SCREEN_CATEGORIES.map((c) => builtinScreensOf(c).length)).toEqual([12, 16, 9]);
    for (const category of BUILTIN_SCREEN_CATEGORIES) {
      const ids = builtinScreensOf(category).map((s) => s.id);
      expect(ids).toEqual(ids.map((_, k) => k + 1));
    }
  });

  it('gives every screen a unique slug, a name, a description and a theme', () => {
    const slugs = BUILTIN_SCREENS.map((s) => s.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const s of BUILTIN_SCREENS) {
      expect(s.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(s.name.length).toBeGreaterThan(5);
      expect(s.description.length).toBeGreaterThan(40);
      expect(s.theme.length).toBeGreaterThan(2);
    }
  });

  it.each(BUILTIN_SCREENS.map((s) => [s.slug, s] as const))(
    '%s compiles as a condition, its columns as numbers, and sorts by a shown column',
    (_slug, screen) => {
      expect(compileScreen(screen.query).type).toBe('boolean');
      for (const column of screen.columns) {
        expect(compileScreen(column.expression, { expect: 'number' }).type).toBe('number');
      }
      const compiled = compileBuiltinScreen(screen);
      expect(screen.columns[compiled.sortColumn]?.expression).toBe(screen.sort.expression);
      expect(compileBuiltinScreen(screen)).toBe(compiled);
    },
  );

  it('records what each screen reads: fundamentals, weekly and 15-minute bars', () => {
    const inputs = (slug: string) => {
      const screen = findBuiltinScreenAnywhere(slug);
      if (!screen) throw new Error(slug);
      return compileBuiltinScreen(screen).inputs;
    };
    expect(inputs('graham-value')).toEqual({
      fundamentals: ['eps', 'pe', 'pb', 'debt_to_equity', 'market_cap'],
      m15: false,
      weekly: false,
    });
    expect(inputs('rsi-oversold')).toEqual({ fundamentals: [], m15: false, weekly: false });
    expect(inputs('weekly-uptrend-daily-pullback')).toMatchObject({ fundamentals: [], weekly: true });
    expect(inputs('intraday-strength-in-uptrend')).toMatchObject({ m15: true });
    // Every fundamental screen reads fundamentals; no technical screen does.
    for (const s of builtinScreensOf('fundamental'))
      expect(inputs(s.slug).fundamentals.length).toBeGreaterThan(0);
    for (const s of builtinScreensOf('technical')) expect(inputs(s.slug).fundamentals).toEqual([]);
  });

  it('finds a screen by id or slug within a category, and by slug, pair or technical id anywhere', () => {
    for (const category of BUILTIN_SCREEN_CATEGORIES) expect(findBuiltinScreen(category, '1')?.id).toBe(1);
    expect(findBuiltinScreen('technical', '3')?.slug).toBe('rsi-oversold');
    expect(findBuiltinScreen('technical', 'RSI-Oversold')?.id).toBe(3);
    expect(findBuiltinScreen('fundamental', 'rsi-oversold')).toBeUndefined();
    expect(findBuiltinScreen('special', '99')).toBeUndefined();
    expect(findBuiltinScreen('special', '0')).toBeUndefined();
    expect(findBuiltinScreenAnywhere('graham-value')?.category).toBe('fundamental');
    expect(findBuiltinScreenAnywhere('fundamental-2')?.slug).toBe('high-roe-low-debt');
    expect(findBuiltinScreenAnywhere('1')?.slug).toBe('golden-cross');
    expect(findBuiltinScreenAnywhere('moonshot')).toBeUndefined();
  });
});
