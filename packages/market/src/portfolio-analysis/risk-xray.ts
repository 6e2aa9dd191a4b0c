/**
 * The "risk X-ray" of a list of holdings (issue 18, `/portfolio-analysis/performance`): what the
 * holdings are exposed to (sectors, market-cap bands), how concentrated they are (top holding,
 * top five, Herfindahl), how the value of today's holdings would have moved over the closes given
 * (beta to the benchmark, annualised volatility, maximum drawdown), how they compare with a model
 * allocation, and rule-based warnings. Pure: the caller gathers values, sectors, bands and closes.
 */

export type CapBand = 'largeCap' | 'midCap' | 'smallCap' | 'unknown';
export const XRAY_ASSET_CLASSES = ['largeCap', 'midCap', 'smallCap', 'debt', 'gold', 'cash'] as const;
export type XrayAssetClass = (typeof XRAY_ASSET_CLASSES)[number];

/** Percent per asset class, adding up to 100 (a risk profile's suggested allocation). */
export type TargetAllocation = Readonly<Record<XrayAssetClass, number>>;

export interface XrayHolding {
  readonly symbol: string;
  readonly quantity: number;
  /** Value now, in any one currency unit (all holdings alike). */
  readonly value: number;
  readonly sector: string;
  readonly capBand: CapBand;
  /**
   * Adjusted daily closes on the benchmark's dates (same length as `benchmarkCloses`), 0 or NaN
   * where the stock has no close; a gap takes the last earlier close.
   */
  readonly closes?: readonly number[];
  /** Which asset class the holding counts in (default: its cap band; `unknown` counts nowhere). */
  readonly assetClass?: XrayAssetClass;
}

export interface XrayRules {
  /** A warning when one holding is more than this percent of the value. */
  readonly maxStockPct: number;
  /** A warning when one sector is more than this percent. */
  readonly maxSectorPct: number;
  /** A warning with fewer holdings than this. */
  readonly minHoldings: number;
  /** A warning when beta is above this. */
  readonly maxBeta: number;
  /** Differences with the target of at most this many points are not warned about. */
  readonly tolerancePct: number;
  /** Fewest closes the risk figures are computed from (fewer: no risk figures). */
  readonly minSessions: number;
}

export const DEFAULT_XRAY_RULES: XrayRules = {
  maxStockPct: 20,
  maxSectorPct: 40,
  minHoldings: 5,
  maxBeta: 1.2,
  tolerancePct: 5,
  minSessions: 20,
};

export interface XrayInput {
  readonly holdings: readonly XrayHolding[];
  /** The benchmark's daily closes (e.g. NIFTY 50), oldest first. */
  readonly benchmarkCloses?: readonly number[];
  /** The dates of those closes (only the first and last are reported). */
  readonly dates?: readonly string[];
  readonly target?: TargetAllocation;
  /** The largest fall the investor accepts, percent: a warning when the drawdown is beyond it. */
  readonly lossTolerancePct?: number;
  readonly rules?: Partial<XrayRules>;
}

export type XrayWarningCode =
  | 'stockOver'
  | 'sectorOver'
  | 'smallCapAbove'
  | 'midCapAbove'
  | 'equityAbove'
  | 'fewHoldings'
  | 'drawdownOverTolerance'
  | 'betaHigh';

export interface XrayWarning {
  readonly code: XrayWarningCode;
  readonly subject: string | null;
  readonly actual: number;
  readonly limit: number;
}

export interface XrayShare {
  readonly value: number;
  /** Percent of the total value. */
  readonly pct: number;
}

export interface XrayRisk {
  /** Daily closes used (returns are one fewer). */
  readonly sessions: number;
  readonly from: string;
  readonly to: string;
  /** cov(portfolio, benchmark) ÷ var(benchmark) of daily returns; null when the benchmark did not move. */
  readonly beta: number | null;
  /** Sample standard deviation of daily returns × √252, percent. */
  readonly volatilityPct: number;
  /** Largest fall from a running peak of the value, percent (positive). */
  readonly maxDrawdownPct: number;
  readonly benchmarkVolatilityPct: number;
}

