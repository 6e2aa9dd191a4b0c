/**
 * The English messages a user reads, as written in the source (issue 14): used by the test that
 * every one of them has its Hindi in messages-hi.ts. A small scanner over TypeScript text, not a
 * parser: it reads string and template literals (a template's `${…}` parts become WILDCARD),
 * skipping comments and regular-expression literals.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** What a template literal's `${…}` part becomes in an extracted message. */
export const WILDCARD = '\u0000';

export interface SourceMessage {
  readonly file: string;
  /** The message, with WILDCARD where the source interpolates a value. */
  readonly text: string;
}

/** Every non-test .ts file under `dir`. */
export function sourceFiles(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...sourceFiles(path));
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && !entry.name.endsWith('.d.ts'))
      found.push(path);
  }
  return found;
}

/** Characters after which a `/` starts a regular expression rather than a division. */
const BEFORE_REGEX = new Set(['(', ',', '=', ':', '[', '!', '&', '|', '?', '{', '}', ';', '']);

interface Scanned {
  readonly literals: string[];
  /** Index just after the scanned region. */
  readonly end: number;
}

const ESCAPES: Readonly<Record<string, string>> = { n: '\n', t: '\t', r: '\r', '0': '\u0000' };

/** The character an escape at `start` (a backslash) stands for, and the index after it. */
function readEscape(source: string, start: number): { text: string; end: number } {
  const next = source[start + 1] ?? '';
  const hex = /^u([0-9a-fA-F]{4})/.exec(source.slice(start + 1, start + 6));
  if (hex?.[1] !== undefined)
    return { text: String.fromCharCode(Number.parseInt(hex[1], 16)), end: start + 6 };
  return { text: ESCAPES[next] ?? next, end: start + 2 };
}

/** Reads a quoted string starting at `start` (a quote); returns its text and the index after it. */
function readQuoted(source: string, start: number): { text: string; end: number } {
  const quote = source[start];
  let text = '';
  let i = start + 1;
  while (i < source.length && source[i] !== quote) {
    if (source[i] === '\\') {
      const escaped = readEscape(source, i);
      text += escaped.text;
      i = escaped.end;
    } else {
      text += source[i];
      i += 1;
    }
  }
  return { text, end: i + 1 };
}

/** Reads a template literal starting at `start` (a backtick); `${…}` parts become WILDCARD. */
function readTemplate(source: string, start: number): { text: string; end: number } {
  let text = '';
  let i = start + 1;
  while (i < source.length && source[i] !== '`') {
    if (source[i] === '\\') {
      const escaped = readEscape(source, i);
      text += escaped.text;
      i = escaped.end;
    } else if (source[i] === '$' && source[i + 1] === '{') {
      i = scan(source, i + 2, '}').end;
      if (!text.endsWith(WILDCARD)) text += WILDCARD;
    } else {
      text += source[i];
      i += 1;
    }
  }
  return { text, end: i + 1 };
}

/** Skips a regular-expression literal starting at `start` (a slash); returns the index after it. */
function skipRegex(source: string, start: number): number {
  let i = start + 1;
  let inClass = false;
  while (i < source.length && source[i] !== '\n') {
    const c = source[i];
    if (c === '\\') i += 1;
    else if (c === '[') inClass = true;
    else if (c === ']') inClass = false;
    else if (c === '/' && !inClass) return i + 1;
    i += 1;
  }
  return i;
}

/**
 * The literals from `start` up to the bracket closing the region (`close`, at depth 0), skipping
 * comments and regular expressions; literals inside a template's `${…}` are not collected.
 */
function scan(source: string, start: number, close: ')' | '}'): Scanned {
  const literals: string[] = [];
  let depth = 0;
  let previous = '';
  let i = start;
  while (i < source.length) {
    const c = source[i] ?? '';
    const next = source[i + 1];
    if (c === '/' && next === '/') {
      i = source.indexOf('\n', i);
      if (i < 0) break;
      continue;
    }
    if (c === '/' && next === '*') {
      i = source.indexOf('*/', i) + 2;
      if (i < 2) break;
      continue;
    }
    if (c === "'" || c === '"') {
      const read = readQuoted(source, i);
      literals.push(read.text);
      i = read.end;
      previous = 'a';
      continue;
    }
    if (c === '`') {
      const read = readTemplate(source, i);
      literals.push(read.text);
      i = read.end;
      previous = 'a';
      continue;
    }
    if (c === '/' && BEFORE_REGEX.has(previous)) {
      i = skipRegex(source, i);
      previous = 'a';
      continue;
    }
    if (c === '(' || c === '[' || c === '{') depth += 1;
    if (c === ')' || c === ']' || c === '}') {
      if (depth === 0 && c === close) return { literals, end: i + 1 };
      depth -= 1;
    }
    if (!/\s/.test(c)) previous = /[\w$]/.test(c) ? 'a' : c;
    i += 1;
  }
  return { literals, end: i };
}

