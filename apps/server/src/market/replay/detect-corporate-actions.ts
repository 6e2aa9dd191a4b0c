/**
 * Corporate actions read from the exchange's own daily figures, since the import has no corporate
 * action file. Two signals, for each imported day t of a symbol against its previous imported bar:
 *
 * 1. NSE's PREVCLOSE (`prev`) differs from the previous close (`last`) by more than one ₹0.05 tick
 *    and is lower: NSE restated the base price for an ex-date, and the backward price factor is
 *    prev / last. If that factor is below 0.9 and last / prev is within 1 % of a split/bonus ratio
 *    (1.5, 5/3, 2, 2.5, 3, 4, 5, 6, 10), it is that split or bonus: factor 1/ratio exactly, shares
 *    × ratio. Anything else (dividend, demerger, rights) moves the price only: factor prev / last,
 *    shares unchanged. A PREVCLOSE above the last close is not a corporate action and is ignored.
 *    Guard: on a day where most symbols' PREVCLOSE disagrees (≥ 2 symbols and > 25 % of those
 *    compared) a session is missing from the import (a Muhurat session, a file never imported,
 *    years between two files), so nothing on that day is taken as an action, by either signal:
 *    the prices moved over sessions the import does not hold.
 * 2. The real old-format bhavcopies do NOT restate PREVCLOSE for bonuses (RELIANCE 1:1 bonus ex
 *    2017-09-07: PREVCLOSE 1645.40 = the 06-Sep close, open 823.00; likewise WIPRO, ITC, LT, M&M in
 *    2016–2017). So a day traded entirely far below the previous close (high ≤ last / 1.4, a drop
 *    no circuit band allows) whose last / open is within 4 % of a split/bonus ratio is taken as that
 *    split or bonus (from an open of ₹1 up: below it one tick is a 5 % move). A smaller bonus
 *    (1:3, 1:4: a 25 %/20 % drop) cannot be told from a crash this way and is not detected; a
 *    consolidation (price up) is only detected through signal 1.
 *
 * A split and a bonus of the same ratio look the same in a bhavcopy: both are recorded as the bonus
 * of that ratio (1:1 for ×2), which gives the same price factor and share multiplier.
 */
import type { CorporateAction, IsoDate, Paise, SessionAdjustment } from '@nivesh/market';
import type { ImportedBar, ImportedSeries } from './imported-market';

/** How an action was found: NSE's restated PREVCLOSE, or a price gap at a split/bonus ratio. */
export type ActionSignal = 'prev-close' | 'price-gap';

/** A corporate action record as MarketFeed returns it, with how it was detected. */
export type DetectedCorporateAction = CorporateAction & { readonly detectedBy: ActionSignal };

/** One detected action of one symbol. */
export interface DetectedAction {
  readonly exDate: IsoDate;
  readonly adjustment: SessionAdjustment;
  readonly record: DetectedCorporateAction;
}

/** Share multipliers of common bonuses and splits, as [numerator, denominator]. */
const SHARE_RATIOS: readonly (readonly [number, number])[] = [
  [3, 2],
  [5, 3],
  [2, 1],
  [5, 2],
  [3, 1],
  [4, 1],
  [5, 1],
  [6, 1],
  [10, 1],
];
const TICK_PAISE = 5;
const PREV_CLOSE_RATIO_TOLERANCE = 0.01;
const GAP_RATIO_TOLERANCE = 0.04;
/** A whole day this far below the previous close (≈ −29 %) is beyond any price band. */
const GAP_MIN_DROP = 1.4;
/** Below ₹1 one tick is a 5 %+ move: a penny stock's 0.15 → 0.10 is no 1:2 bonus. */
const GAP_MIN_OPEN_PAISE = 100;
const SPLIT_FACTOR_BELOW = 0.9;
const MISSING_SESSION_SHARE = 0.25;

/** The split/bonus ratio nearest `ratio` within `tolerance` (relative), if any. */
function shareRatioNear(ratio: number, tolerance: number): readonly [number, number] | undefined {
  let best: readonly [number, number] | undefined;
  let bestError = tolerance;
  for (const candidate of SHARE_RATIOS) {
    const error = Math.abs(ratio / (candidate[0] / candidate[1]) - 1);
    if (error <= bestError) {
      best = candidate;
      bestError = error;
    }
  }
  return best;
}

