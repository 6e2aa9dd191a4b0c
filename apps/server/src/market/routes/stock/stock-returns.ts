/**
 * stock/getStockData: returns over standard periods from adjusted closes, and corporate actions.
 */
import type { CorporateActionDto, PeriodReturn, ReturnPeriod } from '@nivesh/contracts';
import { addCalendarDays, barIndexOnOrBefore, type CorporateAction, type IsoDate } from '@nivesh/market';
import type { MarketService } from '../../market.service';
import { round } from '../../market-answers';
import type { FoundSymbol } from './stock-lookup';

interface PeriodSpec {
  readonly period: ReturnPeriod;
  readonly days?: number;
  readonly months?: number;
}

const PERIODS: readonly PeriodSpec[] = [
  { period: '1W', days: 7 },
  { period: '1M', months: 1 },
  { period: '3M', months: 3 },
  { period: '6M', months: 6 },
  { period: '1Y', months: 12 },
  { period: '3Y', months: 36 },
  { period: '5Y', months: 60 },
];

/** The same day `months` calendar months earlier, clamped to the month's length (31 Mar − 1M = 28/29 Feb). */
export function monthsBefore(date: IsoDate, months: number): IsoDate {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  const index = y * 12 + (m - 1) - months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const day = Math.min(d, lastDay);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}` as IsoDate;
}

/** Returns of each standard period: LTP against the adjusted close of the last day on or before the start. */
export function periodReturns(market: MarketService, found: FoundSymbol): PeriodReturn[] {
  const state = market.feed.state;
  const daily = state.daily(found.id);
  const ltp = state.quote(found.id).ltp;
  const today = state.sessionDate;
  return PERIODS.map((spec) => {
    const start = spec.days ? addCalendarDays(today, -spec.days) : monthsBefore(today, spec.months ?? 0);
    const t = barIndexOnOrBefore(state.dates, start);
    const empty = {
      period: spec.period,
      fromDate: null,
      fromPrice: null,
      changePct: null,
      annualisedPct: null,
    };
    // Imported data not reaching the period's start without a gap: not enough history.
    if (t < 0 || daily.firstDay < 0 || t < daily.firstDay || t < state.continuousHistoryFrom) return empty;
    const from = (daily.close[t] ?? 0) * (daily.adjFactor[t] ?? 1);
    if (!(from > 0) || !(ltp > 0)) return empty;
    const years = (spec.months ?? 0) / 12;
    return {
      period: spec.period,
      fromDate: state.dates[t] ?? null,
      fromPrice: round(from / 100, 2),
      changePct: round(((ltp - from) / from) * 100, 2),
      annualisedPct: years > 1 ? round(((ltp / from) ** (1 / years) - 1) * 100, 2) : null,
    };
  });
}

function rupees(paise: number): string {
  return `₹${(paise / 100).toFixed(2)}`;
}

/** One corporate action as the stock page shows it. */
export function describeAction(action: CorporateAction): CorporateActionDto {
  switch (action.kind) {
    case 'dividend':
      return {
        kind: 'dividend',
        exDate: action.exDate,
        description: `Dividend ${rupees(action.amountPaise)} per share`,
        dividend: round(action.amountPaise / 100, 2),
        ratio: null,
      };
    case 'split':
      return {
        kind: 'split',
        exDate: action.exDate,
        description: `Split: face value ₹${action.fromFaceValue} → ₹${action.toFaceValue}`,
        dividend: null,
        ratio: `₹${action.fromFaceValue} → ₹${action.toFaceValue}`,
      };
    case 'bonus':
      return {
        kind: 'bonus',
        exDate: action.exDate,
        description: `Bonus ${action.bonusShares}:${action.heldShares} (${action.bonusShares} new for every ${action.heldShares} held)`,
        dividend: null,
        ratio: `${action.bonusShares}:${action.heldShares}`,
      };
  }
}

/** Corporate actions up to today, newest first. */
export function corporateActionsOf(market: MarketService, found: FoundSymbol): CorporateActionDto[] {
  return market.feed
    .corporateActions(found.meta.symbol)
    .map(describeAction)
    .sort((a, b) => (a.exDate < b.exDate ? 1 : a.exDate > b.exDate ? -1 : 0));
}
