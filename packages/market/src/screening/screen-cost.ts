import type { CompiledScreen } from './compile-screen';
import { childrenOf, type ScreenNode } from './screen-node';

/** What running a screen costs, counted on its checked tree before any bar is read. */
export interface ScreenCost {
  /** Different whole-history series it computes per stock (indicators and timeframe maps, by canonical key). */
  readonly series: number;
  /** Deepest nesting of terms (a lone `close` is 1; chains of `and`/`or` and of `+ - * /` do not nest). */
  readonly depth: number;
  /** Terms in the tree. */
  readonly terms: number;
}

/** The limits a screen written by a user must stay within. */
export interface ScreenCostLimits {
  /** Most different series per screen, whatever the universe. */
  readonly series: number;
  /** Most series × stocks a run may compute (a larger universe allows fewer series). */
  readonly stockSeries: number;
  readonly depth: number;
  readonly terms: number;
}

/**
 * Limits of user screens: typical screens use 1–6 indicators; 32 over the 503 stocks of the market
 * compute in well under a second, 100 take several seconds and a gigabyte of series.
 */
export const SCREEN_COST_LIMITS: ScreenCostLimits = {
  series: 32,
  stockSeries: 20_000,
  depth: 24,
  terms: 1000,
};

const isSeries = (node: ScreenNode): boolean =>
  node.op === 'indicator' || node.op === 'timeframe' || (node.op === 'price' && node.field === 'change_pct');

/** Counts the series, nesting and terms of compiled screens run together (series shared by them count once). */
export function screenCost(screens: readonly Pick<CompiledScreen, 'root'>[]): ScreenCost {
  const series = new Set<string>();
  let terms = 0;
  let depth = 0;
  const walk = (node: ScreenNode, level: number) => {
    terms++;
    depth = Math.max(depth, level);
    if (isSeries(node)) series.add(node.key);
    const chain = node.op === 'logical' || node.op === 'arithmetic';
    for (const child of childrenOf(node)) walk(child, chain ? level : level + 1);
  };
  for (const screen of screens) walk(screen.root, 1);
  return { series: series.size, depth, terms };
}

/**
 * Why a user screen (or the rules of one strategy, together) is too costly to run over `stocks`
 * stocks, or `null` when it is within `limits`. The message names the limit and what to change.
 */
export function screenCostRefusal(
  screens: readonly Pick<CompiledScreen, 'root'>[],
  stocks: number,
  limits: ScreenCostLimits = SCREEN_COST_LIMITS,
): string | null {
  const { series, depth, terms } = screenCost(screens);
  const allowed = Math.max(1, Math.min(limits.series, Math.floor(limits.stockSeries / Math.max(1, stocks))));
  if (series > allowed)
    return `A screen may compute at most ${allowed} different indicators over ${stocks} ${stocks === 1 ? 'stock' : 'stocks'}; this one computes ${series}. Remove some indicators or narrow it to a sector.`;
  if (terms > limits.terms)
    return `A screen may have at most ${limits.terms} terms; this one has ${terms}. Remove some conditions.`;
  if (depth > limits.depth)
    return `A screen may nest terms at most ${limits.depth} deep; this one nests ${depth}. Simplify it.`;
  return null;
}
