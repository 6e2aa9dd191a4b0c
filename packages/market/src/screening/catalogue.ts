import { SCREEN_FIELDS } from './catalogue-fields';
import { SCREEN_FUNCTIONS } from './catalogue-functions';
import type { ScreenCatalogue, ScreenField, ScreenFunction } from './catalogue-types';

export { SCREEN_FIELDS } from './catalogue-fields';
export { SCREEN_FUNCTIONS } from './catalogue-functions';
export type {
  ScreenArgument,
  ScreenArgumentType,
  ScreenCatalogue,
  ScreenField,
  ScreenFieldKind,
  ScreenFunction,
  ScreenFunctionKind,
  ScreenTimeframe,
} from './catalogue-types';

/** Looks up a field by its lower-case name. */
export function findField(name: string): ScreenField | undefined {
  return SCREEN_FIELDS.find((field) => field.name === name);
}

/** Looks up a function by its lower-case name. */
export function findFunction(name: string): ScreenFunction | undefined {
  return SCREEN_FUNCTIONS.find((fn) => fn.name === name);
}

/** `sma(series, period)`: the call shape quoted in argument errors and docs. */
export function signatureOf(fn: ScreenFunction): string {
  return `${fn.name}(${fn.args.map((arg) => (arg.default === undefined ? arg.name : `${arg.name} = ${arg.default}`)).join(', ')})`;
}

/** The equity screener's catalogue: every field and function, on bars. */
export const EQUITY_SCREEN_CATALOGUE: ScreenCatalogue = {
  fields: SCREEN_FIELDS,
  functions: SCREEN_FUNCTIONS,
  offsets: true,
};
