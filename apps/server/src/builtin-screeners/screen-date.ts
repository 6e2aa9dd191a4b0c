/**
 * The trading day a screener-by-date request names: the live session, or a completed day of the
 * history; otherwise a refusal that says why there is nothing to screen and which day to try.
 */
import type { ScreenHistory } from '@nivesh/contracts';
import { type BuiltinScreen, countOnOrBefore, type MarketState } from '@nivesh/market';
import { isRefusal, type Refusal, refuse } from '../http/answers';
import { type ListDay, resolveListDay } from '../market/day/list-day';
import { screenDto } from './builtin-screener-answers';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** First and last completed day and the current session. */
export function historyOf(state: MarketState): ScreenHistory {
  const session = state.sessionDate;
  return { first: state.dates[0] ?? session, last: state.dates.at(-1) ?? session, session };
}

/** The trading days either side of a day (the session counts as the day after the last completed one). */
export function neighbours(
  state: MarketState,
  day: ListDay,
): { previousDate: string | null; nextDate: string | null } {
  const dates = state.dates;
  if (day.kind === 'live') return { previousDate: dates.at(-1) ?? null, nextDate: null };
  return {
    previousDate: dates[day.t - 1] ?? null,
    nextDate: dates[day.t + 1] ?? state.sessionDate,
  };
}

/** The day to screen, or a refusal naming the weekday or the limits of the history and the session before. */
export function resolveScreenDate(state: MarketState, date: string | undefined): ListDay | Refusal {
  const day = resolveListDay(state, date);
  if (!isRefusal(day) || date === undefined) return day;
  const { first, session } = historyOf(state);
  if (date > session)
    return refuse(
      `${date} has not traded yet: the current session is ${session}. Pick ${session} or an earlier trading day.`,
    );
  if (date < first) return refuse(`${date} is before the market history, which starts on ${first}.`);
  const n = countOnOrBefore(state.dates, date);
  const before = state.dates[n - 1];
  // A trading day refused for another reason (the first day has no previous close).
  if (before === date) return day;
  const weekday = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(weekday.getTime())) return refuse(`${date} is not a calendar date.`);
  const name = WEEKDAYS[weekday.getUTCDay()] ?? '';
  const closed =
    name === 'Saturday' || name === 'Sunday'
      ? `${date} was a ${name}: the market was closed.`
      : `${date} (${name}) was a market holiday: the market was closed.`;
  return refuse(before === undefined ? closed : `${closed} The trading day before it was ${before}.`);
}

/** Why a screen cannot be run on a past day, or null when it can. */
export function pastDayRefusal(screen: BuiltinScreen, date: string, session: string): Refusal | null {
  const dto = screenDto(screen);
  if (dto.fundamentals.length > 0)
    return refuse(
      `“${screen.name}” reads company fundamentals (${dto.fundamentals.join(', ')}), which the simulated market keeps for the current session only: it can be run on ${session}, not on ${date}.`,
    );
  if (dto.intraday)
    return refuse(
      `“${screen.name}” reads 15-minute bars, which are kept for the current session only: it can be run on ${session}, not on ${date}.`,
    );
  return null;
}
