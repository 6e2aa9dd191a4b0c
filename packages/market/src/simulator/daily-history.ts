/**
 * Deterministic daily history of the simulated NSE universe, generated in memory at start-up
 * (ARCHITECTURE §2.1, §2.3: regenerated from the seed, never stored).
 *
 * Model, per trading day t and stock i (log returns):
 *   r_i,t = k_i·(β_i·m_t + s_sector,t) + e_i,t + μ_i
 * - m_t, s_sector,t, e_i,t each follow GARCH(1,1) variance (Bollerslev 1986) driven by unit-variance
 *   Student-t innovations (ν = 6): volatility clustering and fat tails, as in daily NSE returns.
 * - Quarterly results days (one every 63 bars at a per-stock phase) scale the idiosyncratic variance
 *   by 10 and are realised mostly overnight: the jump/gap risk of Indian results seasons, which also
 *   lifts kurtosis as a variance mixture.
 * - k_i ≤ 1 scales the systematic part down only when β²σ_m² + σ_s² would exceed 75 % of the stock's
 *   target variance, so the stock's own annual volatility target always wins.
 * - Overnight gap: a Brownian-bridge split of the day's return, r_on = φ·r + √(φ(1−φ))·σ_t·z with
 *   φ = 0.3, leaves the overnight and intraday parts uncorrelated with variances φσ² and (1−φ)σ².
 * - High/low: the exact Brownian-bridge maximum/minimum of the intraday log path from open to close
 *   (P(max > h) = exp(−2h(h−x)/σ²)), so ranges are Parkinson-consistent and always enclose open/close.
 * - Volume: log-normal around avgDailyVolume with a slow AR(1) level (φ_L = 0.98) and a term in the
 *   day's |return| in units of the stock's typical daily move (volume–volatility correlation).
 * - Prices are printed in whole ticks of ₹0.05 and kept within [₹1, ₹1 crore] (a floor so nothing goes
 *   to zero; the cap keeps every price inside Int32).
 *
 * Storage (columnar, per symbol): open/high/low/close are `Int32Array` of integer paise — ₹1 crore =
 * 1e9 paise still fits Int32, and halves memory against Float64; volume, adjustment factors and the
 * adjusted close (fractional paise after dividend adjustment) are `Float64Array`.
 */

import type { OhlcvColumns } from '../daily-columns';
import type { IsoDate } from '../units';
import {
  anchoredMarketFactor,
  calibrateMarketFactor,
  type FactorModel,
  type FactorPath,
  type MarketFactorAnchor,
  NIFTY_50_FIT,
} from './anchored-market-factor';
import {
  adjustSeries,
  type CorporateAction,
  CorporateActionPlanner,
  type DividendHabit,
  drawCorporateActionProfile,
  priceFactorOf,
  shareMultiplierOf,
} from './corporate-actions';
import { computeIndexLevels, type IndexConstituent, type IndexLevels } from './index-calculator';
import { createRng, type Rng } from './prng';

/** GARCH(1,1) variance parameters: h_t+1 = ω + α·ε_t² + β·h_t with ω set from the target variance. */
export interface GarchParams {
  readonly alpha: number;
  readonly beta: number;
}

/** Tunable model parameters (defaults in `DEFAULT_MODEL_PARAMS`). */
export interface ModelParams {
  /** Annualised volatility of the market factor (Nifty 50 has run at about 15–18 %). */
  readonly marketVolatility: number;
  /** Annual log drift of the market factor. */
  readonly marketDrift: number;
  /** Default annualised volatility of a sector factor (orthogonal to the market). */
  readonly sectorVolatility: number;
  /** Student-t degrees of freedom of every innovation. */
  readonly tailNu: number;
  readonly marketGarch: GarchParams;
  readonly sectorGarch: GarchParams;
  readonly idioGarch: GarchParams;
  /** Share φ of a day's variance realised overnight (the opening gap). */
  readonly gapShare: number;
  /** Variance multiplier of the idiosyncratic shock on a quarterly results day (jump risk). */
  readonly resultsDayVarianceMultiplier: number;
  /** Share of a results day's variance realised overnight (results come out after the close). */
  readonly resultsDayGapShare: number;
  /** Log-volume sensitivity to |return| / typical daily move. */
  readonly volumeReturnLoading: number;
  /** Day-to-day log-volume noise (standard deviation). */
  readonly volumeNoise: number;
  /** AR(1) persistence and stationary standard deviation of the slow log-volume level. */
  readonly volumeLevelPersistence: number;
  readonly volumeLevelSd: number;
}

