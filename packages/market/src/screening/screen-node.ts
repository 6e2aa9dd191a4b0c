import type { ArithmeticOperator, ComparisonOperator, LogicalOperator } from './ast';
import type { ScreenTimeframe } from './catalogue';

/** The three value types of the language: numbers, conditions (true/false) and text. */
export type ScreenValueType = 'number' | 'boolean' | 'string';

/** Fields shared by every checked node. */
interface Checked {
  readonly type: ScreenValueType;
  /** Canonical text of the node (defaults filled in, names lower-case): its identity in caches and result columns. */
  readonly key: string;
  /** 0-based offset of the node in the source. */
  readonly position: number;
}

/** A type-checked node, names resolved against the catalogue; what the evaluators walk. */
export type ScreenNode =
  | (Checked & { readonly op: 'constant'; readonly value: number })
  | (Checked & { readonly op: 'text'; readonly value: string })
  | (Checked & { readonly op: 'price'; readonly field: string })
  | (Checked & { readonly op: 'fundamental'; readonly field: string })
  | (Checked & { readonly op: 'text-field'; readonly field: string })
  | (Checked & {
      readonly op: 'indicator';
      readonly name: string;
      readonly series: readonly ScreenNode[];
      readonly numbers: readonly number[];
    })
  | (Checked & { readonly op: 'math'; readonly name: string; readonly args: readonly ScreenNode[] })
  | (Checked & { readonly op: 'negate'; readonly operand: ScreenNode })
  | (Checked & {
      readonly op: 'arithmetic';
      readonly operator: ArithmeticOperator;
      readonly left: ScreenNode;
      readonly right: ScreenNode;
    })
  | (Checked & {
      readonly op: 'compare';
      readonly operator: ComparisonOperator;
      readonly left: ScreenNode;
      readonly right: ScreenNode;
    })
  | (Checked & {
      readonly op: 'text-compare';
      readonly equal: boolean;
      readonly left: ScreenNode;
      readonly right: ScreenNode;
    })
  | (Checked & { readonly op: 'not'; readonly operand: ScreenNode })
  | (Checked & {
      readonly op: 'logical';
      readonly operator: LogicalOperator;
      readonly left: ScreenNode;
      readonly right: ScreenNode;
    })
  | (Checked & {
      readonly op: 'cross';
      readonly above: boolean;
      readonly left: ScreenNode;
      readonly right: ScreenNode;
    })
  | (Checked & { readonly op: 'in-index'; readonly index: string })
  | (Checked & { readonly op: 'offset'; readonly target: ScreenNode; readonly bars: number })
  | (Checked & { readonly op: 'timeframe'; readonly timeframe: ScreenTimeframe; readonly inner: ScreenNode });

/** A node of one `op`. */
export type ScreenNodeOf<Op extends ScreenNode['op']> = Extract<ScreenNode, { op: Op }>;

const isScreenNode = (value: unknown): value is ScreenNode =>
  typeof value === 'object' && value !== null && 'op' in value && 'key' in value;

/** The nodes directly under `node`, whatever its kind (operands, arguments, offset targets …). */
export function childrenOf(node: ScreenNode): ScreenNode[] {
  const out: ScreenNode[] = [];
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) out.push(...value.filter(isScreenNode));
    else if (isScreenNode(value)) out.push(value);
  }
  return out;
}
