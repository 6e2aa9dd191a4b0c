import { ScreenSyntaxError } from './screen-syntax-error';

/** A token of the screening language; `text` is the source slice, `position` its 0-based offset. */
export interface Token {
  readonly type: 'number' | 'string' | 'identifier' | 'operator' | 'end';
  readonly text: string;
  readonly position: number;
  /** Numeric value of a number token, or the unquoted content of a string token. */
  readonly value?: number | string;
}

const NUMBER = /(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?/y;
const IDENTIFIER = /[A-Za-z_][A-Za-z0-9_]*/y;
const OPERATORS = ['>=', '<=', '!=', '<>', '>', '<', '=', '+', '-', '*', '/', '(', ')', '[', ']', ','];

/** Splits a screen into tokens, ending with an `end` token; throws `ScreenSyntaxError` on a stray character. */
export function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < source.length) {
    const ch = source[i] ?? '';
    if (/\s/.test(ch)) {
      i++;
      continue;
    }
    NUMBER.lastIndex = i;
    const number = NUMBER.exec(source);
    if (number) {
      tokens.push({ type: 'number', text: number[0], position: i, value: Number(number[0]) });
      i += number[0].length;
      continue;
    }
    IDENTIFIER.lastIndex = i;
    const identifier = IDENTIFIER.exec(source);
    if (identifier) {
      tokens.push({ type: 'identifier', text: identifier[0], position: i });
      i += identifier[0].length;
      continue;
    }
    if (ch === '"') {
      const close = source.indexOf('"', i + 1);
      if (close < 0) throw new ScreenSyntaxError(`Unterminated string starting at position ${i}`, source, i);
      tokens.push({
        type: 'string',
        text: source.slice(i, close + 1),
        position: i,
        value: source.slice(i + 1, close),
      });
      i = close + 1;
      continue;
    }
    const operator = OPERATORS.find((op) => source.startsWith(op, i));
    if (operator === undefined) {
      throw new ScreenSyntaxError(`Unexpected character "${ch}" at position ${i}`, source, i);
    }
    // `<>` is accepted as a spelling of `!=` (Screener.in users type it).
    tokens.push({ type: 'operator', text: operator === '<>' ? '!=' : operator, position: i });
    i += operator.length;
  }
  tokens.push({ type: 'end', text: '', position: source.length });
  return tokens;
}

/** How a token is quoted in error messages: `"and"`, or `end of input`. */
export function describeToken(token: Token): string {
  return token.type === 'end' ? 'end of input' : `"${token.text}"`;
}
