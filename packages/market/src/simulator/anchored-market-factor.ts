/**
 * The market factor of the simulated history, anchored to a real index (ARCHITECTURE §2.1; issue 16):
 * on every bar the real closes cover, the factor is the real index's daily log return; beyond them it
 * is simulated with GARCH(1,1)-t parameters fitted to the real series; between the last real close and
 * the bar whose level is fixed (today's approximate level) a constant drift bridges the two, so the
 * levels of the real past, today's level and the real volatility regime (the 2020 crash) all hold.
 *
 * `generateDailyHistory` then calibrates the factor so the computed index (from its simulated
 * constituents) reproduces the real daily returns: see `calibrateMarketFactor`.
 */

import type { IsoDate } from '../units';
import type { Rng } from './prng';

/** A real close of the anchoring index. */
export interface AnchorClose {
  readonly date: IsoDate;
  readonly close: number;
}

/** What the market factor follows: an index of the history and its real closes (oldest first). */
export interface MarketFactorAnchor {
  /** One of the history's indices: its daily returns follow `closes` where they are known. */
  readonly index: string;
  readonly closes: readonly AnchorClose[];
}

/** The factor model's parameters (annualised, as `ModelParams`). */
export interface FactorModel {
  readonly annualVolatility: number;
  readonly annualDrift: number;
  readonly alpha: number;
  readonly beta: number;
  readonly nu: number;
}

/**
 * GARCH(1,1)-t with variance targeting fitted (`fitGarchT`) to the last ten years of the shipped real
 * NIFTY 50 closes, 2012-08-27 … 2022-08-26 (2,475 returns): the current regime, not the 2000s'
 * (the fit on 2000-2022 gives 22.7 % volatility, α 0.096, β 0.8915, ν 7). A test re-fits and checks.
 */
export const NIFTY_50_FIT: FactorModel = {
  annualVolatility: 0.1722,
  annualDrift: 0.121,
  alpha: 0.0765,
  beta: 0.904,
  nu: 6,
};

/** A factor path: daily log return and its conditional variance. */
export interface FactorPath {
  readonly value: Float64Array;
  readonly variance: Float64Array;
}

const TRADING_DAYS = 252;
const Z_CAP = 12;

/** The last real close on or before each of `dates` (NaN before the first real close). */
function closesOnOrBefore(dates: readonly IsoDate[], closes: readonly AnchorClose[]): Float64Array {
  const out = new Float64Array(dates.length).fill(Number.NaN);
  let j = -1;
  for (let t = 0; t < dates.length; t++) {
    const date = dates[t] ?? '';
    while (j + 1 < closes.length && (closes[j + 1]?.date ?? '') <= date) j++;
    if (j >= 0) out[t] = closes[j]?.close ?? Number.NaN;
  }
  return out;
}

/** Input of `anchoredMarketFactor`. */
export interface AnchoredFactorInput {
  readonly dates: readonly IsoDate[];
  readonly closes: readonly AnchorClose[];
  readonly rng: Rng;
  readonly model: FactorModel;
  /** The bar whose index level is fixed and that level: the factor bridges to it from the last real close. */
  readonly bridge?: { readonly bar: number; readonly level: number };
}

/** The anchored factor and the last bar the real closes cover (−1 when none). */
export interface AnchoredFactor extends FactorPath {
  readonly lastRealBar: number;
}

/** Real returns where known, a fitted simulation beyond, and a drift bridge to a fixed level. */
export function anchoredMarketFactor(input: AnchoredFactorInput): AnchoredFactor {
  const { dates, closes, rng, model } = input;
  const n = dates.length;
  const value = new Float64Array(n);
  const variance = new Float64Array(n);
  const lastDate = closes[closes.length - 1]?.date;
  const known = closesOnOrBefore(dates, closes);
  let lastRealBar = -1;
  for (let t = 0; t < n && lastDate !== undefined && (dates[t] ?? '') <= lastDate; t++) {
    lastRealBar = t;
  }
  const firstDate = dates[0];
  const before = closes.filter((c) => firstDate !== undefined && c.date < firstDate).pop()?.close;

  const target = (model.annualVolatility * model.annualVolatility) / TRADING_DAYS;
  const mu = model.annualDrift / TRADING_DAYS;
  const omega = target * (1 - model.alpha - model.beta);
  let h = target;
  for (let t = 0; t < n; t++) {
    variance[t] = h;
    let eps: number;
    const previous = t === 0 ? before : known[t - 1];
    const close = known[t] ?? Number.NaN;
    if (t <= lastRealBar && previous !== undefined && previous > 0 && close > 0) {
      value[t] = Math.log(close / previous);
      eps = (value[t] ?? 0) - mu;
    } else {
      const z = Math.max(-Z_CAP, Math.min(Z_CAP, rng.studentT(model.nu)));
      eps = Math.sqrt(h) * z;
      value[t] = eps + mu;
    }
    h = Math.min(omega + model.alpha * eps * eps + model.beta * h, 16 * target);
  }

  const bridge = input.bridge;
  const lastReal = known[lastRealBar];
  if (bridge && lastReal !== undefined && lastReal > 0 && bridge.bar > lastRealBar && bridge.bar < n) {
    let sum = 0;
    for (let t = lastRealBar + 1; t <= bridge.bar; t++) sum += value[t] ?? 0;
    const shift = (Math.log(bridge.level / lastReal) - sum) / (bridge.bar - lastRealBar);
    for (let t = lastRealBar + 1; t <= bridge.bar; t++) value[t] = (value[t] ?? 0) + shift;
  }
  return { value, variance, lastRealBar };
}

/** Passes of `calibrateMarketFactor`. */
export const CALIBRATION_PASSES = 3;

/**
 * Moves the factor so an index built from it reproduces `target` returns through bar `through`:
 * `indexReturns(factor)` builds the index's daily log returns from the factor (sector and own moves
 * of its constituents, dividends and Jensen terms make them differ from the factor), and each pass
 * subtracts the difference divided by the index's loading on the factor. The loading is taken as 1
 * on the first pass, then measured (least squares of how the index moved against how the factor was
 * moved in the previous pass), so the passes converge like a secant method.
 */
export function calibrateMarketFactor(
  factor: Float64Array,
  target: Float64Array,
  through: number,
  indexReturns: (factor: Float64Array) => Float64Array,
): void {
  const last = Math.min(through, factor.length - 1);
  let loading = 1;
  let previousFactor: Float64Array | undefined;
  let previousBuilt: Float64Array | undefined;
  for (let pass = 0; pass < CALIBRATION_PASSES; pass++) {
    const built = indexReturns(factor);
    if (previousFactor && previousBuilt) {
      let moved = 0;
      let squared = 0;
      for (let t = 1; t <= last; t++) {
        const df = (factor[t] ?? 0) - (previousFactor[t] ?? 0);
        moved += df * ((built[t] ?? 0) - (previousBuilt[t] ?? 0));
        squared += df * df;
      }
      if (squared > 0 && moved > 0) loading = moved / squared;
    }
    previousFactor = Float64Array.from(factor);
    previousBuilt = built;
    for (let t = 1; t <= last; t++) {
      factor[t] = (factor[t] ?? 0) - ((built[t] ?? 0) - (target[t] ?? 0)) / loading;
    }
  }
}
