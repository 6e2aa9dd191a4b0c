// The catalogue cards' payoff sketch: a strategy's expiry payoff computed from its leg templates
// alone (no chain), in strike steps around the money, then drawn as a small SVG.
import type { StrategySummary } from '@nivesh/contracts';

export type LegTemplate = StrategySummary['legs'][number];

/** The sketch's model move to the near expiry, in strike steps (one σ of a normal distribution). */
const NEAR_SIGMA_STEPS = 3;
/** The next expiry is taken as twice as far away, so its σ is √2 times the near one. */
const NEXT_SIGMA_STEPS = NEAR_SIGMA_STEPS * Math.SQRT2;
/** Steps shown beyond the outermost strikes, and the least half-width of the sketch. */
const MARGIN_STEPS = 4;
const MIN_HALF_WIDTH = 6;
/** Points sampled when the payoff is not piecewise linear (a leg of the next expiry). */
const CURVE_SAMPLES = 61;

export interface SketchPoint {
  /** Underlying at expiry, in strike steps from the ATM strike. */
  readonly x: number;
  /** P&L per unit of the smallest lot, in the same steps. */
  readonly y: number;
}

export interface TemplatePayoff {
  readonly points: readonly SketchPoint[];
  /** True when a leg expires later (calendars, diagonals): its value at the near expiry is modelled. */
  readonly approximate: boolean;
}

// Standard normal density and distribution (Abramowitz–Stegun 7.1.26 for erf; |error| < 1.5e-7).
const density = (d: number) => Math.exp(-0.5 * d * d) / Math.sqrt(2 * Math.PI);
function distribution(d: number): number {
  const z = Math.abs(d) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * z);
  const poly =
    t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-z * z);
  return d >= 0 ? 0.5 * (1 + erf) : 0.5 * (1 - erf);
}

/** An option's value under a normal (Bachelier) model: underlying `s`, strike `k`, spread `sigma`. */
function normalOptionValue(kind: 'call' | 'put', s: number, k: number, sigma: number): number {
  if (sigma <= 0) return Math.max(0, kind === 'call' ? s - k : k - s);
  const d = (s - k) / sigma;
  return kind === 'call'
    ? (s - k) * distribution(d) + sigma * density(d)
    : (k - s) * distribution(-d) + sigma * density(d);
}

/** A leg's value per unit with the underlying at `s`, `sigma` steps of move still ahead of it. */
function legValue(leg: LegTemplate, s: number, sigma: number): number {
  if (leg.instrument === 'future' || leg.instrument === 'stock') return s;
  return normalOptionValue(leg.instrument, s, leg.strikeSteps, sigma);
}

/** The legs' P&L at the near expiry with the underlying at `s` (entered at the money, at 0). */
function payoffAt(legs: readonly LegTemplate[], s: number): number {
  let total = 0;
  for (const leg of legs) {
    const next = leg.expiry === 'next' && leg.instrument !== 'stock';
    const entry = legValue(leg, 0, next ? NEXT_SIGMA_STEPS : NEAR_SIGMA_STEPS);
    // At the near expiry a next-expiry leg still has the near expiry's time left.
    const exit = legValue(leg, s, next ? NEAR_SIGMA_STEPS : 0);
    total += (leg.side === 'buy' ? 1 : -1) * leg.lots * (exit - entry);
  }
  return total;
}

/**
 * The expiry payoff of a catalogue strategy, in strike steps: exact and piecewise linear (a point at
 * each strike and at both ends) when every leg expires together; sampled and flagged approximate
 * when a leg expires later. Premiums come from a normal model with a 3-step move to expiry.
 */
export function templatePayoff(legs: readonly LegTemplate[]): TemplatePayoff {
  const strikes = legs
    .filter((l) => l.instrument === 'call' || l.instrument === 'put')
    .map((l) => l.strikeSteps);
  const low = Math.min(-MIN_HALF_WIDTH, ...strikes.map((k) => k - MARGIN_STEPS));
  const high = Math.max(MIN_HALF_WIDTH, ...strikes.map((k) => k + MARGIN_STEPS));
  const approximate = legs.some((l) => l.expiry === 'next' && l.instrument !== 'stock');
  const xs = approximate
    ? Array.from({ length: CURVE_SAMPLES }, (_, i) => low + ((high - low) * i) / (CURVE_SAMPLES - 1))
    : [...new Set([low, ...strikes, high])].sort((a, b) => a - b);
  return { points: xs.map((x) => ({ x, y: payoffAt(legs, x) })), approximate };
}

export interface SketchGeometry {
  /** The payoff line (SVG path data). */
  readonly line: string;
  /** The areas between the line and zero where the payoff is a profit, and where it is a loss. */
  readonly profit: string;
  readonly loss: string;
  /** The zero line's height in the box. */
  readonly zeroY: number;
}

/** The points with the places where the line crosses zero added (so areas split exactly there). */
function withZeroCrossings(points: readonly SketchPoint[]): SketchPoint[] {
  const out: SketchPoint[] = [];
  points.forEach((point, i) => {
    const before = points[i - 1];
    if (before && before.y * point.y < 0) {
      const x = before.x + ((point.x - before.x) * before.y) / (before.y - point.y);
      out.push({ x, y: 0 });
    }
    out.push(point);
  });
  return out;
}

/** The payoff drawn into a `width` × `height` box (y up, zero always inside, a little padding). */
export function sketchGeometry(
  points: readonly SketchPoint[],
  width: number,
  height: number,
  padding = 4,
): SketchGeometry {
  const all = withZeroCrossings(points);
  const first = all[0];
  const last = all[all.length - 1];
  if (!first || !last) return { line: '', profit: '', loss: '', zeroY: height / 2 };
  const ys = all.map((p) => p.y);
  const top = Math.max(0, ...ys);
  const bottom = Math.min(0, ...ys);
  const span = top - bottom || 1;
  const xSpan = last.x - first.x || 1;
  const round = (n: number) => Math.round(n * 100) / 100;
  const toX = (x: number) => round(padding + ((x - first.x) / xSpan) * (width - 2 * padding));
  const toY = (y: number) => round(padding + ((top - y) / span) * (height - 2 * padding));
  const zeroY = toY(0);
  const path = (clampY: (y: number) => number) =>
    `M${toX(first.x)},${zeroY}L${all.map((p) => `${toX(p.x)},${clampY(toY(p.y))}`).join('L')}L${toX(last.x)},${zeroY}Z`;
  return {
    line: `M${all.map((p) => `${toX(p.x)},${toY(p.y)}`).join('L')}`,
    // SVG y grows downwards: profit lies above the zero line (smaller y), loss below.
    profit: path((y) => Math.min(y, zeroY)),
    loss: path((y) => Math.max(y, zeroY)),
    zeroY,
  };
}
