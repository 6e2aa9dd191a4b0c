/** Where today's 15-minute bars stand: how many have closed, when the last closed and the next closes. */
import type { FeedSession } from '../market/market-feed';

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
