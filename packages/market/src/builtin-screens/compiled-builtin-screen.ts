import { type CompiledScreen, compileScreen } from '../screening/compile-screen';
import type { BuiltinScreen } from './builtin-screen-types';
import { type ScreenInputs, screenInputs } from './screen-inputs';

/** A built-in screen compiled once: its rule, its value columns and what they read. */
export interface CompiledBuiltinScreen {
  readonly screen: BuiltinScreen;
  readonly rule: CompiledScreen;
  /** One compiled number expression per `screen.columns` entry. */
  readonly columns: readonly CompiledScreen[];
  /** Index in `columns` of the default sort column. */
  readonly sortColumn: number;
  /** What the rule and its columns read (fundamentals, 15-minute bars, weekly bars). */
  readonly inputs: ScreenInputs;
}

const compiled = new WeakMap<BuiltinScreen, CompiledBuiltinScreen>();

/** Compiles a built-in screen (memoised per screen object); throws ScreenSyntaxError on a bad rule. */
export function compileBuiltinScreen(screen: BuiltinScreen): CompiledBuiltinScreen {
  const known = compiled.get(screen);
  if (known) return known;
  const rule = compileScreen(screen.query);
  const columns = screen.columns.map((c) => compileScreen(c.expression, { expect: 'number' }));
  const sortColumn = screen.columns.findIndex((c) => c.expression === screen.sort.expression);
  if (sortColumn < 0)
    throw new Error(`${screen.slug}: the sort column ${screen.sort.expression} is not shown`);
  const parts = [rule, ...columns].map(screenInputs);
  const inputs: ScreenInputs = {
    fundamentals: [...new Set(parts.flatMap((p) => p.fundamentals))],
    m15: parts.some((p) => p.m15),
    weekly: parts.some((p) => p.weekly),
  };
  const entry = { screen, rule, columns, sortColumn, inputs };
  compiled.set(screen, entry);
  return entry;
}
