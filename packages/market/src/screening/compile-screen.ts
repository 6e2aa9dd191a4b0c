import type { ScreenCatalogue } from './catalogue';
import { checkScreen } from './check-screen';
import { parseScreen } from './parser';
import type { ScreenNode, ScreenValueType } from './screen-node';
import { ScreenSyntaxError } from './screen-syntax-error';

/** A checked screen ready to run: its tree, its type and the numeric sub-terms reported per match. */
export interface CompiledScreen {
  readonly source: string;
  readonly root: ScreenNode;
  readonly type: ScreenValueType;
  /** Numeric operands of the comparisons and crossovers (constants left out), in source order, unique by key. */
  readonly columns: readonly ScreenNode[];
}

/** What the expression must evaluate to: a condition (screens, the default), a number, or either. */
export type ScreenExpectation = 'condition' | 'number' | 'any';

/**
 * Parses and type-checks a screen. By default the whole expression must be a condition
 * (`close > 100`), which is what `runScreen` needs; `expect: 'number'` or `'any'` allows
 * numeric expressions for `evaluateSeries`; `catalogue` names the scope's fields and functions
 * (default the equity screener's). Throws `ScreenSyntaxError`.
 */
export function compileScreen(
  source: string,
  options: { expect?: ScreenExpectation; catalogue?: ScreenCatalogue } = {},
): CompiledScreen {
  const root = checkScreen(parseScreen(source), source, options.catalogue);
  const expect = options.expect ?? 'condition';
  if (
    root.type === 'string' ||
    (expect === 'condition' && root.type !== 'boolean') ||
    (expect === 'number' && root.type !== 'number')
  ) {
    const wanted = expect === 'number' ? 'a number' : 'a condition (true/false), e.g. close > 100';
    const got = root.type === 'number' ? 'a number' : root.type === 'string' ? 'text' : 'a condition';
    throw new ScreenSyntaxError(
      `The screen must be ${wanted}, but it is ${got} at position ${root.position}`,
      source,
      root.position,
    );
  }
  const columns = new Map<string, ScreenNode>();
  collectColumns(root, columns);
  return { source, root, type: root.type, columns: [...columns.values()] };
}

function collectColumns(node: ScreenNode, into: Map<string, ScreenNode>): void {
  const add = (operand: ScreenNode) => {
    if (operand.op !== 'constant' && !into.has(operand.key)) into.set(operand.key, operand);
  };
  switch (node.op) {
    case 'compare':
    case 'cross':
      add(node.left);
      add(node.right);
      return;
    case 'logical':
      collectColumns(node.left, into);
      collectColumns(node.right, into);
      return;
    case 'not':
      collectColumns(node.operand, into);
      return;
    default:
      // Operands under an offset or another timeframe are not values of the latest daily bar.
      return;
  }
}
