import type { ScreenAst } from './ast';
import { EQUITY_SCREEN_CATALOGUE, type ScreenCatalogue } from './catalogue';
import { checkCall } from './check-call';
import type { CheckContext } from './check-context';
import type { ScreenNode, ScreenValueType } from './screen-node';
import { didYouMean, ScreenSyntaxError } from './screen-syntax-error';

/**
 * Resolves names against `catalogue` (default the equity screener's) and checks the types of a
 * parsed screen; throws `ScreenSyntaxError` on the first problem.
 */
export function checkScreen(
  ast: ScreenAst,
  source: string,
  catalogue: ScreenCatalogue = EQUITY_SCREEN_CATALOGUE,
): ScreenNode {
  const ctx: CheckContext = {
    catalogue,
    timeframe: 'daily',
    check,
    error: (message, position) => new ScreenSyntaxError(message, source, position),
  };
  return check(ast, ctx);
}

const describe = (type: ScreenValueType): string =>
  type === 'number' ? 'a number' : type === 'string' ? 'text' : 'a condition';

function check(ast: ScreenAst, ctx: CheckContext): ScreenNode {
  const at = { position: ast.position };
  const need = (node: ScreenNode, type: ScreenValueType, role: string): ScreenNode => {
    if (node.type !== type) {
      throw ctx.error(
        `${role} must be ${describe(type)}, but "${node.key}" is ${describe(node.type)} at position ${node.position}`,
        node.position,
      );
    }
    return node;
  };
  switch (ast.kind) {
    case 'number':
      return { op: 'constant', type: 'number', value: ast.value, key: String(ast.value), ...at };
    case 'string':
      return { op: 'text', type: 'string', value: ast.value, key: JSON.stringify(ast.value), ...at };
    case 'identifier':
      return checkIdentifier(ast.name, ast.position, ctx);
    case 'call':
      return checkCall(ast, ctx);
    case 'offset': {
      if (!ctx.catalogue.offsets)
        throw ctx.error(
          `An offset [${ast.bars}] reads an earlier bar, and this screen has no bars: compare today's values at position ${ast.position}`,
          ast.position,
        );
      const target = check(ast.target, ctx);
      if (target.type === 'string')
        throw ctx.error(
          `An offset [${ast.bars}] needs a number or a condition, not text at position ${ast.position}`,
          ast.position,
        );
      return {
        op: 'offset',
        type: target.type,
        target,
        bars: ast.bars,
        key: `${target.key}[${ast.bars}]`,
        ...at,
      };
    }
    case 'negate': {
      const operand = need(check(ast.operand, ctx), 'number', 'The operand of "-"');
      return { op: 'negate', type: 'number', operand, key: `-${operand.key}`, ...at };
    }
    case 'not': {
      const operand = need(check(ast.operand, ctx), 'boolean', 'The operand of "not"');
      return { op: 'not', type: 'boolean', operand, key: `not ${operand.key}`, ...at };
    }
    case 'arithmetic': {
      const left = need(check(ast.left, ctx), 'number', `The left side of "${ast.operator}"`);
      const right = need(check(ast.right, ctx), 'number', `The right side of "${ast.operator}"`);
      const key = `(${left.key} ${ast.operator} ${right.key})`;
      return { op: 'arithmetic', type: 'number', operator: ast.operator, left, right, key, ...at };
    }
    case 'logical': {
      const left = need(check(ast.left, ctx), 'boolean', `The left side of "${ast.operator}"`);
      const right = need(check(ast.right, ctx), 'boolean', `The right side of "${ast.operator}"`);
      return {
        op: 'logical',
        type: 'boolean',
        operator: ast.operator,
        left,
        right,
        key: `(${left.key} ${ast.operator} ${right.key})`,
        ...at,
      };
    }
    case 'comparison':
      return checkComparison(ast, ctx);
  }
}

function checkIdentifier(name: string, position: number, ctx: CheckContext): ScreenNode {
  const { fields, functions, elsewhere } = ctx.catalogue;
  const field = fields.find((f) => f.name === name);
  if (field === undefined) {
    const hint = functions.some((fn) => fn.name === name)
      ? ` — "${name}" is a function, write ${name}(...)`
      : (elsewhere?.(name) ??
        didYouMean(
          name,
          fields.map((f) => f.name),
        ));
    throw ctx.error(`Unknown field "${name}" at position ${position}${hint}`, position);
  }
  if (field.kind === 'price') return { op: 'price', type: 'number', field: name, key: name, position };
  if (field.kind === 'fundamental' || field.kind === 'option')
    return { op: 'fundamental', type: 'number', field: name, key: name, position };
  return { op: 'text-field', type: 'string', field: name, key: name, position };
}

function checkComparison(ast: Extract<ScreenAst, { kind: 'comparison' }>, ctx: CheckContext): ScreenNode {
  const left = check(ast.left, ctx);
  const right = check(ast.right, ctx);
  const key = `${left.key} ${ast.operator} ${right.key}`;
  const at = { key, position: ast.position };
  if (left.type === 'string' || right.type === 'string') {
    const [text, other] = left.type === 'string' ? [left, right] : [right, left];
    const what = text.op === 'text-field' ? `text field "${text.key}"` : `text ${text.key}`;
    if (other.type !== 'string') {
      throw ctx.error(
        `Cannot compare ${what} with ${describe(other.type)} at position ${ast.position}`,
        ast.position,
      );
    }
    if (ast.operator !== '=' && ast.operator !== '!=') {
      throw ctx.error(
        `Text can only be compared with "=" or "!=", not "${ast.operator}" at position ${ast.position}`,
        ast.position,
      );
    }
    return { op: 'text-compare', type: 'boolean', equal: ast.operator === '=', left, right, ...at };
  }
  if (left.type !== 'number' || right.type !== 'number') {
    const bad = left.type !== 'number' ? left : right;
    throw ctx.error(
      `"${ast.operator}" compares numbers, but "${bad.key}" is a condition at position ${bad.position}`,
      bad.position,
    );
  }
  return { op: 'compare', type: 'boolean', operator: ast.operator, left, right, ...at };
}
