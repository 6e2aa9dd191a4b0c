/**
 * Piotroski's F-score exactly as defined in Piotroski (2000), "Value Investing: The Use of
 * Historical Financial Statement Information to Separate Winners from Losers" (definitions in
 * ../shared/data/REFERENCE_VALUES.md §2), from three consecutive annual statements:
 * ROA and CFO over *beginning-of-year* total assets, leverage as long-term debt over *average*
 * total assets, EQ_OFFER as "no common equity issued in the year", gross margin over sales, asset
 * turnover over beginning-of-year assets. Ties are not improvements.
 */
import type { StatementFigures } from './statement-types';

/** The nine signals, in the paper's order. */
export const PIOTROSKI_SIGNALS = [
  { key: 'roa', label: 'ROA > 0', group: 'Profitability' },
  { key: 'cfo', label: 'Cash from operations > 0', group: 'Profitability' },
  { key: 'deltaRoa', label: 'ROA higher than last year', group: 'Profitability' },
  { key: 'accrual', label: 'Cash from operations > net profit (CFO/TA > ROA)', group: 'Profitability' },
  { key: 'deltaLever', label: 'Long-term debt / average assets fell', group: 'Leverage, liquidity, funding' },
  { key: 'deltaLiquid', label: 'Current ratio rose', group: 'Leverage, liquidity, funding' },
  { key: 'eqOffer', label: 'No new shares issued', group: 'Leverage, liquidity, funding' },
  { key: 'deltaMargin', label: 'Gross margin rose', group: 'Operating efficiency' },
  { key: 'deltaTurn', label: 'Asset turnover rose', group: 'Operating efficiency' },
] as const;

export type PiotroskiSignalKey = (typeof PIOTROSKI_SIGNALS)[number]['key'];

/** The inputs of one year's statements that the score reads. */
export type PiotroskiYear = Pick<
  StatementFigures,
  | 'totalAssets'
  | 'netProfit'
  | 'cashFromOperations'
  | 'revenue'
  | 'grossProfit'
  | 'longTermDebt'
  | 'currentAssets'
  | 'currentLiabilities'
  | 'sharesIssued'
>;

/** The ratios behind the marks, for fiscal year t and t−1. */
export interface PiotroskiRatios {
  readonly roa: number;
  readonly roaBefore: number;
  readonly cfo: number;
  readonly leverage: number;
  readonly leverageBefore: number;
  readonly currentRatio: number;
  readonly currentRatioBefore: number;
  readonly grossMargin: number;
  readonly grossMarginBefore: number;
  readonly assetTurnover: number;
  readonly assetTurnoverBefore: number;
}

export interface PiotroskiScore {
  /** 0–9: the number of signals passed. */
  readonly score: number;
  /** Each signal's pass (true) or fail (false). */
  readonly marks: Readonly<Record<PiotroskiSignalKey, boolean>>;
  readonly ratios: PiotroskiRatios;
}

/** "Strong" 8–9, "weak" 0–1 as in the paper; the rest "average". */
export function piotroskiBand(score: number): 'strong' | 'average' | 'weak' {
  return score >= 8 ? 'strong' : score <= 1 ? 'weak' : 'average';
}

const ratio = (a: number, b: number): number => (b !== 0 ? a / b : Number.NaN);
/** a > b, false when either is unknown. */
const above = (a: number, b: number): boolean => Number.isFinite(a) && Number.isFinite(b) && a > b;

/**
 * The F-score of fiscal year `t`, with `t1` the year before and `t2` the year before that (whose
 * closing assets open t−1). An unknown ratio (zero denominator) fails its signal.
 */
export function piotroskiScore(t: PiotroskiYear, t1: PiotroskiYear, t2: PiotroskiYear): PiotroskiScore {
  const ratios: PiotroskiRatios = {
    roa: ratio(t.netProfit, t1.totalAssets),
    roaBefore: ratio(t1.netProfit, t2.totalAssets),
    cfo: ratio(t.cashFromOperations, t1.totalAssets),
    leverage: ratio(t.longTermDebt, (t.totalAssets + t1.totalAssets) / 2),
    leverageBefore: ratio(t1.longTermDebt, (t1.totalAssets + t2.totalAssets) / 2),
    currentRatio: ratio(t.currentAssets, t.currentLiabilities),
    currentRatioBefore: ratio(t1.currentAssets, t1.currentLiabilities),
    grossMargin: ratio(t.grossProfit, t.revenue),
    grossMarginBefore: ratio(t1.grossProfit, t1.revenue),
    assetTurnover: ratio(t.revenue, t1.totalAssets),
    assetTurnoverBefore: ratio(t1.revenue, t2.totalAssets),
  };
  const r = ratios;
  const marks: Record<PiotroskiSignalKey, boolean> = {
    roa: above(r.roa, 0),
    cfo: above(r.cfo, 0),
    deltaRoa: above(r.roa, r.roaBefore),
    accrual: above(r.cfo, r.roa),
    deltaLever: above(r.leverageBefore, r.leverage),
    deltaLiquid: above(r.currentRatio, r.currentRatioBefore),
    eqOffer: t.sharesIssued === 0,
    deltaMargin: above(r.grossMargin, r.grossMarginBefore),
    deltaTurn: above(r.assetTurnover, r.assetTurnoverBefore),
  };
  const score = Object.values(marks).filter(Boolean).length;
  return { score, marks, ratios };
}

/** The F-score of the latest fiscal year of `annual` (oldest first), or undefined with fewer than three years. */
export function latestPiotroskiScore(annual: readonly PiotroskiYear[]): PiotroskiScore | undefined {
  const [t2, t1, t] = annual.slice(-3);
  return t && t1 && t2 ? piotroskiScore(t, t1, t2) : undefined;
}
