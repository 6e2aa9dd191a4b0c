/**
 * Unit-variance GARCH(1,1) shock series and the named factors built from them. Each instrument's
 * daily log return is σ_daily · (Σ c_k·F_k,t + √(1 − Σ c_k²)·E_t) with F_k shared factors and E its own
 * shock, all unit-variance GARCH with Student-t innovations: corr(i, j) = Σ_k c_ik·c_jk.
 */
import { createRng, type Rng } from '../simulator/prng';

/** GARCH(1,1) on a unit-variance series: h_t+1 = (1 − α − β) + α·u_t² + β·h_t. */
export interface UnitGarch {
  readonly alpha: number;
  readonly beta: number;
  /** Student-t degrees of freedom of the innovations. */
  readonly nu: number;
}

/**
 * α + β = 0.98 (typical of daily commodity and index fits) with t(6): E[z⁴]α² + 2αβ + β² = 0.985 < 1,
 * so the fourth moment exists and ten-year sample volatilities are stable.
 */
export const DEFAULT_UNIT_GARCH: UnitGarch = { alpha: 0.07, beta: 0.91, nu: 6 };

/** A shock series with unconditional variance 1 and its conditional variance h_t. */
export interface UnitShocks {
  readonly value: Float64Array;
  readonly variance: Float64Array;
}

/** Innovations beyond 12σ are clipped: t(6) can draw absurd values once in millions of days. */
const Z_LIMIT = 12;
/** Conditional variance is capped at 16× the unconditional one (4× the typical daily move). */
const MAX_VARIANCE = 16;

/** Draws n unit-variance GARCH shocks from `rng`. */
export function unitGarchShocks(rng: Rng, n: number, garch: UnitGarch = DEFAULT_UNIT_GARCH): UnitShocks {
  const value = new Float64Array(n);
  const variance = new Float64Array(n);
  const omega = 1 - garch.alpha - garch.beta;
  let h = 1;
  for (let t = 0; t < n; t++) {
    const z = Math.max(-Z_LIMIT, Math.min(Z_LIMIT, rng.studentT(garch.nu)));
    const u = Math.sqrt(h) * z;
    value[t] = u;
    variance[t] = h;
    h = Math.min(MAX_VARIANCE, omega + garch.alpha * u * u + garch.beta * h);
  }
  return { value, variance };
}

/** Shared factors by name, each drawn once from its own stream `factor:<name>` (order-independent). */
export class FactorBank {
  private readonly cache = new Map<string, UnitShocks>();

  constructor(
    private readonly seed: string,
    private readonly n: number,
  ) {}

  /** The factor's shocks (drawn on first use). */
  get(name: string): UnitShocks {
    const known = this.cache.get(name);
    if (known) return known;
    const shocks = unitGarchShocks(createRng(this.seed, `factor:${name}`), this.n);
    this.cache.set(name, shocks);
    return shocks;
  }
}

/** Loadings of one instrument on the shared factors (Σ c² must stay below 1). */
export type FactorLoadings = Readonly<Record<string, number>>;

/** A return path before it is anchored: log levels (n + 1 points, from the level before bar 0). */
export interface LogPath {
  /** level[0] is the log level before the first bar; level[t + 1] is bar t's close. */
  readonly level: Float64Array;
  /** Conditional variance of bar t's log return (for gaps and intraday ranges). */
  readonly variance: Float64Array;
}

/** How an instrument's own log path is drawn. */
export interface PathModel {
  readonly annualVolatility: number;
  /** Annual log drift (before mean reversion). */
  readonly drift: number;
  readonly loadings: FactorLoadings;
  /** Half-life in years of the pull back to the starting level (absent: a pure random walk). */
  readonly halfLifeYears?: number;
}

const TRADING_DAYS = 252;

/**
 * Draws the log path of one instrument: common factors from `bank`, its own shock from `rng`. The level
 * starts at 0; anchoring later shifts the whole path so the last close lands on today's price.
 */
export function drawLogPath(rng: Rng, bank: FactorBank, n: number, model: PathModel): LogPath {
  const sd = model.annualVolatility / Math.sqrt(TRADING_DAYS);
  const factors = Object.entries(model.loadings).map(([name, c]) => ({ c, shocks: bank.get(name) }));
  const common = factors.reduce((sum, f) => sum + f.c * f.c, 0);
  if (common >= 1)
    throw new RangeError(`Factor loadings ${JSON.stringify(model.loadings)} leave no own risk`);
  const own = Math.sqrt(1 - common);
  const ownShocks = unitGarchShocks(rng, n);
  const mu = model.drift / TRADING_DAYS;
  const kappa = model.halfLifeYears ? Math.LN2 / (model.halfLifeYears * TRADING_DAYS) : 0;
  const level = new Float64Array(n + 1);
  const variance = new Float64Array(n);
  let x = 0;
  for (let t = 0; t < n; t++) {
    let shock = own * (ownShocks.value[t] ?? 0);
    let h = own * own * (ownShocks.variance[t] ?? 1);
    for (const f of factors) {
      shock += f.c * (f.shocks.value[t] ?? 0);
      h += f.c * f.c * (f.shocks.variance[t] ?? 1);
    }
    x += mu + sd * shock - kappa * x;
    level[t + 1] = x;
    variance[t] = sd * sd * h;
  }
  return { level, variance };
}
