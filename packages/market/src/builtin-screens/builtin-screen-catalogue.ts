import type { BuiltinScreen, BuiltinScreenCategory } from './builtin-screen-types';
import { FUNDAMENTAL_SCREENS } from './fundamental-screens';
import { SPECIAL_SCREENS } from './special-screens';
import { TECHNICAL_SCREENS } from './technical-screens';

/** Every built-in screen: fundamental, then technical, then special, each by id. */
export const BUILTIN_SCREENS: readonly BuiltinScreen[] = [
  ...FUNDAMENTAL_SCREENS,
  ...TECHNICAL_SCREENS,
  ...SPECIAL_SCREENS,
];

/** The screens of one category, by id. */
export function builtinScreensOf(category: BuiltinScreenCategory): readonly BuiltinScreen[] {
  return BUILTIN_SCREENS.filter((s) => s.category === category);
}

/**
 * The screen a route's `screener_id` names within a category: its numeric id (`3`) or its slug
 * (`rsi-oversold`), case-insensitive; undefined when none.
 */
export function findBuiltinScreen(category: BuiltinScreenCategory, key: string): BuiltinScreen | undefined {
  const k = key.trim().toLowerCase();
  return builtinScreensOf(category).find((s) => String(s.id) === k || s.slug === k);
}

/**
 * The screen a `signal_id` names across every category: a slug (`golden-cross`), a
 * `category-id` pair (`fundamental-3`), or a bare number, which is the technical screen of that id.
 */
export function findBuiltinScreenAnywhere(key: string): BuiltinScreen | undefined {
  const k = key.trim().toLowerCase();
  const bySlug = BUILTIN_SCREENS.find((s) => s.slug === k);
  if (bySlug) return bySlug;
  const pair = /^(fundamental|technical|special)-(\d{1,3})$/.exec(k);
  if (pair?.[1] && pair[2]) return findBuiltinScreen(pair[1] as BuiltinScreenCategory, pair[2]);
  return /^\d{1,3}$/.test(k) ? findBuiltinScreen('technical', k) : undefined;
}