/**
 * Defaults. GARCH α = 0.08, β = 0.9 (persistence 0.98, typical of daily equity fits) with t(6)
 * innovations keeps E[z⁴]α² + 2αβ + β² = 0.992 < 1, so return kurtosis stays finite and sample
 * statistics are stable over ten years.
 */
export const DEFAULT_MODEL_PARAMS: ModelParams = {
  marketVolatility: 0.16,
  marketDrift: 0.1,
  sectorVolatility: 0.12,
  tailNu: 6,
  marketGarch: { alpha: 0.08, beta: 0.9 },
  sectorGarch: { alpha: 0.08, beta: 0.9 },
  idioGarch: { alpha: 0.08, beta: 0.9 },
  gapShare: 0.3,
  resultsDayVarianceMultiplier: 10,
  resultsDayGapShare: 0.7,
  volumeReturnLoading: 0.35,
  volumeNoise: 0.3,
  volumeLevelPersistence: 0.98,
  volumeLevelSd: 0.25,
};

/** A sector factor; volatility defaults to `ModelParams.sectorVolatility`. */
export interface SectorSpec {
  readonly name: string;
  readonly annualVolatility?: number;
}

/** One simulated equity. */
export interface InstrumentSpec {
  readonly symbol: string;
  readonly sector: string;
  /** Price at the first bar's previous close (or the last bar's close with `anchor: 'last'`), in paise. */
  readonly basePricePaise: number;
  /** Target annualised volatility of daily log returns (e.g. 0.3). */
  readonly annualVolatility: number;
  /** Loading on the market factor. */
  readonly beta: number;
  /** Typical shares traded per day at the start (before any split/bonus). */
  readonly avgDailyVolume: number;
  /** Face value in rupees (default 10); decides which splits are possible. */
  readonly faceValue?: number;
  /** Shares outstanding at the first bar (default 400 × avgDailyVolume: about 0.25 % turnover a day). */
  readonly sharesOutstanding?: number;
  /** Free-float factor for index weights (default 0.5). */
  readonly freeFloat?: number;
  /** How often and how much the company pays in dividends (default: 3 in 4 pay 0.4-3 %). */
  readonly dividendHabit?: DividendHabit;
}

/** An index computed from simulated constituents. */
export interface IndexSpec {
  readonly symbol: string;
  readonly constituents: readonly string[];
  /** Bar at which the index equals `baseValue` (default the first bar). */
  readonly baseDate?: IsoDate;
  readonly baseValue?: number;
}

/** Input of `generateDailyHistory`. */
export interface DailyHistoryInput {
  readonly seed: string;
  readonly dates: readonly IsoDate[];
  readonly instruments: readonly InstrumentSpec[];
  readonly sectors?: readonly SectorSpec[];
  readonly indices?: readonly IndexSpec[];
  readonly model?: Partial<ModelParams>;
  /**
   * Which bar `basePricePaise` pins: `'first'` (default) starts the walk there (the price before the
   * first bar); `'last'` (or `{ index }`) chooses the start so that bar's unadjusted close equals it (to the tick),
   * e.g. today's real price level at the end of a simulated past.
   */
  readonly anchor?: HistoryAnchor;
  /**
   * Real closes of one of `indices` that the market factor follows (see `anchored-market-factor`):
   * that index then reproduces their daily returns, bridges to its `baseValue` at its `baseDate`,
   * and is simulated beyond with `marketModel` (default: the fit to the real NIFTY 50).
   */
  readonly marketAnchor?: MarketFactorAnchor;
  readonly marketModel?: FactorModel;
}

