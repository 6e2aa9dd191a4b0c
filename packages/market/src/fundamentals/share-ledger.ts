/**
 * Share counts and dividends of a company through time, as they were reported at each date:
 * walked back from today's count through the splits, bonuses and share issues after that date.
 */
import { type CorporateAction, shareMultiplierOf } from '../simulator/corporate-actions';
import type { IsoDate } from '../units';

/** New shares issued for cash on `date` (a placement or ESOP allotment), as a fraction of the shares before it. */
export interface ShareIssue {
  readonly date: IsoDate;
  readonly fraction: number;
}

/** Dividends with an ex-date in a period. */
export interface PeriodDividends {
  /** Whole rupees paid: each dividend × shares outstanding on its ex-date. */
  readonly paid: number;
  /** Paise per share outstanding at the period end (earlier splits and bonuses divided out). */
  readonly perShare: number;
}

/** Share counts and dividends derived from today's count, the corporate actions and share issues. */
export interface ShareLedger {
  /** Shares outstanding at the end of `date` (fractional: callers round). */
  sharesAt(date: IsoDate): number;
  /** Dividends with `after < exDate ≤ periodEnd`, per share outstanding at `periodEnd`. */
  dividendsBetween(after: IsoDate, periodEnd: IsoDate): PeriodDividends;
  /**
   * `dividendsBetween(bounds[k − 1], bounds[k])` for k = 1 … bounds.length − 1, in one pass
   * (`bounds` ascending).
   */
  dividendsByPeriod(bounds: readonly IsoDate[]): PeriodDividends[];
}

interface ShareEvent {
  readonly date: IsoDate;
  readonly multiplier: number;
  /** Splits and bonuses restate per-share figures; issues for cash do not (new holders, new money). */
  readonly restates: boolean;
}

interface LedgerDividend {
  readonly exDate: IsoDate;
  readonly amountPaise: number;
  readonly paid: number;
  /** Product of the split/bonus multipliers after the ex-date (up to today). */
  readonly splitsAfter: number;
}

/** Product of the multipliers of the events after `date` (all of them, or only restating ones). */
function multiplierAfter(events: readonly ShareEvent[], date: IsoDate, restatingOnly: boolean): number {
  let multiplier = 1;
  for (const event of events) {
    if (event.date > date && (event.restates || !restatingOnly)) multiplier *= event.multiplier;
  }
  return multiplier;
}

/** Builds the ledger; actions and issues after `asOf` are ignored (today's count already excludes them). */
export function createShareLedger(
  sharesNow: number,
  asOf: IsoDate,
  actions: readonly CorporateAction[],
  issues: readonly ShareIssue[],
): ShareLedger {
  const events: ShareEvent[] = [];
  for (const action of actions) {
    if (action.kind !== 'dividend' && action.exDate <= asOf)
      events.push({ date: action.exDate, multiplier: shareMultiplierOf(action), restates: true });
  }
  for (const issue of issues) {
    if (issue.date <= asOf && issue.fraction > 0)
      events.push({ date: issue.date, multiplier: 1 + issue.fraction, restates: false });
  }
  const sharesAt = (date: IsoDate): number => sharesNow / multiplierAfter(events, date, false);
  // Each dividend's cash and restatement factor are fixed, so they are worked out once.
  const dividends: LedgerDividend[] = [];
  for (const action of actions) {
    if (action.kind !== 'dividend' || action.exDate > asOf) continue;
    dividends.push({
      exDate: action.exDate,
      amountPaise: action.amountPaise,
      paid: Math.round((action.amountPaise * sharesAt(action.exDate)) / 100),
      splitsAfter: multiplierAfter(events, action.exDate, true),
    });
  }

  // Sorted by ex-date so periods can be filled in one pass.
  dividends.sort((a, b) => (a.exDate < b.exDate ? -1 : a.exDate > b.exDate ? 1 : 0));

  const dividendsBetween = (after: IsoDate, periodEnd: IsoDate): PeriodDividends => {
    let paid = 0;
    let perShare = 0;
    let splitsAfterEnd = 0;
    for (const dividend of dividends) {
      if (dividend.exDate <= after || dividend.exDate > periodEnd) continue;
      if (splitsAfterEnd === 0) splitsAfterEnd = multiplierAfter(events, periodEnd, true);
      paid += dividend.paid;
      // Splits and bonuses between the ex-date and the period end divide the amount per share.
      perShare += dividend.amountPaise / (dividend.splitsAfter / splitsAfterEnd);
    }
    return { paid, perShare };
  };

  return {
    sharesAt,
    dividendsBetween,
    dividendsByPeriod(bounds) {
      const out: PeriodDividends[] = [];
      let next = 0;
      for (let k = 1; k < bounds.length; k++) {
        const after = bounds[k - 1] ?? '';
        const periodEnd = bounds[k] ?? '';
        while (next < dividends.length && (dividends[next]?.exDate ?? '') <= after) next++;
        const first = next;
        while (next < dividends.length && (dividends[next]?.exDate ?? '') <= periodEnd) next++;
        if (first === next) {
          out.push(NONE);
          continue;
        }
        const splitsAfterEnd = multiplierAfter(events, periodEnd as IsoDate, true);
        let paid = 0;
        let perShare = 0;
        for (let d = first; d < next; d++) {
          const dividend = dividends[d];
          if (!dividend) continue;
          paid += dividend.paid;
          perShare += dividend.amountPaise / (dividend.splitsAfter / splitsAfterEnd);
        }
        out.push({ paid, perShare });
      }
      return out;
    },
  };
}

const NONE: PeriodDividends = { paid: 0, perShare: 0 };
