/**
 * Floor-trader pivot levels from one session's high, low and close, in the three flavours Indian
 * traders read for the next session's support and resistance: classic, Fibonacci and Camarilla.
 *
 * Pure arithmetic in whatever unit the inputs carry (paise, rupees, index points); callers round to
 * their tick. Formulas as published by the usual charting references (TradingView, Investopedia):
 *   classic    P = (H + L + C) / 3, R1 = 2P − L, S1 = 2P − H, R2 = P + (H − L), S2 = P − (H − L),
 *              R3 = H + 2(P − L), S3 = L − 2(H − P)
 *   Fibonacci  P as above, R/S n = P ± {0.382, 0.618, 1.000} × (H − L)
 *   Camarilla  H/L n = C ± (H − L) × 1.1 / {12, 6, 4, 2}
 */

/** The high, low and close of the session the levels are computed from (usually the previous day). */
export interface PivotInput {
  readonly high: number;
  readonly low: number;
  readonly close: number;
}

/** A pivot with three resistance and three support levels (classic and Fibonacci). */
export interface PivotLevels {
  readonly pivot: number;
  readonly r1: number;
  readonly r2: number;
  readonly r3: number;
  readonly s1: number;
  readonly s2: number;
  readonly s3: number;
}

/** Camarilla levels: H1–H4 above and L1–L4 below the close, with the classic pivot for reference. */
export interface CamarillaLevels {
  readonly pivot: number;
  readonly h1: number;
  readonly h2: number;
  readonly h3: number;
  readonly h4: number;
  readonly l1: number;
  readonly l2: number;
  readonly l3: number;
  readonly l4: number;
}

/** All three flavours from the same session. */
export interface AllPivotLevels {
  readonly classic: PivotLevels;
  readonly fibonacci: PivotLevels;
  readonly camarilla: CamarillaLevels;
}

const FIBONACCI_R1 = 0.382;
const FIBONACCI_R2 = 0.618;
const CAMARILLA_MULTIPLIER = 1.1;

function checkInput({ high, low, close }: PivotInput): void {
  if (![high, low, close].every(Number.isFinite)) throw new RangeError('Pivot input must be finite numbers');
  if (low > high) throw new RangeError(`Pivot input low ${low} is above high ${high}`);
  if (close < low || close > high)
    throw new RangeError(`Pivot input close ${close} is outside ${low}…${high}`);
}

/** The central pivot (H + L + C) / 3. */
export function pivotPoint(input: PivotInput): number {
  checkInput(input);
  return (input.high + input.low + input.close) / 3;
}

/** Classic (floor) pivots: R1 = 2P − L, S1 = 2P − H, R2/S2 = P ± range, R3 = H + 2(P − L), S3 = L − 2(H − P). */
export function classicPivots(input: PivotInput): PivotLevels {
  const pivot = pivotPoint(input);
  const { high, low } = input;
  const range = high - low;
  return {
    pivot,
    r1: 2 * pivot - low,
    r2: pivot + range,
    r3: high + 2 * (pivot - low),
    s1: 2 * pivot - high,
    s2: pivot - range,
    s3: low - 2 * (high - pivot),
  };
}

/** Fibonacci pivots: P ± 0.382, 0.618 and 1.000 times the range. */
export function fibonacciPivots(input: PivotInput): PivotLevels {
  const pivot = pivotPoint(input);
  const range = input.high - input.low;
  return {
    pivot,
    r1: pivot + FIBONACCI_R1 * range,
    r2: pivot + FIBONACCI_R2 * range,
    r3: pivot + range,
    s1: pivot - FIBONACCI_R1 * range,
    s2: pivot - FIBONACCI_R2 * range,
    s3: pivot - range,
  };
}

/** Camarilla levels: close ± range × 1.1 / 12, 6, 4 and 2 (H1…H4 above, L1…L4 below). */
export function camarillaPivots(input: PivotInput): CamarillaLevels {
  const pivot = pivotPoint(input);
  const { close } = input;
  const range = input.high - input.low;
  const step = (divisor: number): number => (range * CAMARILLA_MULTIPLIER) / divisor;
  const [d1, d2, d3, d4] = [step(12), step(6), step(4), step(2)];
  return {
    pivot,
    h1: close + d1,
    h2: close + d2,
    h3: close + d3,
    h4: close + d4,
    l1: close - d1,
    l2: close - d2,
    l3: close - d3,
    l4: close - d4,
  };
}

/** Classic, Fibonacci and Camarilla levels of one session. */
export function allPivotLevels(input: PivotInput): AllPivotLevels {
  return {
    classic: classicPivots(input),
    fibonacci: fibonacciPivots(input),
    camarilla: camarillaPivots(input),
  };
}
