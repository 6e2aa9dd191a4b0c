/** A place in a JSON document: object keys and array indexes from the root. */
export type JsonPath = readonly (string | number)[];

const NEWLINE = 10;
const QUOTE = 34;
const BACKSLASH = 92;
const COMMA = 44;
const COLON = 58;
const OPEN_BRACE = 123;
const CLOSE_BRACE = 125;
const OPEN_BRACKET = 91;
const CLOSE_BRACKET = 93;

/**
 * Walks a JSON text counting lines, without building values. Only used after `JSON.parse` has
 * accepted the text (the happy path never pays for it), so it trusts the syntax.
 */
class LineScanner {
  pos = 0;
  line = 1;

  constructor(private readonly text: string) {}

  private code(): number {
    return this.text.charCodeAt(this.pos);
  }

  whitespace(): void {
    for (;;) {
      const c = this.code();
      if (c === NEWLINE) this.line++;
      else if (c !== 32 && c !== 9 && c !== 13 && c !== 0xfeff) return;
      this.pos++;
    }
  }

  private skipString(): void {
    this.pos++;
    while (this.pos < this.text.length) {
      const c = this.code();
      this.pos += c === BACKSLASH ? 2 : 1;
      if (c === QUOTE) return;
    }
  }

  /** Skips the value at the cursor (a scalar, or a whole object or array). */
  skipValue(): void {
    let depth = 0;
    while (this.pos < this.text.length) {
      const c = this.code();
      if (c === QUOTE) {
        this.skipString();
        if (depth === 0) return;
        continue;
      }
      if (c === OPEN_BRACE || c === OPEN_BRACKET) depth++;
      else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
        if (depth === 0) return;
        depth--;
        if (depth === 0) {
          this.pos++;
          return;
        }
      } else if (depth === 0 && c === COMMA) return;
      else if (c === NEWLINE) this.line++;
      this.pos++;
    }
  }

  /** Moves past a `,` separator if there is one; true when the container continues. */
  private separator(close: number): boolean {
    this.whitespace();
    if (this.code() === COMMA) {
      this.pos++;
      this.whitespace();
      return true;
    }
    return this.code() !== close && this.pos < this.text.length;
  }

  /** Enters the member `key` of the object at the cursor; false when there is none. */
  enterKey(key: string): boolean {
    if (this.code() !== OPEN_BRACE) return false;
    this.pos++;
    this.whitespace();
    while (this.code() === QUOTE) {
      const start = this.pos;
      this.skipString();
      const name: unknown = JSON.parse(this.text.slice(start, this.pos));
      this.whitespace();
      if (this.code() !== COLON) return false;
      this.pos++;
      this.whitespace();
      if (name === key) return true;
      this.skipValue();
      if (!this.separator(CLOSE_BRACE)) return false;
    }
    return false;
  }

  /** Enters element `index` of the array at the cursor; false when there is none. */
  enterIndex(index: number): boolean {
    if (this.code() !== OPEN_BRACKET) return false;
    this.pos++;
    this.whitespace();
    for (let i = 0; i < index; i++) {
      if (this.code() === CLOSE_BRACKET) return false;
      this.skipValue();
      if (!this.separator(CLOSE_BRACKET)) return false;
    }
    return this.code() !== CLOSE_BRACKET;
  }
}

/**
 * The 1-based line on which the value at `path` starts in a JSON text that `JSON.parse` accepted,
 * or the line of the deepest part of the path that exists. This is how the option-chain parser
 * names the line of a bad value in a pretty-printed NSE response.
 */
export function jsonLineOf(text: string, path: JsonPath): number {
  const scanner = new LineScanner(text);
  scanner.whitespace();
  let line = scanner.line;
  for (const step of path) {
    const entered = typeof step === 'number' ? scanner.enterIndex(step) : scanner.enterKey(step);
    if (!entered) return line;
    line = scanner.line;
  }
  return line;
}

/**
 * The line of a `JSON.parse` syntax error: V8 reports `at position N` (and newer versions the
 * line too); "Unexpected end of JSON input" means a cut-off file, reported at its last line.
 */
export function jsonSyntaxErrorLine(text: string, message: string): number {
  const reported = /\(line (\d+) column \d+\)/.exec(message)?.[1];
  if (reported !== undefined) return Number(reported);
  const position = /position (\d+)/.exec(message)?.[1];
  const end = position === undefined ? text.trimEnd().length : Number(position);
  let line = 1;
  for (let i = 0; i < end && i < text.length; i++) if (text.charCodeAt(i) === NEWLINE) line++;
  return line;
}