/**
 * Where a stock's `basePricePaise` sits in the generated history (see `DailyHistoryInput.anchor`):
 * before the first bar, at the last bar's close, or at the close of bar `index` (e.g. a fixed
 * "today" inside a window that runs on into the future, so the window's end does not move the level).
 */
export type HistoryAnchor = 'first' | 'last' | { readonly index: number };

/** Columnar daily bars of one equity; index t of every column is `dates[t]`. */
export interface DailySeries extends OhlcvColumns {
  readonly symbol: string;
  /** Splits and bonuses only: adjusted volume = printed volume ÷ splitFactor. */
  readonly splitFactor: Float64Array;
  /** Adjusted close in fractional paise. */
  readonly adjClose: Float64Array;
  /** Shares outstanding at the first bar and free-float factor (for index weights). */
  readonly sharesOutstanding: number;
  readonly freeFloat: number;
  readonly actions: readonly CorporateAction[];
}

/** The generated history: dates, per-symbol series, indices and the latent factors (for diagnostics). */
export interface DailyHistory {
  readonly dates: readonly IsoDate[];
  readonly series: ReadonlyMap<string, DailySeries>;
  readonly indices: ReadonlyMap<string, IndexLevels>;
  readonly marketFactor: Float64Array;
  readonly sectorFactors: ReadonlyMap<string, Float64Array>;
}

const TRADING_DAYS = 252;
const TICK = 5;
/** About one quarter of trading days between results announcements. */
export const RESULTS_EVERY_BARS = 63;

/**
 * The phase of a stock's quarterly results days in a history generated with `seed`: the first draw
 * of its stream `stock:<symbol>`, as `drawStock` makes it. Bar `t` of the history is a results day
 * (the jump, mostly overnight) when `isResultsBar(t, phase)`.
 */
export function resultsPhaseOf(seed: string, symbol: string): number {
  return createRng(seed, `stock:${symbol}`).int(RESULTS_EVERY_BARS);
}

/** Whether bar `t` (index into the history's dates) is a results day of a stock with `phase`. */
export function isResultsBar(t: number, phase: number): boolean {
  return (t + phase) % RESULTS_EVERY_BARS === 0;
}
const PRICE_FLOOR = 100;
const PRICE_CAP = 1_000_000_000;
/** Caps an innovation at 12σ: t(5) can draw absurd values once in millions of days. */
const Z_CAP = 12;
/** Daily log return kept within ±20 %, the widest NSE price band for stocks outside F&O. */
const MAX_LOG_RETURN = Math.log(1.2);
/** E|z| for the volume term, so the |return| loading does not move the average volume. */
const MEAN_ABS_Z = Math.sqrt(2 / Math.PI);

/** Simulates a zero-mean GARCH(1,1) factor with the given annual volatility and t innovations. */
function simulateGarchFactor(
  rng: Rng,
  n: number,
  annualVol: number,
  garch: GarchParams,
  nu: number,
): FactorPath {
  const value = new Float64Array(n);
  const variance = new Float64Array(n);
  const target = (annualVol * annualVol) / TRADING_DAYS;
  const omega = target * (1 - garch.alpha - garch.beta);
  const maxVariance = 16 * target;
  let h = target;
  for (let t = 0; t < n; t++) {
    const z = clamp(rng.studentT(nu), -Z_CAP, Z_CAP);
    const eps = Math.sqrt(h) * z;
    value[t] = eps;
    variance[t] = h;
    h = Math.min(omega + garch.alpha * eps * eps + garch.beta * h, maxVariance);
  }
  return { value, variance };
}

function clamp(x: number, lo: number, hi: number): number {
  return x < lo ? lo : x > hi ? hi : x;
}

/** Rounds paise to the ₹0.05 tick (half up). */
function toTick(paise: number): number {
  return Math.round(paise / TICK) * TICK;
}

