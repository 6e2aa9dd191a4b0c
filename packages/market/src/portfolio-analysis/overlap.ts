/**
 * Overlap of two holdings lists (issue 18's "overlap" in the risk X-ray): the share of value the two
 * have in common, Σ over stocks of min(weight in A, weight in B), weights in percent of each list's
 * own value. 100 % is the same stocks in the same proportions, 0 % nothing in common. With an index
 * as B (weights by free-float market cap) it says how much of a portfolio simply is the index.
 * Pure: the caller gives the values (any one currency unit per list).
 */

/** One position of a list: a symbol and its value (weights come from the list's own total). */
export interface OverlapPosition {
  readonly symbol: string;
  readonly value: number;
}

/** One stock held by both lists, with its weight in each (percent) and the smaller of the two. */
export interface OverlapShare {
  readonly symbol: string;
  readonly aPct: number;
  readonly bPct: number;
  readonly commonPct: number;
}

export interface Overlap {
  /** Σ min(aPct, bPct): 0–100. */
  readonly overlapPct: number;
  /** The stocks in both, largest common weight first (ties by symbol). */
  readonly common: readonly OverlapShare[];
}

/** Percent of the list's total per symbol (repeated symbols add up; non-positive values count nowhere). */
export function weightsPct(positions: readonly OverlapPosition[]): Map<string, number> {
  const sums = new Map<string, number>();
  for (const p of positions)
    if (p.value > 0 && Number.isFinite(p.value)) sums.set(p.symbol, (sums.get(p.symbol) ?? 0) + p.value);
  const total = [...sums.values()].reduce((s, v) => s + v, 0);
  const weights = new Map<string, number>();
  for (const [symbol, value] of sums) weights.set(symbol, total > 0 ? (value / total) * 100 : 0);
  return weights;
}

/** The overlap of list A with list B (symmetric: swapping them swaps aPct and bPct only). */
export function overlapOf(a: readonly OverlapPosition[], b: readonly OverlapPosition[]): Overlap {
  const wa = weightsPct(a);
  const wb = weightsPct(b);
  const common: OverlapShare[] = [];
  for (const [symbol, aPct] of wa) {
    const bPct = wb.get(symbol);
    if (bPct === undefined) continue;
    common.push({ symbol, aPct, bPct, commonPct: Math.min(aPct, bPct) });
  }
  common.sort(
    (x, y) => y.commonPct - x.commonPct || (x.symbol < y.symbol ? -1 : x.symbol > y.symbol ? 1 : 0),
  );
  return { overlapPct: common.reduce((s, c) => s + c.commonPct, 0), common };
}

/** The thresholds of the overlap warnings (percent; a warning when the overlap is at or above one). */
export interface OverlapRules {
  /** This much in common with the benchmark index: the portfolio is largely the index. */
  readonly maxBenchmarkOverlapPct: number;
  /** This much in common with another of the user's portfolios: the two are largely one. */
  readonly maxPortfolioOverlapPct: number;
}

export const DEFAULT_OVERLAP_RULES: OverlapRules = {
  maxBenchmarkOverlapPct: 60,
  maxPortfolioOverlapPct: 50,
};

export type OverlapWarningCode = 'benchmarkOverlapHigh' | 'portfolioOverlapHigh';

export interface OverlapWarning {
  readonly code: OverlapWarningCode;
  /** The index's or the other portfolio's name. */
  readonly subject: string;
  readonly actual: number;
  readonly limit: number;
}

export interface OverlapReport {
  /** Null when no benchmark weights were given. */
  readonly benchmark: (Overlap & { readonly name: string }) | null;
  /** One per other list, in the order given. */
  readonly others: readonly (Overlap & { readonly id: string; readonly name: string })[];
  readonly warnings: readonly OverlapWarning[];
}

/**
 * The overlap of `holdings` with a benchmark index and with each other list, and the warnings of
 * `rules`. An empty `holdings` overlaps nothing and is warned about nothing.
 */
export function overlapReport(input: {
  readonly holdings: readonly OverlapPosition[];
  readonly benchmark?: { readonly name: string; readonly weights: readonly OverlapPosition[] };
  readonly others?: readonly {
    readonly id: string;
    readonly name: string;
    readonly holdings: readonly OverlapPosition[];
  }[];
  readonly rules?: Partial<OverlapRules>;
}): OverlapReport {
  const rules = { ...DEFAULT_OVERLAP_RULES, ...input.rules };
  const benchmark = input.benchmark
    ? { name: input.benchmark.name, ...overlapOf(input.holdings, input.benchmark.weights) }
    : null;
  const others = (input.others ?? []).map((o) => ({
    id: o.id,
    name: o.name,
    ...overlapOf(input.holdings, o.holdings),
  }));
  const warnings: OverlapWarning[] = [];
  if (benchmark && benchmark.overlapPct >= rules.maxBenchmarkOverlapPct)
    warnings.push({
      code: 'benchmarkOverlapHigh',
      subject: benchmark.name,
      actual: benchmark.overlapPct,
      limit: rules.maxBenchmarkOverlapPct,
    });
  for (const o of others)
    if (o.overlapPct >= rules.maxPortfolioOverlapPct)
      warnings.push({
        code: 'portfolioOverlapHigh',
        subject: o.name,
        actual: o.overlapPct,
        limit: rules.maxPortfolioOverlapPct,
      });
  return { benchmark, others, warnings };
}
