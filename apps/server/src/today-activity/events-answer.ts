/**
 * TodayActivity/getEvents: one session's corporate events with their outcome once the session has
 * closed, and the next fortnight's events as announced by that session (an event announced later
 * is never shown, so the simulated future stays hidden). A results event's outcome is the reported
 * quarter's revenue and net profit with growth on the same quarter a year before (the simulated
 * statements, when they give that quarter) and the day's price reaction: the gap at the open and the
 * close against the close before, both in the day's terms (a split that day is undone).
 */
import type { EventDto, EventOutcome, EventsAnswer, EventType, MarketSource } from '@nivesh/contracts';
import {
  type FiscalQuarter,
  fiscalYearLabel,
  type IsoDate,
  type MarketState,
  type QuarterlyStatement,
  quarterLabel,
  type SimulatedCorporateEvent,
  shiftDays,
} from '@nivesh/market';
import { round } from '../market/market-answers';
import { dayIndexOf } from '../market/session-days';
import { type EventSchedule, firstOnOrAfter } from './event-schedule';

const RUPEES_PER_CRORE = 10_000_000;
/** Calendar days of the upcoming list after the shown session. */
export const UPCOMING_DAYS = 14;
const UPCOMING_LIMIT = 100;

/** The quarters a stock's statements give (as of the running session), or undefined for a non-equity. */
export type QuartersOf = (symbol: string) => readonly QuarterlyStatement[] | undefined;

/** The day's price reaction of a symbol on session `date` (null fields when it has no bar). */
export function priceReaction(
  state: MarketState,
  symbol: string,
  date: IsoDate,
): Pick<EventOutcome, 'gapPct' | 'changePct' | 'close'> | undefined {
  const id = state.idOf(symbol);
  if (id === undefined) return undefined;
  const t = dayIndexOf(state.dates, date);
  if (t < 1) return undefined;
  const bars = state.daily(id);
  const close = bars.close[t] ?? 0;
  const open = bars.open[t] ?? 0;
  const before = (bars.close[t - 1] ?? 0) * ((bars.adjFactor[t - 1] ?? 1) / (bars.adjFactor[t] ?? 1));
  if (!(close > 0) || !(before > 0)) return undefined;
  return {
    gapPct: open > 0 ? round((open / before - 1) * 100, 2) : null,
    changePct: round((close / before - 1) * 100, 2),
    close: close / 100,
  };
}

const growth = (now: number | undefined, before: number | undefined): number | null =>
  now === undefined || before === undefined || before <= 0 ? null : round((now / before - 1) * 100, 1);

/** The reported quarter's figures with YoY growth (nulls when the statements do not give it). */
export function quarterFigures(
  quarters: readonly QuarterlyStatement[] | undefined,
  year: number,
  quarter: FiscalQuarter,
): Pick<EventOutcome, 'revenueCr' | 'revenueYoyPct' | 'netProfitCr' | 'netProfitYoyPct'> {
  const find = (y: number) => quarters?.find((q) => q.year === y && q.quarter === quarter);
  const now = find(year);
  const before = find(year - 1);
  return {
    revenueCr: now === undefined ? null : round(now.revenue / RUPEES_PER_CRORE, 2),
    revenueYoyPct: growth(now?.revenue, before?.revenue),
    netProfitCr: now === undefined ? null : round(now.netProfit / RUPEES_PER_CRORE, 2),
    netProfitYoyPct: growth(now?.netProfit, before?.netProfit),
  };
}

/** The event's outcome once its session has closed (null before). */
export function eventOutcome(
  state: MarketState,
  event: SimulatedCorporateEvent,
  quartersOf: QuartersOf,
): EventOutcome | null {
  const reaction = priceReaction(state, event.symbol, event.date);
  if (reaction === undefined) return null;
  const figures =
    event.type === 'results' && event.quarter !== null
      ? quarterFigures(quartersOf(event.symbol), event.fiscalYear, event.quarter)
      : { revenueCr: null, revenueYoyPct: null, netProfitCr: null, netProfitYoyPct: null };
  return { ...figures, ...reaction };
}