/** Generates the whole universe's daily history from `seed` (pure and deterministic). */
export function generateDailyHistory(input: DailyHistoryInput): DailyHistory {
  const anchor = input.marketAnchor;
  const model = input.marketModel ?? NIFTY_50_FIT;
  const params: ModelParams = anchor
    ? {
        ...DEFAULT_MODEL_PARAMS,
        ...input.model,
        marketVolatility: model.annualVolatility,
        marketDrift: model.annualDrift,
        marketGarch: { alpha: model.alpha, beta: model.beta },
      }
    : { ...DEFAULT_MODEL_PARAMS, ...input.model };
  const { seed, dates } = input;
  const n = dates.length;
  const nu = params.tailNu;
  const historyAnchor = input.anchor ?? 'first';

  const sectorSpecs = new Map((input.sectors ?? []).map((s) => [s.name, s]));
  const sectors = new Map<string, FactorPath & { readonly annualVol: number }>();
  // Sector factors are keyed by name, so adding a sector or a stock leaves every other stream intact.
  const sectorOf = (name: string): FactorPath & { readonly annualVol: number } => {
    const known = sectors.get(name);
    if (known) return known;
    const annualVol = sectorSpecs.get(name)?.annualVolatility ?? params.sectorVolatility;
    const path = {
      ...simulateGarchFactor(createRng(seed, `sector:${name}`), n, annualVol, params.sectorGarch, nu),
      annualVol,
    };
    sectors.set(name, path);
    return path;
  };
  const simulate = (spec: InstrumentSpec, market: FactorPath, driftDaily: number, bars = n): DailySeries =>
    simulateStock(
      seed,
      bars === n ? dates : dates.slice(0, bars),
      spec,
      market,
      driftDaily,
      sectorOf(spec.sector),
      params,
      historyAnchor,
    );

  // An anchored factor carries its own drift (real returns, then the fitted mean), so stocks add none.
  const market = anchor
    ? anchoredFactor(input, anchor, model, simulate)
    : simulateGarchFactor(createRng(seed, 'market'), n, params.marketVolatility, params.marketGarch, nu);
  const marketDriftDaily = anchor ? 0 : params.marketDrift / TRADING_DAYS;

  const series = new Map<string, DailySeries>();
  for (const spec of input.instruments) {
    series.set(spec.symbol, simulate(spec, market, marketDriftDaily));
  }

  const indices = new Map<string, IndexLevels>();
  for (const index of input.indices ?? []) {
    const members = index.constituents
      .map((s) => series.get(s))
      .filter((s): s is DailySeries => s !== undefined);
    indices.set(index.symbol, indexLevelsOf(index, members, dates));
  }

  return {
    dates,
    series,
    indices,
    marketFactor: market.value,
    sectorFactors: new Map([...sectors].map(([name, path]) => [name, path.value])),
  };
}

/** An index's levels from its constituents' series (base value at its base date). */
function indexLevelsOf(
  index: IndexSpec,
  members: readonly DailySeries[],
  dates: readonly IsoDate[],
): IndexLevels {
  return computeIndexLevels({
    dates,
    baseIndex: baseIndexOf(index, dates),
    baseValue: index.baseValue ?? 1000,
    constituents: members.map(indexConstituentOf),
  });
}

/**
 * A series as an index constituent, as the history's indices weigh it: its printed prices, its
 * `sharesOutstanding` at the first bar moved by each split and bonus, and its free float.
 */
export function indexConstituentOf(s: DailySeries): IndexConstituent {
  return {
    open: s.open,
    high: s.high,
    low: s.low,
    close: s.close,
    shares: s.sharesOutstanding,
    freeFloat: s.freeFloat,
    actions: s.actions,
  };
}

function baseIndexOf(index: IndexSpec, dates: readonly IsoDate[]): number {
  return index.baseDate === undefined ? 0 : Math.max(0, dates.indexOf(index.baseDate));
}

