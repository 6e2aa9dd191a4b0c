import type { CompiledScreen } from '../screening/compile-screen';
import { childrenOf, type ScreenNode } from '../screening/screen-node';

/** A part of a rule a back-test over daily history cannot evaluate honestly, and where it is. */
export interface UnsafeRulePart {
  readonly position: number;
  readonly message: string;
}

function describe(node: ScreenNode, onM15: boolean): string | null {
  if (node.op === 'fundamental')
    return `"${node.field}" is a fundamental known only as of today: a back-test over history cannot use it (it would see the future)`;
  if (node.op === 'timeframe' && node.timeframe === 'm15' && !onM15)
    return 'm15(…) needs 15-minute bars, and back-tests run on daily history';
  return null;
}

/**
 * The first part of a compiled rule that has no point-in-time history (a fundamental such as
 * `pe`, which the product knows only as of today, or a 15-minute value), or null when the rule
 * reads only daily prices, volumes and text fields. `onM15`: the rule runs on 15-minute bars
 * (an intraday tool), whose history the back-test has, so `m15(…)` is allowed.
 */
export function firstUnsafePart(compiled: CompiledScreen, onM15 = false): UnsafeRulePart | null {
  const stack: ScreenNode[] = [compiled.root];
  let first: UnsafeRulePart | null = null;
  while (stack.length > 0) {
    const node = stack.pop();
    if (!node) break;
    const message = describe(node, onM15);
    if (message && (!first || node.position < first.position)) first = { position: node.position, message };
    stack.push(...childrenOf(node));
  }
  return first;
}
