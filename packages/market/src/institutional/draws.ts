/** Random draws the simulated institutional activity shares (deals, insider trades). */
import type { Rng } from '../simulator/prng';

/** A log-normal draw with the given median and log-standard deviation. */
export function logNormal(rng: Rng, median: number, sigma: number): number {
  return median * Math.exp(sigma * rng.normal());
}

/** Poisson draw by inversion (λ here is small). */
export function poisson(rng: Rng, lambda: number): number {
  if (!(lambda > 0)) return 0;
  let k = 0;
  let p = Math.exp(-lambda);
  let cumulative = p;
  const u = rng.uniform();
  while (u > cumulative && k < 1000) {
    k++;
    p *= lambda / k;
    cumulative += p;
  }
  return k;
}