/**
 * The market factor anchored to `anchor`'s real closes, calibrated so the anchored index, computed
 * from its simulated constituents, reproduces the real daily returns (and the bridge to its base
 * value) bar for bar; only the constituents are simulated while calibrating.
 */
function anchoredFactor(
  input: DailyHistoryInput,
  anchor: MarketFactorAnchor,
  model: FactorModel,
  simulate: (spec: InstrumentSpec, market: FactorPath, driftDaily: number, bars: number) => DailySeries,
): FactorPath {
  const index = input.indices?.find((i) => i.symbol === anchor.index);
  if (!index) throw new RangeError(`The market anchor's index ${anchor.index} is not among the indices`);
  const { dates } = input;
  const baseIndex = baseIndexOf(index, dates);
  const path = anchoredMarketFactor({
    dates,
    closes: anchor.closes,
    rng: createRng(input.seed, 'market'),
    model,
    bridge: { bar: baseIndex, level: index.baseValue ?? 1000 },
  });
  const target = Float64Array.from(path.value);
  const members = new Set(index.constituents);
  const specs = input.instruments.filter((spec) => members.has(spec.symbol));
  const through = Math.max(path.lastRealBar, baseIndex);
  // Bars after `through` are not calibrated, so the constituents are simulated only up to it (unless
  // their price anchor lies beyond it, or is the window's last bar, which truncation would move).
  const anchorBar =
    input.anchor === undefined || input.anchor === 'first'
      ? 0
      : input.anchor === 'last'
        ? dates.length - 1
        : input.anchor.index;
  const bars = anchorBar <= through ? through + 1 : dates.length;
  const calibrationDates = dates.slice(0, bars);
  calibrateMarketFactor(path.value, target, through, (factor) => {
    const market = { value: factor.subarray(0, bars), variance: path.variance.subarray(0, bars) };
    const built = specs.map((spec) => simulate(spec, market, 0, bars));
    const close = indexLevelsOf(index, built, calibrationDates).close;
    const returns = new Float64Array(close.length);
    for (let t = 1; t < close.length; t++) returns[t] = Math.log((close[t] ?? 1) / (close[t - 1] ?? 1));
    return returns;
  });
  return path;
}

/**
 * The price-independent part of one stock's history: every random draw and every return, so the
 * printed prices can be built (and rebuilt from another starting price) without touching the stream.
 */
interface StockDraws {
  /** Day log return (close over reference). */
  readonly r: Float64Array;
  /** Overnight log return (open over reference). */
  readonly rOvernight: Float64Array;
  /** 2·s²·ln U of the Brownian-bridge maximum and minimum (s² the intraday variance). */
  readonly upTerm: Float64Array;
  readonly downTerm: Float64Array;
  /** Log volume before the split/bonus share multiplier. */
  readonly logVolume: Float64Array;
}

/** Printed bars of one stock from a given starting price. */
interface StockBars {
  readonly open: Int32Array;
  readonly high: Int32Array;
  readonly low: Int32Array;
  readonly close: Int32Array;
  readonly volume: Float64Array;
  readonly actions: CorporateAction[];
}

/** Passes of the start-price fixed point for `anchor: 'last'` (each is a cheap rebuild, no draws). */
const MAX_ANCHOR_PASSES = 8;
/** Relative distance of the last close from the target at which the last bar is snapped onto it. */
const ANCHOR_TOLERANCE = 0.005;