function shareAction(exDate: IsoDate, ratio: readonly [number, number], by: ActionSignal): DetectedAction {
  const [num, den] = ratio;
  return {
    exDate,
    adjustment: { priceFactor: den / num, shareMultiplier: num / den },
    record: { kind: 'bonus', exDate, bonusShares: num - den, heldShares: den, detectedBy: by },
  };
}

const restated = (bar: ImportedBar, last: ImportedBar): boolean =>
  Math.abs(bar.prevClose - last.close) > TICK_PAISE;

/** Calls `visit` with each imported bar of each symbol after its first, and the bar before it. */
function eachDayPair(
  equities: ReadonlyMap<string, ImportedSeries>,
  visit: (symbol: string, t: number, bar: ImportedBar, last: ImportedBar) => void,
): void {
  for (const [symbol, series] of equities) {
    for (let j = 1; j < series.bars.length; j++) {
      const bar = series.bars[j];
      const last = series.bars[j - 1];
      if (bar && last) visit(symbol, series.days[j] ?? -1, bar, last);
    }
  }
}

/**
 * Days (indices into the imported days) on which a session before them is missing from the import:
 * most symbols' PREVCLOSE disagrees with their last imported close (a gap between imported days).
 */
export function daysAfterMissingSessions(equities: ReadonlyMap<string, ImportedSeries>): Set<number> {
  const compared = new Map<number, number>();
  const differing = new Map<number, number>();
  eachDayPair(equities, (_symbol, t, bar, last) => {
    compared.set(t, (compared.get(t) ?? 0) + 1);
    if (restated(bar, last)) differing.set(t, (differing.get(t) ?? 0) + 1);
  });
  const days = new Set<number>();
  for (const [t, count] of differing) {
    if (count >= 2 && count > MISSING_SESSION_SHARE * (compared.get(t) ?? 0)) days.add(t);
  }
  return days;
}

/** The action of day `bar` against the symbol's previous imported bar `last`, if any. */
function actionBetween(exDate: IsoDate, bar: ImportedBar, last: ImportedBar): DetectedAction | undefined {
  if (last.close <= 0 || bar.open <= 0) return undefined;
  if (restated(bar, last) && bar.prevClose > 0 && bar.prevClose < last.close) {
    const factor = bar.prevClose / last.close;
    const ratio =
      factor < SPLIT_FACTOR_BELOW ? shareRatioNear(1 / factor, PREV_CLOSE_RATIO_TOLERANCE) : undefined;
    if (ratio) return shareAction(exDate, ratio, 'prev-close');
    return {
      exDate,
      adjustment: { priceFactor: factor, shareMultiplier: 1 },
      record: {
        kind: 'dividend',
        exDate,
        amountPaise: (last.close - bar.prevClose) as Paise,
        detectedBy: 'prev-close',
      },
    };
  }
  if (bar.open >= GAP_MIN_OPEN_PAISE && bar.high * GAP_MIN_DROP <= last.close) {
    const ratio = shareRatioNear(last.close / bar.open, GAP_RATIO_TOLERANCE);
    if (ratio) return shareAction(exDate, ratio, 'price-gap');
  }
  return undefined;
}

/** Every detected corporate action by symbol, oldest first (see the module comment for the rules). */
export function detectCorporateActions(
  days: readonly IsoDate[],
  equities: ReadonlyMap<string, ImportedSeries>,
): Map<string, DetectedAction[]> {
  const missing = daysAfterMissingSessions(equities);
  const actions = new Map<string, DetectedAction[]>();
  eachDayPair(equities, (symbol, t, bar, last) => {
    const exDate = days[t];
    // After a gap the price moved over sessions the import does not hold: neither signal can tell
    // an action from that move (a 33 % fall over two years is no 1:2 bonus), so none is taken.
    if (exDate === undefined || missing.has(t)) return;
    const action = actionBetween(exDate, bar, last);
    if (!action) return;
    const list = actions.get(symbol);
    if (list) list.push(action);
    else actions.set(symbol, [action]);
  });
  return actions;
}
