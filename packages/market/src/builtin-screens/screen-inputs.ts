import type { CompiledScreen } from '../screening/compile-screen';
import { childrenOf, type ScreenNode } from '../screening/screen-node';

/** What a screen reads besides daily prices: company figures, 15-minute bars, weekly bars. */
export interface ScreenInputs {
  /** Fundamental fields read (`pe`, `roe` …), in first-use order. */
  readonly fundamentals: readonly string[];
  readonly m15: boolean;
  readonly weekly: boolean;
}

/** The inputs a compiled screen (or number expression) reads, found by walking its tree. */
export function screenInputs(compiled: CompiledScreen): ScreenInputs {
  const fundamentals = new Set<string>();
  let m15 = false;
  let weekly = false;
  const visit = (node: ScreenNode) => {
    if (node.op === 'fundamental') fundamentals.add(node.field);
    if (node.op === 'timeframe' && node.timeframe === 'm15') m15 = true;
    if (node.op === 'timeframe' && node.timeframe === 'weekly') weekly = true;
    for (const child of childrenOf(node)) visit(child);
  };
  visit(compiled.root);
  return { fundamentals: [...fundamentals], m15, weekly };
}