function row(
  state: MarketState,
  event: SimulatedCorporateEvent,
  quartersOf: QuartersOf,
  withOutcome: boolean,
): EventDto {
  const id = state.idOf(event.symbol);
  return {
    symbol: event.symbol,
    name: (id === undefined ? undefined : state.meta(id).name) ?? event.symbol,
    type: event.type,
    date: event.date,
    announcedOn: event.announcedOn,
    purpose: event.purpose,
    period:
      event.quarter === null
        ? fiscalYearLabel(event.fiscalYear)
        : quarterLabel(event.fiscalYear, event.quarter),
    outcome: withOutcome ? eventOutcome(state, event, quartersOf) : null,
  };
}

export interface EventsInputs {
  readonly state: MarketState;
  readonly market: MarketSource;
  readonly schedule: EventSchedule;
  readonly quartersOf: QuartersOf;
  /** The first and last sessions that can be shown (the latest: the running session). */
  readonly earliest: IsoDate;
  readonly latest: IsoDate;
}

export interface EventsFilter {
  readonly type: EventType | 'all';
  readonly symbol?: string | undefined;
}

const matches = (filter: EventsFilter, symbol: string | undefined) => (e: SimulatedCorporateEvent) =>
  (filter.type === 'all' || e.type === filter.type) && (symbol === undefined || e.symbol === symbol);

/** The latest session with events that match `filter`, on or before `latest` (undefined when none). */
export function latestEventDate(inputs: EventsInputs, filter: EventsFilter): IsoDate | undefined {
  const { events } = inputs.schedule;
  const symbol = filter.symbol?.toUpperCase() || undefined;
  const ok = matches(filter, symbol);
  for (let i = firstOnOrAfter(events, shiftDays(inputs.latest, 1)) - 1; i >= 0; i--) {
    const e = events[i];
    if (e === undefined || e.date < inputs.earliest) break;
    if (ok(e)) return e.date;
  }
  return undefined;
}

/** The answer of TodayActivity/getEvents for session `date` (checked by the caller). */
export function eventsAnswer(
  inputs: EventsInputs,
  date: IsoDate,
  query: EventsFilter & { readonly page: number; readonly size: number },
): Omit<EventsAnswer, 'status' | 'message'> {
  const { state, schedule, quartersOf } = inputs;
  const { events } = schedule;
  const symbol = query.symbol?.toUpperCase() || undefined;
  const ok = matches(query, symbol);
  const start = firstOnOrAfter(events, date);
  const day: SimulatedCorporateEvent[] = [];
  for (let i = start; i < events.length && events[i]?.date === date; i++) {
    const e = events[i];
    if (e !== undefined && (symbol === undefined || e.symbol === symbol)) day.push(e);
  }
  const shown = day.filter(ok);
  const from = (query.page - 1) * query.size;
  // Neighbouring sessions with matching events, within what can be shown.
  let previousDate: string | null = null;
  for (let i = start - 1; i >= 0; i--) {
    const e = events[i];
    if (e === undefined || e.date < inputs.earliest) break;
    if (ok(e)) {
      previousDate = e.date;
      break;
    }
  }
  let nextDate: string | null = null;
  for (let i = start; i < events.length; i++) {
    const e = events[i];
    if (e === undefined || e.date > inputs.latest) break;
    if (e.date > date && ok(e)) {
      nextDate = e.date;
      break;
    }
  }
  // Announced by the end of `date`, dated in the next fortnight.
  const horizon = shiftDays(date, UPCOMING_DAYS);
  const upcoming: EventDto[] = [];
  let upcomingTotal = 0;
  for (let i = firstOnOrAfter(events, shiftDays(date, 1)); i < events.length; i++) {
    const e = events[i];
    if (e === undefined || e.date > horizon) break;
    if (e.announcedOn > date || !ok(e)) continue;
    upcomingTotal++;
    if (upcoming.length < UPCOMING_LIMIT) upcoming.push(row(state, e, quartersOf, false));
  }
  const count = (type: EventType) => day.filter((e) => e.type === type).length;
  return {
    source: { ...inputs.market, simulated: true, kind: 'simulated' },
    date,
    previousDate,
    nextDate,
    latestDate: inputs.latest,
    earliestDate: inputs.earliest,
    type: query.type,
    total: shown.length,
    page: query.page,
    size: query.size,
    rows: shown.slice(from, from + query.size).map((e) => row(state, e, quartersOf, true)),
    counts: { results: count('results'), 'board-meeting': count('board-meeting'), agm: count('agm') },
    upcoming,
    upcomingTotal,
  };
}
