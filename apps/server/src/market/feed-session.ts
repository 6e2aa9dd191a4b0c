/**
 * What both market feeds (simulated, replay) need to follow the market clock with a SessionPlayer:
 * the session the clock is in, a session's open, and the FeedSession a player stands at.
 */
import {
  type IsoDate,
  istDateTimeToUtc,
  istParts,
  NSE_SESSION,
  type NseCalendar,
  parseHhMm,
  SESSION_SECONDS,
  type SessionPlayer,
} from '@nivesh/market';
import type { FeedSession } from './market-feed';

const OPEN_MS_OF_DAY = parseHhMm(NSE_SESSION.open) * 60_000;

/** The normal session (09:15–15:30 IST) in milliseconds. */
export const SESSION_MS = SESSION_SECONDS * 1000;

/** The session shown at `now`: today's from 09:15 IST on a trading day, else the previous one. */
export function sessionDayAt(now: Date, calendar: NseCalendar): IsoDate {
  const { date, msOfDay } = istParts(now);
  if (calendar.isTradingDay(date) && msOfDay >= OPEN_MS_OF_DAY) return date;
  return calendar.previousTradingDay(date);
}

/** Epoch ms of 09:15 IST on `day`. */
export function sessionOpenMs(day: IsoDate): number {
  return istDateTimeToUtc(day, NSE_SESSION.open).getTime();
}

/** Where `player`'s session of `date` stands when the market's time is `marketNowMs` (epoch ms). */
export function playerSession(player: SessionPlayer, date: IsoDate, marketNowMs: number): FeedSession {
  const played = player.secondsPlayed;
  const openMs = player.openMs;
  return {
    date,
    live: played < SESSION_SECONDS && marketNowMs >= openMs && marketNowMs < openMs + SESSION_MS,
    secondsPlayed: played,
    openMs,
    marketTimeMs: openMs + Math.max(0, played - 1) * 1000,
  };
}
