/**
 * Gathers the inputs of the pure risk X-ray (`riskXray` in @nivesh/market) from the running market
 * for a list of holdings: each holding's value at the live price, sector, SEBI market-cap band (rank
 * of full market cap: 1–100 large, 101–250 mid, 251 on small) and adjusted daily closes of the last
 * year, with NIFTY 50's closes as the benchmark. The answer's figures are rounded for display.
 */
import type { AssetAllocation, RiskHoldingChoice, RiskOverlapDto, RiskXrayDto } from '@nivesh/contracts';
import {
  type CapBand,
  DEFAULT_OVERLAP_RULES,
  equityBySymbol,
  indexConstituents,
  type MarketState,
  type Overlap,
  type OverlapPosition,
  type OverlapWarning,
  overlapReport,
  riskXray,
  type XrayHolding,
} from '@nivesh/market';
import { marketCapsByRank } from '../intraday-screeners/filter-data';
import { round } from '../market/market-answers';

/** The closes the risk figures use: a year of sessions (250 returns). */
export const XRAY_SESSIONS = 251;
export const XRAY_BENCHMARK = 'NIFTY 50';
const LARGE_CAP_RANKS = 100;
const MID_CAP_RANKS = 250;

/** What the X-ray is asked about: symbol and quantity (a portfolio's or the paper book's holdings). */
export interface HeldQuantity {
  readonly symbol: string;
  readonly quantity: number;
}

function capBands(state: MarketState): Map<number, CapBand> {
  const bands = new Map<number, CapBand>();
  marketCapsByRank(state).forEach((e, i) => {
    bands.set(e.id, i < LARGE_CAP_RANKS ? 'largeCap' : i < MID_CAP_RANKS ? 'midCap' : 'smallCap');
  });
  return bands;
}

/** Adjusted closes of the last `XRAY_SESSIONS` completed days (0 where the symbol has no bar). */
function lastYearCloses(state: MarketState, id: number): number[] {
  const d = state.daily(id);
  const from = Math.max(0, d.close.length - XRAY_SESSIONS);
  const out: number[] = [];
  for (let t = from; t < d.close.length; t++) out.push((d.close[t] ?? 0) * (d.adjFactor[t] ?? 1));
  return out;
}

export function holdingsXray(
  state: MarketState,
  held: readonly HeldQuantity[],
  target: AssetAllocation,
  lossTolerancePct: number,
): RiskXrayDto {
  const bands = capBands(state);
  const names = new Map<string, string>();
  const holdings: XrayHolding[] = held.flatMap((h) => {
    const id = state.idOf(h.symbol);
    if (id === undefined || h.quantity <= 0) return [];
    const meta = state.meta(id);
    names.set(h.symbol, meta.name ?? h.symbol);
    return [
      {
        symbol: h.symbol,
        quantity: h.quantity,
        value: (state.quote(id).ltp * h.quantity) / 100,
        sector: meta.sector,
        capBand: bands.get(id) ?? 'unknown',
        closes: lastYearCloses(state, id),
      },
    ];
  });
  const benchmarkId = state.idOf(XRAY_BENCHMARK);
  const benchmarkCloses = benchmarkId === undefined ? [] : lastYearCloses(state, benchmarkId);
  const dayCount = benchmarkId === undefined ? 0 : state.daily(benchmarkId).close.length;
  const dates = state.dates.slice(Math.max(0, dayCount - XRAY_SESSIONS), dayCount);
  const x = riskXray({
    holdings: benchmarkId === undefined ? holdings.map(({ closes: _, ...h }) => h) : holdings,
    benchmarkCloses,
    dates,
    target,
    lossTolerancePct,
  });
  return {
    totalValue: round(x.totalValue),
    holdings: x.holdings.map((h) => ({
      symbol: h.symbol,
      name: names.get(h.symbol) ?? h.symbol,
      sector: h.sector,
      capBand: h.capBand,
      quantity: h.quantity,
      value: round(h.value),
      pct: round(h.pct),
    })),
    sectors: x.sectors.map((s) => ({ sector: s.sector, value: round(s.value), pct: round(s.pct) })),
    capBands: x.capBands.map((b) => ({ band: b.band, value: round(b.value), pct: round(b.pct) })),
    concentration: {
      topSymbol: x.concentration.topSymbol,
      topHoldingPct: round(x.concentration.topHoldingPct),
      top5Pct: round(x.concentration.top5Pct),
      herfindahl: round(x.concentration.herfindahl, 4),
      effectiveHoldings: round(x.concentration.effectiveHoldings),
    },
    risk: x.risk && {
      sessions: x.risk.sessions,
      from: x.risk.from,
      to: x.risk.to,
      beta: x.risk.beta === null ? null : round(x.risk.beta),
      volatilityPct: round(x.risk.volatilityPct),
      maxDrawdownPct: round(x.risk.maxDrawdownPct),
      benchmarkVolatilityPct: round(x.risk.benchmarkVolatilityPct),
    },
    comparison: x.comparison.map((c) => ({
      assetClass: c.assetClass,
      actualPct: round(c.actualPct),
      targetPct: round(c.targetPct),
      differencePct: round(c.differencePct),
    })),
    warnings: x.warnings.map((w) => ({ ...w, actual: round(w.actual), limit: round(w.limit) })),
  };
}

