/** Where today's 15-minute bars stand: how many have closed, when the last closed and the next closes. */
import type { FeedSession, MarketFeed } from '../market/market-feed';

export const BAR_MINUTES = 15;
const BAR_MS = BAR_MINUTES * 60_000;
/** Bars in the 09:15–15:30 session. */
export const SESSION_BARS = 25;
const OPEN_MINUTE = 9 * 60 + 15;

/** IST wall time ("10:45") `minutes` after 09:15. */
export function sessionClock(minutes: number): string {
  const total = OPEN_MINUTE + minutes;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

export function barsStatus(session: FeedSession): {
  closed: number;
  lastClose: string | null;
  nextCloseMs: number | null;
} {
  const closed = Math.min(SESSION_BARS, Math.floor(session.secondsPlayed / (BAR_MINUTES * 60)));
  return {
    closed,
    lastClose: closed > 0 ? sessionClock(closed * BAR_MINUTES) : null,
    nextCloseMs: session.live && closed < SESSION_BARS ? session.openMs + (closed + 1) * BAR_MS : null,
  };
}

/**
 * The minute being played, counted across sessions (completed days × 1,000 + minutes played): it
 * changes once a minute of play, so it keys what is built for one minute. `session`: the feed's, when
 * already read.
 */
export function playedMinute(feed: MarketFeed, session: FeedSession = feed.session()): number {
  return Math.floor(session.secondsPlayed / 60) + feed.state.dates.length * 1000;
}

/**
 * The date of the last completed daily bar: while the session trades, the last completed session's
 * (undefined without history); once it has closed (or before the open), the session's own.
 */
export function lastCompletedDailyDate(
  feed: MarketFeed,
  session: FeedSession = feed.session(),
): string | undefined {
  return session.live ? feed.state.dates.at(-1) : feed.state.sessionDate;
}
