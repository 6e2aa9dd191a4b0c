/**
 * Hourly gainers and losers of the live session, from each stock's minute closes: the session's
 * hours 09:15–10:15 … 14:15–15:15 and 15:15–15:30, and the last 60 minutes.
 */
import type { HourlyPeriod, HourlyPeriodDto } from '@nivesh/contracts';
import { type MarketState, type Quote, SESSION_MINUTES } from '@nivesh/market';
import type { ListScope } from '../../day/list-scope';
import type { FeedSession, MarketFeed } from '../../market-feed';

const HOURS = 7;
const OPEN_MINUTE_OF_DAY = 9 * 60 + 15;

/** Minutes [start, end) of the session an hour covers (hour 1 starts at 09:15). */
export function hourMinutes(hour: number): { start: number; end: number } {
  return { start: (hour - 1) * 60, end: Math.min(hour * 60, SESSION_MINUTES) };
}

function clock(minuteOfSession: number): string {
  const m = OPEN_MINUTE_OF_DAY + minuteOfSession;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** Minutes of the session played so far (0…375), from the seconds played. */
function minutesPlayed(session: FeedSession): number {
  return Math.min(SESSION_MINUTES, session.secondsPlayed / 60);
}

/** The session's periods with whether each is done, running or still to come. */
export function hourlyPeriods(session: FeedSession): HourlyPeriodDto[] {
  const played = minutesPlayed(session);
  const periods: HourlyPeriodDto[] = [];
  for (let hour = 1; hour <= HOURS; hour++) {
    const { start, end } = hourMinutes(hour);
    const state = played >= end ? 'done' : played > start ? 'running' : 'upcoming';
    periods.push({ hour: String(hour) as HourlyPeriod, label: `${clock(start)}–${clock(end)}`, state });
  }
  const lastStart = Math.max(0, Math.floor(played) - 60);
  periods.push({
    hour: 'last60',
    label: `Last 60 min (${clock(lastStart)}–${clock(Math.floor(played))})`,
    state: played > 0 ? (played >= SESSION_MINUTES ? 'done' : 'running') : 'upcoming',
  });
  return periods;
}

export interface HourlyHit {
  readonly id: number;
  readonly quote: Quote;
  /** Paise at the period's start and end (or now). */
  readonly startPrice: number;
  readonly endPrice: number;
  readonly changePct: number;
}

/** The minute-close index range a period compares: the price before its first minute, and its last played minute. */
function periodBounds(
  period: HourlyPeriod,
  played: number,
): { readonly base: number; readonly last: number } | undefined {
  if (played <= 0) return undefined;
  if (period === 'last60') return { base: played - 61, last: played - 1 };
  const { start, end } = hourMinutes(Number(period));
  if (played <= start) return undefined;
  // base −1 means the session's open price (the first hour has no minute before it).
  return { base: start - 1, last: Math.min(end, played) - 1 };
}

/** Epoch ms the period runs from and to (to = now while it runs). */
export function periodTimes(period: HourlyPeriod, session: FeedSession): { from: number; to: number } {
  const played = minutesPlayed(session);
  const now = session.marketTimeMs;
  if (period === 'last60') return { from: Math.max(session.openMs, now - 3_600_000), to: now };
  const { start, end } = hourMinutes(Number(period));
  return {
    from: session.openMs + start * 60_000,
    to: Math.min(session.openMs + end * 60_000, played > start ? now : session.openMs + start * 60_000),
  };
}

/** Gainers (change > 0, highest first) or losers (change < 0, lowest first) of a period; ties by symbol. */
export function hourlyHits(
  feed: Pick<MarketFeed, 'minuteCloses'>,
  state: MarketState,
  scope: ListScope,
  period: HourlyPeriod,
  type: 'gainers' | 'losers',
): HourlyHit[] {
  const hits: HourlyHit[] = [];
  for (const id of scope.ids) {
    const quote = state.quote(id);
    const closes = feed.minuteCloses(quote.symbol);
    if (!closes || quote.open <= 0) continue;
    const bounds = periodBounds(period, closes.length);
    if (!bounds) continue;
    const startPrice = bounds.base < 0 ? quote.open : (closes[bounds.base] ?? 0);
    const endPrice = closes[bounds.last] ?? 0;
    if (startPrice <= 0 || endPrice <= 0) continue;
    const changePct = ((endPrice - startPrice) / startPrice) * 100;
    if (type === 'gainers' ? changePct > 0 : changePct < 0) {
      hits.push({ id, quote, startPrice, endPrice, changePct });
    }
  }
  const sign = type === 'gainers' ? -1 : 1;
  return hits.sort((a, b) => {
    if (a.changePct !== b.changePct) return sign * (a.changePct - b.changePct);
    return a.quote.symbol < b.quote.symbol ? -1 : a.quote.symbol > b.quote.symbol ? 1 : 0;
  });
}