/** Each holding's value at the live price (₹); symbols the market does not know count nowhere. */
function valued(state: MarketState, held: readonly HeldQuantity[]): OverlapPosition[] {
  return held.flatMap((h) => {
    const id = state.idOf(h.symbol);
    if (id === undefined || h.quantity <= 0) return [];
    return [{ symbol: h.symbol, value: (state.quote(id).ltp * h.quantity) / 100 }];
  });
}

/**
 * The benchmark's weights by free-float market cap at the live price: shares outstanding × the
 * universe's free-float factor (the symbol's own share count where the universe has no factor).
 */
export function benchmarkWeights(state: MarketState): OverlapPosition[] {
  return (indexConstituents(XRAY_BENCHMARK) ?? []).flatMap((symbol) => {
    const id = state.idOf(symbol);
    if (id === undefined) return [];
    const equity = equityBySymbol(symbol);
    const shares = equity
      ? equity.sharesOutstanding * equity.freeFloat
      : (state.meta(id).sharesOutstanding ?? 0);
    const value = state.quote(id).ltp * shares;
    return value > 0 ? [{ symbol, value }] : [];
  });
}

const shares = (o: Overlap) =>
  o.common.map((c) => ({
    symbol: c.symbol,
    portfolioPct: round(c.aPct),
    otherPct: round(c.bPct),
    commonPct: round(c.commonPct),
  }));

/** The overlap of `held` with NIFTY 50 and with each of `others`, and its warnings (rounded). */
export function holdingsOverlap(
  state: MarketState,
  held: readonly HeldQuantity[],
  others: readonly { readonly choice: RiskHoldingChoice; readonly held: readonly HeldQuantity[] }[],
): { overlap: RiskOverlapDto; warnings: OverlapWarning[] } {
  const weights = benchmarkWeights(state);
  const report = overlapReport({
    holdings: valued(state, held),
    ...(weights.length > 0 ? { benchmark: { name: XRAY_BENCHMARK, weights } } : {}),
    others: others.map((o) => ({ id: o.choice.id, name: o.choice.name, holdings: valued(state, o.held) })),
  });
  return {
    overlap: {
      benchmark: report.benchmark && {
        name: report.benchmark.name,
        overlapPct: round(report.benchmark.overlapPct),
        common: shares(report.benchmark),
        constituents: weights.length,
      },
      others: report.others.map((o, i) => ({
        id: o.id,
        name: o.name,
        kind: others[i]?.choice.kind ?? 'portfolio',
        overlapPct: round(o.overlapPct),
        common: shares(o),
      })),
      rules: DEFAULT_OVERLAP_RULES,
    },
    warnings: report.warnings.map((w) => ({ ...w, actual: round(w.actual), limit: round(w.limit) })),
  };
}
