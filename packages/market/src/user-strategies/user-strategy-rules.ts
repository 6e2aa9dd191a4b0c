import { type CompiledScreen, compileScreen } from '../screening/compile-screen';
import { childrenOf, type ScreenNode } from '../screening/screen-node';
import { ScreenSyntaxError } from '../screening/screen-syntax-error';
import type { StrategyTimeframe } from '../strategies/strategy-types';

/** A part of a rule that reads bars of another timeframe than its strategy's, and where it is. */
interface MisplacedPart {
  readonly position: number;
  readonly message: string;
}

/** Nodes whose value moves from bar to bar (prices, indicators, crossovers, other timeframes). */
const readsBars = (node: ScreenNode): boolean =>
  node.op === 'price' || node.op === 'indicator' || node.op === 'cross' || node.op === 'timeframe';

const isM15 = (node: ScreenNode): boolean => node.op === 'timeframe' && node.timeframe === 'm15';

/**
 * The first node (by position) `describe` has a complaint about; the walk does not go below such a
 * node, nor below the nodes `skip` accepts as they are.
 */
function firstMisplaced(
  root: ScreenNode,
  describe: (node: ScreenNode) => string | null,
  skip: (node: ScreenNode) => boolean,
): MisplacedPart | null {
  const stack = [root];
  let first: MisplacedPart | null = null;
  while (stack.length > 0) {
    const node = stack.pop();
    if (!node || skip(node)) continue;
    const message = describe(node);
    if (message === null) stack.push(...childrenOf(node));
    else if (!first || node.position < first.position) first = { position: node.position, message };
  }
  return first;
}

/** The first `m15(…)` of a daily rule (it would read another timeframe than the strategy's). */
const m15InDailyRule = (root: ScreenNode) =>
  firstMisplaced(
    root,
    (node) =>
      isM15(node)
        ? `m15(…) at position ${node.position} reads 15-minute bars: choose the 15-minute timeframe for this strategy, or write the rule on daily bars`
        : null,
    () => false,
  );

/** The first part of a 15-minute rule that reads bars outside `m15(…)`. */
const outsideM15 = (root: ScreenNode) =>
  firstMisplaced(
    root,
    (node) =>
      readsBars(node)
        ? `"${node.key}" at position ${node.position} is outside m15(…): a 15-minute strategy reads 15-minute bars, so write its rule inside m15(…), e.g. m15(close > vwap())`
        : null,
    isM15,
  );

/**
 * Compiles one rule (entry or exit) of a user's strategy for its timeframe: a condition of the
 * screening language; a daily rule may not read `m15(…)`, and a 15-minute rule reads its prices and
 * indicators inside `m15(…)`, as the catalogue's intraday tools do (text fields, fundamentals and
 * index membership may stand outside). Throws `ScreenSyntaxError` with the position of the mistake.
 */
export function compileUserRule(source: string, timeframe: StrategyTimeframe): CompiledScreen {
  const compiled = compileScreen(source, { expect: 'condition' });
  const misplaced = timeframe === 'm15' ? outsideM15(compiled.root) : m15InDailyRule(compiled.root);
  if (misplaced) throw new ScreenSyntaxError(misplaced.message, source, misplaced.position);
  return compiled;
}