/** `source` with its comments blanked out (strings, templates and regular expressions kept as they are). */
export function withoutComments(source: string): string {
  let out = '';
  let previous = '';
  let i = 0;
  while (i < source.length) {
    const c = source[i] ?? '';
    const next = source[i + 1];
    let end = i + 1;
    if (c === '/' && (next === '/' || next === '*')) {
      const close = next === '/' ? source.indexOf('\n', i) : source.indexOf('*/', i) + 2;
      end = close < 2 ? source.length : close;
      out += source.slice(i, end).replace(/[^\n]/g, ' ');
      i = end;
      continue;
    }
    if (c === "'" || c === '"') end = readQuoted(source, i).end;
    else if (c === '`') end = readTemplate(source, i).end;
    else if (c === '/' && BEFORE_REGEX.has(previous)) end = skipRegex(source, i);
    out += source.slice(i, end);
    if (end > i + 1) previous = 'a';
    else if (!/\s/.test(c)) previous = /[\w$]/.test(c) ? 'a' : c;
    i = end;
  }
  return out;
}

/** A literal that reads as a message: words, not one identifier (a field name such as `body`). */
function readsAsMessage(text: string): boolean {
  const words = text.split(WILDCARD).join(' ').trim();
  return /[A-Za-z].*[A-Za-z]/s.test(words) && /\s/.test(words);
}

/** The literals in the arguments of every call of one of `callees` (e.g. `refuse(`). */
export function callArgumentMessages(code: string, callees: readonly string[]): string[] {
  const source = withoutComments(code);
  const found: string[] = [];
  const call = new RegExp(`(?<![\\w$.])(?:${callees.join('|')})\\s*\\(`, 'g');
  for (const match of source.matchAll(call)) {
    const before = source.slice(Math.max(0, match.index - 10), match.index);
    if (/function\s+$/.test(before)) continue;
    found.push(...scan(source, match.index + match[0].length, ')').literals.filter(readsAsMessage));
  }
  return found;
}

/** The value literals of objects and constants named `…_MESSAGE` / `…_MESSAGES`. */
export function messageConstants(code: string): string[] {
  const source = withoutComments(code);
  const found: string[] = [];
  for (const match of source.matchAll(/\bconst\s+[A-Z][A-Z0-9_]*_MESSAGES?\s*(?::[^=]+)?=\s*/g)) {
    const start = match.index + match[0].length;
    if (source[start] === '{') found.push(...scan(source, start + 1, '}').literals.filter(readsAsMessage));
    else {
      const end = source.indexOf(';', start);
      found.push(...scan(`${source.slice(start, end)})`, 0, ')').literals.filter(readsAsMessage));
    }
  }
  return found;
}

/** Zod calls whose string arguments are validation messages. */
const ZOD_CHECKS = [
  'min',
  'max',
  'length',
  'regex',
  'int',
  'positive',
  'nonnegative',
  'negative',
  'finite',
  'refine',
  'gte',
  'lte',
  'gt',
  'lt',
  'nonempty',
  'startsWith',
  'endsWith',
  'multipleOf',
  'email',
  'string',
  'number',
  'enum',
];

/**
 * Validation messages of zod schemas: string arguments of the checks (`.min(1, '…')`,
 * `z.string({ message: '…' })`, `z.enum([…], { message })` — an enum's own values are not messages,
 * so an enum call counts only its `message`/`error` option) and every `message:` / `error:` value.
 */
export function schemaMessages(code: string): string[] {
  const source = withoutComments(code);
  const found = new Set<string>();
  const check = new RegExp(`\\.(${ZOD_CHECKS.join('|')})\\s*\\(`, 'g');
  for (const match of source.matchAll(check)) {
    const start = match.index + match[0].length;
    // An enum's values are not messages: its `message` option is read below.
    if (match[1] === 'enum') continue;
    const { literals } = scan(source, start, ')');
    for (const literal of literals.filter(readsAsMessage)) found.add(literal);
  }
  for (const match of source.matchAll(/\b(?:message|error)\s*:\s*(?=['"`])/g)) {
    const at = match.index + match[0].length;
    const { text } = source[at] === '`' ? readTemplate(source, at) : readQuoted(source, at);
    if (readsAsMessage(text)) found.add(text);
  }
  return [...found];
}

/** The messages `extract` finds in every non-test file under `dir`, with their file. */
export function messagesUnder(dir: string, extract: (source: string) => string[]): SourceMessage[] {
  return sourceFiles(dir).flatMap((file) =>
    extract(readFileSync(file, 'utf8')).map((text) => ({ file, text })),
  );
}
