/**
 * A deterministic implied-volatility surface for simulated index options: an ATM term structure
 * (average variance mean-reverting towards a long-run level) times a smile in standardised
 * moneyness z = ln(K/F)/(σ_ATM·√T). In z the skew slope per unit of ln K is ∝ 1/(σ√T), which
 * reproduces the flattening of equity-index skew with maturity, and the smile keeps its shape
 * when the volatility level changes, so VIX/ATM stays near its typical ratio in calm and stress.
 * The negative slope is the index put skew.
 */

/** Thirty calendar days in years: the horizon India VIX and `atmVol30` refer to. */
export const THIRTY_DAYS_IN_YEARS = 30 / 365;

/** Shape of the smile and the term structure (everything except the levels). */
export interface SmileShape {
  /** Mean-reversion speed of instantaneous variance in the term structure, per year. */
  readonly termReversion: number;
  /** Slope of the volatility multiplier in z (negative: puts richer than calls). */
  readonly skew: number;
  /** Curvature of the multiplier in z² (smile convexity). */
  readonly curvature: number;
  /** |z| at which the wings saturate (z is passed through z/√(1 + (z/wingLimit)²)). */
  readonly wingLimit: number;
  /** Floor for any volatility on the surface. */
  readonly minVol: number;
}

/** A surface: levels plus shape. */
export interface VolSurface extends SmileShape {
  /** ATM implied volatility of a 30-calendar-day expiry, decimal per year. */
  readonly atmVol30: number;
  /** ATM volatility the term structure tends to for long expiries. */
  readonly longRunVol: number;
}

/**
 * Equity-index smile (NIFTY-like): the 25-delta put (z ≈ −0.67) about 14 % over ATM volatility
 * (2 points at 14 %), the 25-delta call about 11 % under; 3 standard deviations down ≈ 1.9 × ATM.
 */
export const INDEX_SMILE: SmileShape = {
  termReversion: 4,
  skew: -0.187,
  curvature: 0.0334,
  wingLimit: 4,
  minVol: 0.03,
};

/** No smile and no term structure: every option at one volatility (pair with longRunVol = atmVol30). */
export const FLAT_SMILE: SmileShape = { ...INDEX_SMILE, skew: 0, curvature: 0 };

/** (1 − e^{−κT})/(κT): the share of today's variance excess that survives on average to T. */
function persistence(kappa: number, years: number): number {
  const x = kappa * years;
  return x < 1e-8 ? 1 - x / 2 : (1 - Math.exp(-x)) / x;
}

/** ATM implied volatility for an expiry `years` away (equals `atmVol30` at 30 days). */
export function atmVolatility(surface: VolSurface, years: number): number {
  const longRun = surface.longRunVol * surface.longRunVol;
  const excess = surface.atmVol30 * surface.atmVol30 - longRun;
  const kappa = surface.termReversion;
  const t = Math.max(years, 0);
  const variance = longRun + (excess * persistence(kappa, t)) / persistence(kappa, THIRTY_DAYS_IN_YEARS);
  return Math.max(Math.sqrt(Math.max(variance, 0)), surface.minVol);
}

/** Smile multiplier at standardised moneyness z (1 at the money). */
export function smileMultiplier(shape: SmileShape, z: number): number {
  // An algebraic sigmoid rather than tanh: the same saturation at a fraction of the cost.
  const w = z / shape.wingLimit;
  const x = z / Math.sqrt(1 + w * w);
  return 1 + shape.skew * x + shape.curvature * x * x;
}

/** Implied volatility of strike `strike` for an expiry `years` away with forward `forward`. */
export function surfaceVolatility(
  surface: VolSurface,
  years: number,
  forward: number,
  strike: number,
): number {
  return smileVolatilityAt(surface, atmVolatility(surface, years), years, Math.log(strike / forward));
}

/** Smile volatility given the expiry's ATM volatility and log-moneyness ln(K/F) (the hot path). */
export function smileVolatilityAt(
  shape: SmileShape,
  atmVol: number,
  years: number,
  logMoneyness: number,
): number {
  const sdMove = atmVol * Math.sqrt(years);
  const z = sdMove > 0 ? logMoneyness / sdMove : 0;
  return Math.max(atmVol * smileMultiplier(shape, z), shape.minVol);
}
