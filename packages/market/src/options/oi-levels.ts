/**
 * Support and resistance read from open interest, as NSE option traders (and Sensibull's / Opstra's
 * OI charts) read them: option writers defend the strikes they sold, so
 * - support = the strike at or below spot with the highest put open interest (put writers expect
 *   the market to stay above it), with the second highest as the next support;
 * - resistance = the strike at or above spot with the highest call open interest (call writers
 *   expect it to stay below), with the second highest as the next resistance;
 * - today's additions: the strikes where the most put / call open interest was added since the
 *   previous close (anywhere), and the "immediate" levels by change in OI: the largest put
 *   addition at or below spot and the largest call addition at or above spot, where fresh writing
 *   shows what the market is defending today.
 * A convention of traders, not an NSE statistic. Works on any expiry with ascending strikes and OI
 * in contracts: a simulated chain expiry, or real NSE rows (previousOpenInterest = openInterest −
 * changeinOpenInterest).
 */

/** One side's open interest, and optionally its value at the previous session's close. */
export interface OiLevelSide {
  readonly openInterest: ArrayLike<number>;
  readonly previousOpenInterest?: ArrayLike<number>;
}

/** An expiry's strikes (ascending, points) with call and put open interest (contracts). */
export interface OiLevelsView {
  readonly strikes: ArrayLike<number>;
  readonly call: OiLevelSide;
  readonly put: OiLevelSide;
}

/** A strike with its open interest and change since the previous close (NaN when not known). */
export interface OiLevel {
  readonly strike: number;
  readonly openInterest: number;
  readonly change: number;
}

/** Levels of one expiry; null where no strike qualifies (no OI on that side of spot, no addition). */
export interface OiLevels {
  /** Highest put OI at or below spot. */
  readonly support: OiLevel | null;
  readonly secondSupport: OiLevel | null;
  /** Highest call OI at or above spot. */
  readonly resistance: OiLevel | null;
  readonly secondResistance: OiLevel | null;
  /** Largest put OI added today, any strike. */
  readonly largestPutAddition: OiLevel | null;
  /** Largest call OI added today, any strike. */
  readonly largestCallAddition: OiLevel | null;
  /** Largest put OI added today at or below spot. */
  readonly immediateSupport: OiLevel | null;
  /** Largest call OI added today at or above spot. */
  readonly immediateResistance: OiLevel | null;
}

type Score = (i: number) => number;

/** Indexes of the highest and second-highest positive scores among `rows` (lowest strike on a tie). */
function topTwo(rows: readonly number[], score: Score): [number, number] {
  let first = -1;
  let second = -1;
  for (const i of rows) {
    const value = score(i);
    if (!(value > 0)) continue;
    if (first < 0 || value > score(first)) {
      second = first;
      first = i;
    } else if (second < 0 || value > score(second)) {
      second = i;
    }
  }
  return [first, second];
}

/** Support, resistance and the day's largest OI additions of one expiry around `spot` (points). */
export function oiLevels(expiry: OiLevelsView, spot: number): OiLevels {
  const { strikes, call, put } = expiry;
  const all: number[] = [];
  const below: number[] = [];
  const above: number[] = [];
  for (let i = 0; i < strikes.length; i++) {
    const strike = strikes[i] ?? Number.NaN;
    all.push(i);
    if (strike <= spot) below.push(i);
    if (strike >= spot) above.push(i);
  }
  const oi =
    (side: OiLevelSide): Score =>
    (i) =>
      side.openInterest[i] ?? 0;
  const change = (side: OiLevelSide): Score => {
    const previous = side.previousOpenInterest;
    return previous ? (i) => (side.openInterest[i] ?? 0) - (previous[i] ?? 0) : () => Number.NaN;
  };
  const level = (side: OiLevelSide, i: number): OiLevel | null =>
    i < 0
      ? null
      : {
          strike: strikes[i] ?? Number.NaN,
          openInterest: side.openInterest[i] ?? 0,
          change: change(side)(i),
        };
  const [support, secondSupport] = topTwo(below, oi(put));
  const [resistance, secondResistance] = topTwo(above, oi(call));
  return {
    support: level(put, support),
    secondSupport: level(put, secondSupport),
    resistance: level(call, resistance),
    secondResistance: level(call, secondResistance),
    largestPutAddition: level(put, topTwo(all, change(put))[0]),
    largestCallAddition: level(call, topTwo(all, change(call))[0]),
    immediateSupport: level(put, topTwo(below, change(put))[0]),
    immediateResistance: level(call, topTwo(above, change(call))[0]),
  };
}
