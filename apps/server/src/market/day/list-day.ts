/**
 * Which session a lists request asks about: the live one (quotes in the MarketState) or a
 * completed day of the daily columns, and each stock's figures that day in one shape for both.
 */
import { type IsoDate, istDateTimeToUtc, type MarketState, NSE_SESSION } from '@nivesh/market';
import { type Refusal, refuse } from '../../http/answers';
import type { MarketService } from '../market.service';
import { dayIndexOf } from '../session-days';

/** The live session, or completed day `t` of `state.dates`. */
export type ListDay =
  | { readonly kind: 'live'; readonly date: IsoDate }
  | { readonly kind: 'past'; readonly date: IsoDate; readonly t: number };

/** The session `date` names (none: the live one), or a refusal saying why there is no data for it. */
export function resolveListDay(state: MarketState, date: string | undefined): ListDay | Refusal {
  const session = state.sessionDate;
  if (date === undefined || date === session) return { kind: 'live', date: session };
  const dates = state.dates;
  const first = dates[0] ?? session;
  if (date > session) return refuse(`No market data for ${date}: that session has not happened yet.`);
  if (date < first) return refuse(`No market data for ${date}: the market history starts on ${first}.`);
  const t = dayIndexOf(dates, date);
  if (t < 0)
    return refuse(`No market data for ${date}: the market was closed that day (weekend or holiday).`);
  if (t === 0) {
    return refuse(`No market data for ${date}: it is the first day of the history, with no previous close.`);
  }
  return { kind: 'past', date: date as IsoDate, t };
}

/** Market time the day's figures are as of: now for the live session, the close for a past day. */
export function asOfDay(market: MarketService, day: ListDay): number {
  if (day.kind === 'live') return market.feed.session().marketTimeMs;
  return istDateTimeToUtc(day.date, NSE_SESSION.close).getTime();
}

/** True when the day is the session now trading. */
export function isLiveDay(market: MarketService, day: ListDay): boolean {
  return day.kind === 'live' && market.feed.session().live;
}

/**
 * A stock's session in paise (hundredths of a point for indices), printed in that day's terms.
 * Quote (the live session) satisfies it as is.
 */
export interface DayQuote {
  readonly ltp: number;
  readonly open: number;
  readonly high: number;
  readonly low: number;
  readonly prevClose: number;
  readonly volume: number;
  /** % change vs previous close; NaN without one. */
  readonly changePct: number;
}

const at = (a: ArrayLike<number>, i: number): number => a[i] ?? 0;

/**
 * Completed day `t` of a symbol as a DayQuote, or undefined when it has no bar that day. The
 * previous close is the exchange's own for the day when the data has it (the bhavcopy's PREVCLOSE:
 * right after a gap in imported days too), else the last earlier printed close restated in day t's
 * terms (through the adjustment factors), so a split going ex on day t is not a fall.
 */
export function pastDayQuote(state: MarketState, id: number, t: number): DayQuote | undefined {
  const daily = state.daily(id);
  const close = at(daily.close, t);
  if (close <= 0 || daily.firstDay < 0) return undefined;
  const prevClose = state.referenceClose(id, t);
  return {
    ltp: close,
    open: at(daily.open, t),
    high: at(daily.high, t),
    low: at(daily.low, t),
    prevClose,
    volume: at(daily.volume, t),
    changePct: prevClose > 0 ? ((close - prevClose) / prevClose) * 100 : Number.NaN,
  };
}

/** A symbol's figures on the day: the live quote or the completed day's bar. */
export function dayQuote(state: MarketState, id: number, day: ListDay): DayQuote | undefined {
  if (day.kind === 'past') return pastDayQuote(state, id, day.t);
  const quote = state.quote(id);
  return quote.prevClose > 0 ? quote : undefined;
}

/** Index (in `state.dates`) one past the last completed day before `day`: the end of its look-back windows. */
export function windowEnd(state: MarketState, day: ListDay): number {
  return day.kind === 'past' ? day.t : state.dates.length;
}