/** One stock's bars; all per-bar state lives in locals and typed arrays (no per-bar objects). */
function simulateStock(
  seed: string,
  dates: readonly IsoDate[],
  spec: InstrumentSpec,
  market: FactorPath,
  marketDriftDaily: number,
  sector: FactorPath & { readonly annualVol: number },
  params: ModelParams,
  anchor: HistoryAnchor,
): DailySeries {
  const n = dates.length;
  const draws = drawStock(seed, spec, market, marketDriftDaily, sector, params, n);
  const bars: StockBars = {
    open: new Int32Array(n),
    high: new Int32Array(n),
    low: new Int32Array(n),
    close: new Int32Array(n),
    volume: new Float64Array(n),
    actions: [],
  };
  const target = spec.basePricePaise;
  const anchorIndex = anchor === 'first' ? -1 : anchor === 'last' ? n - 1 : anchor.index;
  if (anchorIndex >= n || (anchor !== 'first' && anchorIndex < 0)) {
    throw new RangeError(`History anchor ${anchorIndex} is outside the ${n} bars`);
  }
  const anchored = anchorIndex >= 0;
  const build = (startPaise: number, anchorClosePaise?: number): CorporateAction[] =>
    buildBars(seed, dates, spec, draws, bars, {
      startPaise,
      targetPaise: target,
      unroundedWalk: anchored,
      anchorIndex,
      anchorClosePaise,
    });
  let actions = build(target);
  if (anchored) {
    // The returns are fixed; only the level moves. Rescale the start by target / last close until the
    // last printed close is within ANCHOR_TOLERANCE of the target (tick rounding makes the map only
    // nearly linear), then print the last close exactly on the target's tick.
    const goal = clamp(toTick(target), PRICE_FLOOR, PRICE_CAP);
    let start = target;
    let bestStart = start;
    let bestError = Number.POSITIVE_INFINITY;
    for (let pass = 0; pass < MAX_ANCHOR_PASSES; pass++) {
      const last = bars.close[anchorIndex] ?? goal;
      const error = Math.abs(last / goal - 1);
      if (error < bestError) {
        bestError = error;
        bestStart = start;
      }
      if (error <= ANCHOR_TOLERANCE) break;
      start = Math.max(TICK, start * (goal / last));
      actions = build(start);
    }
    // Nudging the last close by at most the tolerance leaves its day's return statistically unchanged.
    const lastClose = bestError <= ANCHOR_TOLERANCE ? goal : undefined;
    actions = build(bestStart, lastClose);
  }

  const { open, high, low, close, volume } = bars;
  const adjusted = adjustSeries({ dates, close }, actions);
  return {
    symbol: spec.symbol,
    open,
    high,
    low,
    close,
    volume,
    adjFactor: adjusted.priceFactor,
    splitFactor: adjusted.splitFactor,
    adjClose: adjusted.adjustedClose,
    sharesOutstanding: spec.sharesOutstanding ?? Math.round(400 * spec.avgDailyVolume),
    freeFloat: spec.freeFloat ?? 0.5,
    actions,
  };
}