export interface RiskXray {
  readonly totalValue: number;
  readonly holdings: readonly (XrayHolding & { readonly pct: number })[];
  readonly sectors: readonly (XrayShare & { readonly sector: string })[];
  readonly capBands: readonly (XrayShare & { readonly band: CapBand })[];
  readonly concentration: {
    readonly topSymbol: string | null;
    readonly topHoldingPct: number;
    readonly top5Pct: number;
    readonly herfindahl: number;
    readonly effectiveHoldings: number;
  };
  readonly risk: XrayRisk | null;
  readonly comparison: readonly {
    readonly assetClass: XrayAssetClass;
    readonly actualPct: number;
    readonly targetPct: number;
    readonly differencePct: number;
  }[];
  readonly warnings: readonly XrayWarning[];
}

const TRADING_DAYS_PER_YEAR = 252;

const pctOf = (part: number, total: number): number => (total > 0 ? (part / total) * 100 : 0);

/** Sums values by key, largest first (ties by key). */
function grouped<K extends string>(
  holdings: readonly XrayHolding[],
  keyOf: (h: XrayHolding) => K,
  total: number,
): { key: K; value: number; pct: number }[] {
  const sums = new Map<K, number>();
  for (const h of holdings) sums.set(keyOf(h), (sums.get(keyOf(h)) ?? 0) + h.value);
  return [...sums]
    .map(([key, value]) => ({ key, value, pct: pctOf(value, total) }))
    .sort((a, b) => b.value - a.value || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/** A series with gaps (0 or NaN) filled by the last earlier close; leading gaps stay NaN. */
function filled(closes: readonly number[]): number[] {
  let last = Number.NaN;
  return closes.map((c) => {
    if (Number.isFinite(c) && c > 0) last = c;
    return last;
  });
}

function mean(xs: readonly number[]): number {
  return xs.reduce((s, x) => s + x, 0) / xs.length;
}

/** Sample covariance (n − 1). */
function covariance(a: readonly number[], b: readonly number[]): number {
  const ma = mean(a);
  const mb = mean(b);
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += ((a[i] ?? 0) - ma) * ((b[i] ?? 0) - mb);
  return sum / (a.length - 1);
}

function returnsOf(series: readonly number[]): number[] {
  const out: number[] = [];
  for (let i = 1; i < series.length; i++) {
    const prev = series[i - 1] ?? 0;
    out.push(prev > 0 ? (series[i] ?? 0) / prev - 1 : 0);
  }
  return out;
}

/** Largest fall from a running peak, percent. */
export function maxDrawdownPct(series: readonly number[]): number {
  let peak = Number.NEGATIVE_INFINITY;
  let worst = 0;
  for (const v of series) {
    if (v > peak) peak = v;
    if (peak > 0) worst = Math.max(worst, (peak - v) / peak);
  }
  return worst * 100;
}

/**
 * The value of today's quantities on each day (Σ quantity × close), from the first day every
 * holding with closes has one; with the benchmark's closes over the same days.
 */
export function heldValueSeries(
  holdings: readonly XrayHolding[],
  benchmarkCloses: readonly number[],
): { values: number[]; benchmark: number[]; start: number } {
  const priced = holdings.filter((h) => h.closes !== undefined && h.quantity !== 0);
  const series = priced.map((h) => filled(h.closes ?? []));
  const bench = filled(benchmarkCloses);
  let start = 0;
  for (let t = 0; t < bench.length; t++) {
    const complete =
      Number.isFinite(bench[t] ?? Number.NaN) && series.every((s) => Number.isFinite(s[t] ?? Number.NaN));
    if (complete) {
      start = t;
      break;
    }
    start = t + 1;
  }
  const values: number[] = [];
  const benchmark: number[] = [];
  for (let t = start; t < bench.length; t++) {
    let v = 0;
    priced.forEach((h, i) => {
      v += h.quantity * (series[i]?.[t] ?? 0);
    });
    values.push(v);
    benchmark.push(bench[t] ?? 0);
  }
  return { values, benchmark, start };
}

function riskOf(input: XrayInput, minSessions: number): XrayRisk | null {
  const benchmarkCloses = input.benchmarkCloses ?? [];
  if (!input.holdings.some((h) => h.closes !== undefined)) return null;
  const { values, benchmark, start } = heldValueSeries(input.holdings, benchmarkCloses);
  if (values.length < Math.max(2, minSessions)) return null;
  const rp = returnsOf(values);
  const rb = returnsOf(benchmark);
  const varB = covariance(rb, rb);
  const annualise = Math.sqrt(TRADING_DAYS_PER_YEAR) * 100;
  const dates = input.dates ?? [];
  return {
    sessions: values.length,
    from: dates[start] ?? '',
    to: dates[benchmarkCloses.length - 1] ?? '',
    beta: varB > 0 ? covariance(rp, rb) / varB : null,
    volatilityPct: Math.sqrt(covariance(rp, rp)) * annualise,
    maxDrawdownPct: maxDrawdownPct(values),
    benchmarkVolatilityPct: Math.sqrt(varB) * annualise,
  };
}

/** The X-ray of `input.holdings` (see the file's comment); percentages are 0–100, unrounded. */
export function riskXray(input: XrayInput): RiskXray {
  const rules = { ...DEFAULT_XRAY_RULES, ...input.rules };
  const held = input.holdings.filter((h) => h.value > 0);
  const totalValue = held.reduce((s, h) => s + h.value, 0);
  const holdings = held
    .map((h) => ({ ...h, pct: pctOf(h.value, totalValue) }))
    .sort((a, b) => b.value - a.value || (a.symbol < b.symbol ? -1 : 1));
  const sectors = grouped(held, (h) => h.sector, totalValue).map((g) => ({
    sector: g.key,
    value: g.value,
    pct: g.pct,
  }));
  const capBands = grouped(held, (h) => h.capBand, totalValue).map((g) => ({
    band: g.key,
    value: g.value,
    pct: g.pct,
  }));
  const weights = holdings.map((h) => h.pct / 100);
  const herfindahl = weights.reduce((s, w) => s + w * w, 0);
  const top = holdings[0];
  const concentration = {
    topSymbol: top?.symbol ?? null,
    topHoldingPct: top?.pct ?? 0,
    top5Pct: holdings.slice(0, 5).reduce((s, h) => s + h.pct, 0),
    herfindahl,
    effectiveHoldings: herfindahl > 0 ? 1 / herfindahl : 0,
  };
  const byClass = grouped(
    held.filter((h) => (h.assetClass ?? h.capBand) !== 'unknown'),
    (h) => h.assetClass ?? h.capBand,
    totalValue,
  );
  const actual = (c: XrayAssetClass): number => byClass.find((g) => g.key === c)?.pct ?? 0;
  const target = input.target;
  const comparison = target
    ? XRAY_ASSET_CLASSES.map((assetClass) => ({
        assetClass,
        actualPct: actual(assetClass),
        targetPct: target[assetClass],
        differencePct: actual(assetClass) - target[assetClass],
      }))
    : [];
  const risk = riskOf(input, rules.minSessions);

  const warnings: XrayWarning[] = [];
  for (const h of holdings)
    if (h.pct > rules.maxStockPct)
      warnings.push({ code: 'stockOver', subject: h.symbol, actual: h.pct, limit: rules.maxStockPct });
  for (const s of sectors)
    if (s.pct > rules.maxSectorPct)
      warnings.push({ code: 'sectorOver', subject: s.sector, actual: s.pct, limit: rules.maxSectorPct });
  if (target && totalValue > 0) {
    const equity = actual('largeCap') + actual('midCap') + actual('smallCap');
    const targetEquity = target.largeCap + target.midCap + target.smallCap;
    if (actual('smallCap') > target.smallCap + rules.tolerancePct)
      warnings.push({
        code: 'smallCapAbove',
        subject: null,
        actual: actual('smallCap'),
        limit: target.smallCap,
      });
    if (actual('midCap') > target.midCap + rules.tolerancePct)
      warnings.push({ code: 'midCapAbove', subject: null, actual: actual('midCap'), limit: target.midCap });
    if (equity > targetEquity + rules.tolerancePct)
      warnings.push({ code: 'equityAbove', subject: null, actual: equity, limit: targetEquity });
  }
  if (holdings.length > 0 && holdings.length < rules.minHoldings)
    warnings.push({ code: 'fewHoldings', subject: null, actual: holdings.length, limit: rules.minHoldings });
  if (risk && input.lossTolerancePct !== undefined && risk.maxDrawdownPct > input.lossTolerancePct)
    warnings.push({
      code: 'drawdownOverTolerance',
      subject: null,
      actual: risk.maxDrawdownPct,
      limit: input.lossTolerancePct,
    });
  if (risk && risk.beta !== null && risk.beta > rules.maxBeta)
    warnings.push({ code: 'betaHigh', subject: null, actual: risk.beta, limit: rules.maxBeta });

  return { totalValue, holdings, sectors, capBands, concentration, risk, comparison, warnings };
}
