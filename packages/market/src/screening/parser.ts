import type { ArithmeticOperator, ComparisonOperator, ScreenAst } from './ast';
import { describeToken, type Token, tokenize } from './lexer';
import { ScreenSyntaxError } from './screen-syntax-error';

const COMPARISONS: readonly string[] = ['>', '>=', '<', '<=', '=', '!='];
const KEYWORDS: readonly string[] = ['and', 'or', 'not'];

/**
 * Parses one screen into its syntax tree (grammar in docs/screening-language.md). Precedence from
 * loosest: `or`, `and`, `not`, one comparison, `+ -`, `* /`, unary minus, offset `[n]`.
 * Throws `ScreenSyntaxError` with the position of the offending token.
 */
export function parseScreen(source: string): ScreenAst {
  return new Parser(source).parse();
}

class Parser {
  private readonly tokens: Token[];
  private index = 0;

  constructor(private readonly source: string) {
    this.tokens = tokenize(source);
  }

  parse(): ScreenAst {
    if (this.peek().type === 'end') throw this.error('Expected a condition but the screen is empty', 0);
    const tree = this.parseOr();
    const next = this.peek();
    if (next.type !== 'end') {
      const hint = COMPARISONS.includes(next.text)
        ? ' (comparisons cannot be chained; join them with "and")'
        : '';
      throw this.error(
        `Expected "and", "or" or end of input at position ${next.position} but found ${describeToken(next)}${hint}`,
        next.position,
      );
    }
    return tree;
  }

  private parseOr(): ScreenAst {
    let left = this.parseAnd();
    while (this.isKeyword('or')) {
      this.index++;
      left = { kind: 'logical', operator: 'or', left, right: this.parseAnd(), position: left.position };
    }
    return left;
  }

  private parseAnd(): ScreenAst {
    let left = this.parseNot();
    while (this.isKeyword('and')) {
      this.index++;
      left = { kind: 'logical', operator: 'and', left, right: this.parseNot(), position: left.position };
    }
    return left;
  }

  private parseNot(): ScreenAst {
    if (this.isKeyword('not')) {
      const position = this.next().position;
      return { kind: 'not', operand: this.parseNot(), position };
    }
    return this.parseComparison();
  }

  private parseComparison(): ScreenAst {
    const left = this.parseAdditive();
    const token = this.peek();
    if (token.type === 'operator' && COMPARISONS.includes(token.text)) {
      this.index++;
      const operator = token.text as ComparisonOperator;
      return { kind: 'comparison', operator, left, right: this.parseAdditive(), position: left.position };
    }
    return left;
  }

  private parseAdditive(): ScreenAst {
    let left = this.parseMultiplicative();
    while (this.isOperator('+') || this.isOperator('-')) {
      const operator = this.next().text as ArithmeticOperator;
      left = {
        kind: 'arithmetic',
        operator,
        left,
        right: this.parseMultiplicative(),
        position: left.position,
      };
    }
    return left;
  }

  private parseMultiplicative(): ScreenAst {
    let left = this.parseUnary();
    while (this.isOperator('*') || this.isOperator('/')) {
      const operator = this.next().text as ArithmeticOperator;
      left = { kind: 'arithmetic', operator, left, right: this.parseUnary(), position: left.position };
    }
    return left;
  }

  private parseUnary(): ScreenAst {
    if (this.isOperator('-')) {
      const position = this.next().position;
      return { kind: 'negate', operand: this.parseUnary(), position };
    }
    return this.parsePostfix();
  }

  private parsePostfix(): ScreenAst {
    let target = this.parsePrimary();
    while (this.isOperator('[')) {
      this.index++;
      const token = this.next();
      const bars = typeof token.value === 'number' ? token.value : Number.NaN;
      if (token.type !== 'number' || !Number.isInteger(bars)) {
        throw this.error(
          `Expected a whole number of bars at position ${token.position} but found ${describeToken(token)}`,
          token.position,
        );
      }
      this.expect(']');
      target = { kind: 'offset', target, bars, position: target.position };
    }
    return target;
  }

  private parsePrimary(): ScreenAst {
    const token = this.next();
    if (token.type === 'number')
      return { kind: 'number', value: Number(token.value), position: token.position };
    if (token.type === 'string')
      return { kind: 'string', value: String(token.value), position: token.position };
    if (token.type === 'identifier' && !KEYWORDS.includes(token.text.toLowerCase())) {
      const name = token.text.toLowerCase();
      if (!this.isOperator('(')) return { kind: 'identifier', name, position: token.position };
      this.index++;
      const args: ScreenAst[] = [];
      if (!this.isOperator(')')) {
        args.push(this.parseOr());
        while (this.isOperator(',')) {
          this.index++;
          args.push(this.parseOr());
        }
      }
      this.expect(')');
      return { kind: 'call', name, args, position: token.position };
    }
    if (token.type === 'operator' && token.text === '(') {
      const inner = this.parseOr();
      this.expect(')');
      return inner;
    }
    throw this.error(
      `Expected a number, field, function or "(" at position ${token.position} but found ${describeToken(token)}`,
      token.position,
    );
  }

  private expect(text: string): void {
    const token = this.next();
    if (token.type !== 'operator' || token.text !== text) {
      throw this.error(
        `Expected "${text}" at position ${token.position} but found ${describeToken(token)}`,
        token.position,
      );
    }
  }

  private peek(): Token {
    return this.tokens[this.index] ?? this.endToken();
  }

  private next(): Token {
    const token = this.peek();
    if (token.type !== 'end') this.index++;
    return token;
  }

  private endToken(): Token {
    return { type: 'end', text: '', position: this.source.length };
  }

  private isOperator(text: string): boolean {
    const token = this.peek();
    return token.type === 'operator' && token.text === text;
  }

  private isKeyword(word: string): boolean {
    const token = this.peek();
    return token.type === 'identifier' && token.text.toLowerCase() === word;
  }

  private error(message: string, position: number): ScreenSyntaxError {
    return new ScreenSyntaxError(message, this.source, position);
  }
}
