/**
 * Maximum-likelihood fit of the market factor's model to a real daily return series: a constant
 * mean plus GARCH(1,1) variance (Bollerslev 1986) with unit-variance Student-t innovations, the
 * variance targeted to the sample variance (ω = s²(1 − α − β), Engle–Mezrich 1996), so the fit has
 * three free parameters: α, β and whole ν. A grid search over the three, then a finer search of α
 * and β around the best point. Pure: the same returns give the same fit.
 */

/** The fitted model, in the units `ModelParams` uses (annualised). */
export interface GarchTFit {
  /** Mean daily log return × 252. */
  readonly annualDrift: number;
  /** Sample standard deviation of daily log returns × √252 (the targeted unconditional level). */
  readonly annualVolatility: number;
  readonly alpha: number;
  readonly beta: number;
  /** Degrees of freedom of the Student-t innovations (whole, as the simulator draws them). */
  readonly nu: number;
  /** Log-likelihood at the fit, and the number of returns. */
  readonly logLikelihood: number;
  readonly observations: number;
}

const TRADING_DAYS = 252;

/** Fits GARCH(1,1)-t with variance targeting to daily log returns `r`. */
export function fitGarchT(r: ArrayLike<number>): GarchTFit {
  const n = r.length;
  if (n < 250) throw new RangeError('At least a year of daily returns is needed to fit the model');
  let mean = 0;
  for (let t = 0; t < n; t++) mean += r[t] ?? 0;
  mean /= n;
  const e = new Float64Array(n);
  let variance = 0;
  for (let t = 0; t < n; t++) {
    const d = (r[t] ?? 0) - mean;
    e[t] = d;
    variance += d * d;
  }
  variance /= n - 1;

  let best = { alpha: 0, beta: 0, nu: 0, ll: Number.NEGATIVE_INFINITY };
  const consider = (alpha: number, beta: number, nu: number): void => {
    if (alpha <= 0 || beta <= 0 || alpha + beta >= 0.999) return;
    const ll = logLikelihood(e, variance, alpha, beta, nu);
    if (ll > best.ll) best = { alpha, beta, nu, ll };
  };
  for (let nu = 3; nu <= 12; nu++) {
    for (let a = 1; a <= 25; a += 2) {
      for (let b = 70; b <= 99; b++) consider(a / 100, b / 100, nu);
    }
  }
  const { nu } = best;
  const coarse = best;
  for (let a = -20; a <= 20; a++) {
    for (let b = -20; b <= 20; b++) {
      consider(round4(coarse.alpha + a / 2_000), round4(coarse.beta + b / 2_000), nu);
    }
  }
  return {
    annualDrift: mean * TRADING_DAYS,
    annualVolatility: Math.sqrt(variance * TRADING_DAYS),
    alpha: best.alpha,
    beta: best.beta,
    nu,
    logLikelihood: best.ll,
    observations: n,
  };
}

/**
 * The conditional variance path of `e` (demeaned returns) under GARCH(1,1) with variance target
 * `variance`: h_0 = variance, h_t+1 = ω + α·e_t² + β·h_t. Entry t is the variance e_t was drawn with.
 */
export function garchVariancePath(
  e: ArrayLike<number>,
  variance: number,
  alpha: number,
  beta: number,
): Float64Array {
  const omega = variance * (1 - alpha - beta);
  const h = new Float64Array(e.length);
  let current = variance;
  for (let t = 0; t < e.length; t++) {
    h[t] = current;
    const x = e[t] ?? 0;
    current = omega + alpha * x * x + beta * current;
  }
  return h;
}

function logLikelihood(e: Float64Array, variance: number, alpha: number, beta: number, nu: number): number {
  const omega = variance * (1 - alpha - beta);
  const constant = logGamma((nu + 1) / 2) - logGamma(nu / 2) - 0.5 * Math.log(Math.PI * (nu - 2));
  const scale = nu - 2;
  let h = variance;
  let ll = 0;
  for (const x of e) {
    ll += constant - 0.5 * Math.log(h) - ((nu + 1) / 2) * Math.log(1 + (x * x) / (scale * h));
    h = omega + alpha * x * x + beta * h;
  }
  return ll;
}

function round4(x: number): number {
  return Math.round(x * 10_000) / 10_000;
}

/** ln Γ(x) for x > 0 (Lanczos, g = 7, nine terms: about 15 significant digits). */
function logGamma(x: number): number {
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const g = 7;
  const c = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
    12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
  ];
  const z = x - 1;
  let a = c[0] ?? 1;
  const t = z + g + 0.5;
  for (let i = 1; i < g + 2; i++) a += (c[i] ?? 0) / (z + i);
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(a);
}