/** Draws one stock's whole random stream (`stock:<symbol>`) and its returns, independent of price. */
function drawStock(
  seed: string,
  spec: InstrumentSpec,
  market: FactorPath,
  marketDriftDaily: number,
  sector: FactorPath & { readonly annualVol: number },
  params: ModelParams,
  n: number,
): StockDraws {
  const rng = createRng(seed, `stock:${spec.symbol}`);
  const rOut = new Float64Array(n);
  const rOvernightOut = new Float64Array(n);
  const upTerm = new Float64Array(n);
  const downTerm = new Float64Array(n);
  const logVolume = new Float64Array(n);

  // Variance budget (annual): systematic β²σ_m² + σ_s², scaled by k² so it stays ≤ 75 % of the target.
  const targetVar = spec.annualVolatility * spec.annualVolatility;
  const systematicVar = spec.beta * spec.beta * params.marketVolatility ** 2 + sector.annualVol ** 2;
  const k2 = Math.min(1, (0.75 * targetVar) / systematicVar);
  const k = Math.sqrt(k2);
  const idioAnnualVar = targetVar - k2 * systematicVar;
  const idioTarget = idioAnnualVar / TRADING_DAYS;
  const { alpha, beta: garchBeta } = params.idioGarch;
  const omega = idioTarget * (1 - alpha - garchBeta);
  const maxIdioVar = 16 * idioTarget;
  // −½σ² of the idiosyncratic part: diversifiable risk adds no expected return.
  const drift = spec.beta * k * marketDriftDaily - 0.5 * idioTarget;
  const typicalDailySd = spec.annualVolatility / Math.sqrt(TRADING_DAYS);

  const phi = params.gapShare;
  const gapNoise = Math.sqrt(phi * (1 - phi));
  const resultsGapNoise = Math.sqrt(params.resultsDayGapShare * (1 - params.resultsDayGapShare));
  const nu = params.tailNu;
  const vLoad = params.volumeReturnLoading;
  const vNoise = params.volumeNoise;
  const levelPhi = params.volumeLevelPersistence;
  const levelShock = params.volumeLevelSd * Math.sqrt(1 - levelPhi * levelPhi);
  // Centre log volume so the mean stays near avgDailyVolume (lognormal −½σ² corrections).
  const logVolumeBase =
    Math.log(spec.avgDailyVolume) -
    vLoad * MEAN_ABS_Z -
    0.5 * vNoise * vNoise -
    0.5 * params.volumeLevelSd ** 2;

  const mValue = market.value;
  const mVar = market.variance;
  const sValue = sector.value;
  const sVar = sector.variance;
  const betaK = spec.beta * k;

  // Results come out once a quarter; the variance budget is reweighted so the annual target holds.
  // This must stay the stream's first draw: `resultsPhaseOf` replays it.
  const resultsPhase = rng.int(RESULTS_EVERY_BARS);
  const resultsMultiplier = params.resultsDayVarianceMultiplier;
  const normalDayScale = Math.sqrt(RESULTS_EVERY_BARS / (RESULTS_EVERY_BARS - 1 + resultsMultiplier));
  const resultsDayScale = normalDayScale * Math.sqrt(resultsMultiplier);
  let h = idioTarget;
  let level = params.volumeLevelSd * rng.normal();

  for (let t = 0; t < n; t++) {
    const isResultsDay = isResultsBar(t, resultsPhase);
    const z = clamp(rng.studentT(nu), -Z_CAP, Z_CAP);
    const e = Math.sqrt(h) * z;
    // The jump scale is applied outside the GARCH recursion: a results surprise is news, not a regime.
    const eDay = e * (isResultsDay ? resultsDayScale : normalDayScale);
    const mt = mValue[t] ?? 0;
    const st = sValue[t] ?? 0;
    const r = clamp(betaK * mt + k * st + eDay + drift, -MAX_LOG_RETURN, MAX_LOG_RETURN);
    const dayScale = isResultsDay ? resultsDayScale : normalDayScale;
    const idioVariance = h * dayScale * dayScale;
    const systematicVariance = k2 * (spec.beta * spec.beta * (mVar[t] ?? 0) + (sVar[t] ?? 0));
    const variance = systematicVariance + idioVariance;
    h = Math.min(omega + alpha * e * e + garchBeta * h, maxIdioVar);
    const sd = Math.sqrt(variance);

    const phiDay = isResultsDay ? params.resultsDayGapShare : phi;
    rOut[t] = r;
    rOvernightOut[t] = phiDay * r + (isResultsDay ? resultsGapNoise : gapNoise) * sd * rng.normal();

    // Brownian-bridge extremes of the intraday log path from open to close with variance (1−φ)σ².
    const s2 = (1 - phiDay) * variance;
    upTerm[t] = 2 * s2 * Math.log(rng.uniform());
    downTerm[t] = 2 * s2 * Math.log(rng.uniform());

    level = levelPhi * level + levelShock * rng.normal();
    logVolume[t] = logVolumeBase + level + vLoad * (Math.abs(r) / typicalDailySd) + vNoise * rng.normal();
  }
  return { r: rOut, rOvernight: rOvernightOut, upTerm, downTerm, logVolume };
}

/** How `buildBars` prints a stock. */
interface BuildOptions {
  /** The first bar's previous close, in paise. */
  readonly startPaise: number;
  /** The stock's `basePricePaise`: the split threshold is drawn for it and scaled to the start. */
  readonly targetPaise: number;
  /** Walk an unrounded level (anchored builds) instead of the printed close (default builds). */
  readonly unroundedWalk: boolean;
  /** The bar whose close `anchorClosePaise` replaces (the anchor snap); −1 for none. */
  readonly anchorIndex: number;
  readonly anchorClosePaise?: number | undefined;
}

