/**
 * The standard normal distribution. The CDF uses Hart's (1968) double-precision rational
 * approximation as published by G. West, "Better approximations to cumulative normal functions"
 * (Wilmott, 2005): absolute error about 1e-15 everywhere, so option prices and implied
 * volatilities are not limited by it (a 7-digit Abramowitz–Stegun formula would visibly bend
 * deep-out-of-the-money implied volatilities).
 */

const INV_SQRT_2PI = 0.3989422804014327;
const SQRT_2PI = 2.506628274631;

/** Standard normal density n(x). */
export function normPdf(x: number): number {
  return INV_SQRT_2PI * Math.exp(-0.5 * x * x);
}

/** Hart's rational function for 0 ≤ z < 7.07: N(−z) = e^{−z²/2}·P(z)/Q(z), Horner-nested (hot path). */
function hartRatio(z: number): number {
  const p =
    (((((0.0352624965998911 * z + 0.700383064443688) * z + 6.37396220353165) * z + 33.912866078383) * z +
      112.079291497871) *
      z +
      221.213596169931) *
      z +
    220.206867912376;
  const q =
    ((((((0.0883883476483184 * z + 1.75566716318264) * z + 16.064177579207) * z + 86.7807322029461) * z +
      296.564248779674) *
      z +
      637.333633378831) *
      z +
      793.826512519948) *
      z +
    440.413735824752;
  return p / q;
}

/** Standard normal cumulative distribution N(x). */
export function normCdf(x: number): number {
  return normCdfWithDensity(x, Math.exp(-0.5 * x * x));
}

/**
 * N(x) when e^{−x²/2} is already known. Black's d1 and d2 share it up to a factor
 * (e^{−d2²/2} = e^{−d1²/2}·F/K), so a price costs one exponential instead of two.
 */
export function normCdfWithDensity(x: number, expHalfSquare: number): number {
  const z = Math.abs(x);
  let tail = 0;
  if (z <= 37) {
    if (z < 7.07106781186547) {
      tail = expHalfSquare * hartRatio(z);
    } else {
      // Continued fraction for the far tail.
      let b = z + 0.65;
      b = z + 4 / b;
      b = z + 3 / b;
      b = z + 2 / b;
      b = z + 1 / b;
      tail = expHalfSquare / b / SQRT_2PI;
    }
  }
  return x > 0 ? 1 - tail : tail;
}
