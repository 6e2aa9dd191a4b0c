/**
 * Conditions are evaluated in three-valued (Kleene) logic so missing data never matches by
 * accident: `not unknown` is unknown, and a screen matches only where its value is TRUE.
 */
export const FALSE = 0;
/** The condition holds. */
export const TRUE = 1;
/** The condition cannot be decided (a `NaN` operand: too little history, an unknown field). */
export const UNKNOWN = 2;

/** Kleene negation. */
export function not3(a: number): number {
  return a === UNKNOWN ? UNKNOWN : 1 - a;
}

/** Kleene conjunction: FALSE if either is FALSE, else UNKNOWN if either is UNKNOWN. */
export function and3(a: number, b: number): number {
  if (a === FALSE || b === FALSE) return FALSE;
  return a === UNKNOWN || b === UNKNOWN ? UNKNOWN : TRUE;
}

/** Kleene disjunction: TRUE if either is TRUE, else UNKNOWN if either is UNKNOWN. */
export function or3(a: number, b: number): number {
  if (a === TRUE || b === TRUE) return TRUE;
  return a === UNKNOWN || b === UNKNOWN ? UNKNOWN : FALSE;
}

/** Compares two numbers; UNKNOWN when either is `NaN`. Equality is exact. */
export function compare3(operator: string, a: number, b: number): number {
  if (Number.isNaN(a) || Number.isNaN(b)) return UNKNOWN;
  switch (operator) {
    case '>':
      return a > b ? TRUE : FALSE;
    case '>=':
      return a >= b ? TRUE : FALSE;
    case '<':
      return a < b ? TRUE : FALSE;
    case '<=':
      return a <= b ? TRUE : FALSE;
    case '=':
      return a === b ? TRUE : FALSE;
    default:
      return a !== b ? TRUE : FALSE;
  }
}

/** `a` crosses above (`above`) or below `b` between the previous values and these; UNKNOWN on any `NaN`. */
export function cross3(above: boolean, a: number, b: number, previousA: number, previousB: number): number {
  if (Number.isNaN(a) || Number.isNaN(b) || Number.isNaN(previousA) || Number.isNaN(previousB))
    return UNKNOWN;
  const crossed = above ? a > b && previousA <= previousB : a < b && previousA >= previousB;
  return crossed ? TRUE : FALSE;
}

/** The initials of a name's words, upper case ("Information Technology" → "IT"; "&" and "and" skipped). */
function initials(text: string): string {
  return text
    .split(/[\s-]+/)
    .filter((w) => w !== '' && w !== '&' && w.toLowerCase() !== 'and')
    .map((w) => w.charAt(0).toUpperCase())
    .join('');
}

/**
 * Whether two texts name the same thing: equal ignoring case, or one is the other's initials
 * (`sector = "IT"` matches "Information Technology", `"FMCG"` "Fast Moving Consumer Goods").
 */
export function sameText(a: string, b: string): boolean {
  if (a.toLowerCase() === b.toLowerCase()) return true;
  const short = a.length <= b.length ? a : b;
  const long = short === a ? b : a;
  return short.length >= 2 && !/\s/.test(short) && /\s/.test(long) && short.toUpperCase() === initials(long);
}

/** Text equality (`equal`) or inequality (see `sameText`); UNKNOWN when either text is missing. */
export function textCompare3(equal: boolean, a: string | undefined, b: string | undefined): number {
  if (a === undefined || b === undefined) return UNKNOWN;
  return sameText(a, b) === equal ? TRUE : FALSE;
}

/** The element-wise arithmetic shared by both evaluators. */
export function arithmetic(operator: string, a: number, b: number): number {
  switch (operator) {
    case '+':
      return a + b;
    case '-':
      return a - b;
    case '*':
      return a * b;
    default:
      return a / b;
  }
}

/** `abs`, `min` or `max` of one or two numbers (`NaN` in, `NaN` out). */
export function mathFunction(name: string, a: number, b: number): number {
  if (name === 'abs') return Math.abs(a);
  if (Number.isNaN(a) || Number.isNaN(b)) return Number.NaN;
  return name === 'min' ? Math.min(a, b) : Math.max(a, b);
}