/**
 * Prints one stock's bars into `out` from the starting price `startPaise` (the first bar's previous
 * close) and returns its corporate actions. The actions stream (`actions:<symbol>`) is redrawn from
 * the seed and the split threshold — drawn for `targetPaise` — scales with startPaise / targetPaise,
 * so a rebuild from another start triggers the same splits at the same bars (modulo tick rounding).
 */
function buildBars(
  seed: string,
  dates: readonly IsoDate[],
  spec: InstrumentSpec,
  draws: StockDraws,
  out: StockBars,
  options: BuildOptions,
): CorporateAction[] {
  const { startPaise, targetPaise, unroundedWalk, anchorIndex, anchorClosePaise } = options;
  const n = dates.length;
  const caRng = createRng(seed, `actions:${spec.symbol}`);
  const profile = drawCorporateActionProfile(caRng, targetPaise, spec.faceValue ?? 10, spec.dividendHabit);
  const planner = new CorporateActionPlanner(
    startPaise === targetPaise
      ? profile
      : { ...profile, splitThresholdPaise: profile.splitThresholdPaise * (startPaise / targetPaise) },
    caRng,
    dates,
  );
  const { open, high, low, close, volume } = out;
  const { r, rOvernight, upTerm, downTerm, logVolume } = draws;
  const actions: CorporateAction[] = [];
  let shareMultiplier = 1;
  // The spec's average volume is in today's shares (the anchor day's, as `sharesOutstanding` is), so a
  // day's volume is scaled by the splits and bonuses between it and the anchor: divided by those after
  // the day and up to the anchor, multiplied by those after the anchor.
  let anchorMultiplier = 1;
  let previousClose = clamp(toTick(startPaise), PRICE_FLOOR, PRICE_CAP);
  // Anchored builds walk an unrounded level so tick rounding does not compound along the path: the
  // last close is then (start × growth) to the tick, linear in the start. Default builds walk the
  // printed close, as they always have.
  let previousLevel = unroundedWalk ? clamp(startPaise, PRICE_FLOOR, PRICE_CAP) : previousClose;

  for (let t = 0; t < n; t++) {
    let reference = previousLevel;
    const due = planner.takeDue(t);
    for (const action of due) {
      reference *= priceFactorOf(action, previousClose);
      shareMultiplier *= shareMultiplierOf(action);
      actions.push(action);
    }

    const o = clamp(toTick(reference * Math.exp(rOvernight[t] ?? 0)), PRICE_FLOOR, PRICE_CAP);
    const level = clamp(reference * Math.exp(r[t] ?? 0), PRICE_FLOOR, PRICE_CAP);
    const c =
      anchorClosePaise !== undefined && t === anchorIndex
        ? anchorClosePaise
        : clamp(toTick(level), PRICE_FLOOR, PRICE_CAP);

    const x = Math.log(c / o);
    const up = 0.5 * (x + Math.sqrt(x * x - (upTerm[t] ?? 0)));
    const down = 0.5 * (x - Math.sqrt(x * x - (downTerm[t] ?? 0)));
    const hi = Math.max(toTick(o * Math.exp(up)), o, c);
    const lo = Math.max(Math.min(toTick(o * Math.exp(down)), o, c), TICK);

    open[t] = o;
    high[t] = Math.min(hi, PRICE_CAP);
    low[t] = lo;
    close[t] = c;
    volume[t] = Math.exp(logVolume[t] ?? 0) * shareMultiplier;
    if (t === anchorIndex) anchorMultiplier = shareMultiplier;

    previousClose = c;
    previousLevel = unroundedWalk ? level : c;
    planner.afterClose(t, c);
  }
  for (let t = 0; t < n; t++) volume[t] = Math.max(1, Math.round((volume[t] ?? 0) / anchorMultiplier));
  return actions;
}
