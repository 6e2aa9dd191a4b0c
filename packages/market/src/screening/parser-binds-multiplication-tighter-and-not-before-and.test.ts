import { describe, expect, it } from 'vitest';
import type { ScreenAst } from './ast';
import { parseScreen } from './parser';

/** A compact, fully parenthesised rendering of the tree, so precedence is visible in one string. */
function show(node: ScreenAst): string {
  switch (node.kind) {
    case 'number':
      return String(node.value);
    case 'string':
      return JSON.stringify(node.value);
    case 'identifier':
      return node.name;
    case 'call':
      return `${node.name}(${node.args.map(show).join(', ')})`;
    case 'offset':
      return `${show(node.target)}[${node.bars}]`;
    case 'negate':
      return `(-${show(node.operand)})`;
    case 'not':
      return `(not ${show(node.operand)})`;
    default:
      return `(${show(node.left)} ${node.operator} ${show(node.right)})`;
  }
}

describe('parseScreen', () => {
  it.each([
    ['a + b * c', '(a + (b * c))'],
    ['a * b + c', '((a * b) + c)'],
    ['a - b - c', '((a - b) - c)'],
    ['a / b * c', '((a / b) * c)'],
    ['(a + b) * c', '((a + b) * c)'],
    ['-a * b', '((-a) * b)'],
    ['--a', '(-(-a))'],
    ['not a and b', '((not a) and b)'],
    ['not not a', '(not (not a))'],
    ['a or b and c', '(a or (b and c))'],
    ['a > 1 OR b < 2 AND c = 3', '((a > 1) or ((b < 2) and (c = 3)))'],
    ['a + 1 >= b * 2', '((a + 1) >= (b * 2))'],
    ['a <> b', '(a != b)'],
    ['close[1]', 'close[1]'],
    ['-close[1]', '(-close[1])'],
    ['sma(close, 20)[1] > sma(close, 20)[2]', '(sma(close, 20)[1] > sma(close, 20)[2])'],
    ['close[1][2]', 'close[1][2]'],
    ['weekly(sma(close, 20))', 'weekly(sma(close, 20))'],
    ['macd()', 'macd()'],
    ['Sector = "IT Services"', '(sector = "IT Services")'],
    [
      'x > 1e3 and y < 1.5 and z > .5 and w < 2E-2',
      '((((x > 1000) and (y < 1.5)) and (z > 0.5)) and (w < 0.02))',
    ],
  ])('%s parses as %s', (source, expected) => {
    expect(show(parseScreen(source))).toBe(expected);
  });

  it('records the 0-based position of every node', () => {
    const tree = parseScreen('close > sma(close, 20)');
    expect(tree.kind === 'comparison' && tree.right.position).toBe(8);
    expect(tree.kind === 'comparison' && tree.right.kind === 'call' && tree.right.args[1]?.position).toBe(19);
  });
});
