/**
 * Chains through time: each completed session's close (PCR, max pain, the highest-OI strikes) and
 * today's session every 15 minutes (PCR, highest-OI strikes, the ATM straddle). A past close is the
 * chain rebuilt at that day's close level and India VIX (the model is a pure function of them and
 * the seed), so these are the same figures the chain showed that day. Completed points never change
 * and are kept; the work is cut into slices that yield to the event loop between them.
 */
import type { PcrDay, PcrIntradayPoint } from '@nivesh/contracts';
import {
  INDIA_VIX,
  type IsoDate,
  maxPain,
  type OiView,
  type OptionChain,
  type OptionChainExpiry,
  type OptionExpiry,
  pcr,
} from '@nivesh/market';
import type { MarketService } from '../market/market.service';
import { round } from '../market/market-answers';
import { nearestStrike } from './chain-answer';
import { closeInstant, type OptionMarkets, type UnderlyingRef, vixAtm } from './option-markets';

/** Yield to the event loop (other requests run between slices). */
export const yieldToLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

const ratio = (value: number): number | null => (Number.isFinite(value) ? round(value, 3) : null);

/** The strikes with the most call and put OI of one expiry. */
export function highestOi(expiry: OiView): { call: number | null; put: number | null } {
  let call: number | null = null;
  let put: number | null = null;
  let callMax = -1;
  let putMax = -1;
  for (let i = 0; i < expiry.strikes.length; i++) {
    const k = expiry.strikes[i] ?? 0;
    const c = expiry.call.openInterest[i] ?? 0;
    const p = expiry.put.openInterest[i] ?? 0;
    if (c > callMax) {
      callMax = c;
      call = k;
    }
    if (p > putMax) {
      putMax = p;
      put = k;
    }
  }
  return { call, put };
}

/** The max-pain strike of an expiry, or null when it has no open interest. */
export function painOf(expiry: OiView): number | null {
  const strike = maxPain(expiry).strike;
  return Number.isFinite(strike) ? strike : null;
}

/** Market minutes of 09:15 + 15·k up to `playedMinutes` (the session's 15-minute marks so far). */
export function quarterHourMarks(playedMinutes: number): number[] {
  const marks: number[] = [];
  for (let m = 0; m <= Math.min(playedMinutes, 375); m += 15) marks.push(m);
  return marks;
}

/** A day's PCR (all expiries and the nearest), max pain and highest-OI strikes from its chain. */
function pcrDayOf(date: string, chain: OptionChain): PcrDay | null {
  const near = chain.expiries[0];
  if (!near) return null;
  const all = pcr(chain.expiries);
  const top = highestOi(near);
  return {
    date,
    close: round(chain.spot),
    pcrOi: ratio(all.byOpenInterest),
    pcrVolume: ratio(all.byVolume),
    nearPcrOi: ratio(pcr(near).byOpenInterest),
    maxPain: painOf(near),
    maxCallOiStrike: top.call,
    maxPutOiStrike: top.put,
  };
}

export class ChainHistory {
  private readonly days = new Map<string, PcrDay>();
  private readonly intraday = new Map<string, { point: PcrIntradayPoint; straddle: number; atm: number }>();

  constructor(
    private readonly markets: OptionMarkets,
    private readonly market: MarketService,
  ) {}

  /** Completed day `t` of the state for `ref` (null when the underlying had no close that day). */
  private closeDay(ref: UnderlyingRef, t: number): PcrDay | null {
    const state = this.markets.state;
    const date = state.dates[t];
    if (date === undefined) return null;
    const key = `${this.markets.seed}|${ref.symbol}|${date}`;
    const cached = this.days.get(key);
    if (cached) return cached;
    const closes = state.daily(ref.id).close;
    const close = (closes[t] ?? 0) / 100;
    if (close <= 0) return null;
    const vix = this.markets.vixClose(t);
    const chain = this.markets.chainAt(
      ref,
      closeInstant(date),
      close,
      vixAtm(vix),
      this.markets.closesBefore(ref, t),
    );
    const day = pcrDayOf(date, chain);
    if (!day) return null;
    this.days.set(key, day);
    return day;
  }

  /** The last `count` completed sessions, oldest first (computed a few days per slice). */
  async dailyCloses(ref: UnderlyingRef, count: number): Promise<PcrDay[]> {
    const state = this.markets.state;
    const last = state.dates.length - 1;
    const out: PcrDay[] = [];
    let sliceStart = performance.now();
    for (let t = Math.max(0, last - count + 1); t <= last; t++) {
      const day = this.closeDay(ref, t);
      if (day) out.push(day);
      if (performance.now() - sliceStart > 8) {
        await yieldToLoop();
        sliceStart = performance.now();
      }
    }
    return out;
  }

  /** Today's point so far, from the live chain. */
  today(ref: UnderlyingRef): PcrDay | null {
    return pcrDayOf(this.markets.state.sessionDate, this.markets.liveChain(ref).today);
  }

  /**
   * Today's session every 15 minutes for one expiry (default the nearest): PCR, the highest-OI
   * strikes and the ATM straddle (strike nearest the spot then).
   */
  async session(
    ref: UnderlyingRef,
    expiry: OptionExpiry | undefined,
  ): Promise<{ time: number; spot: number; point: PcrIntradayPoint; straddle: number; atm: number }[]> {
    const feed = this.market.feed;
    const session = feed.session();
    const spots = feed.minuteCloses(ref.marketSymbol);
    const vixes = feed.minuteCloses(INDIA_VIX);
    const listed = expiry ? [expiry] : this.markets.expiriesNow(ref).slice(0, 1);
    const target = listed[0];
    if (!spots || !target) return [];
    const played = Math.floor(session.secondsPlayed / 60);
    const out = [];
    const closes = this.markets.liveCloses(ref);
    let sliceStart = performance.now();
    for (const m of quarterHourMarks(played)) {
      const minute = Math.min(m, spots.length - 1);
      const spot = (spots[minute] ?? 0) / 100;
      if (spot <= 0) continue;
      const time = session.openMs + Math.max(1, m) * 60_000;
      const key = `${this.markets.seed}|${ref.symbol}|${session.date}|${target.date}|${m}`;
      let entry = this.intraday.get(key);
      if (!entry) {
        const vix = vixes ? (vixes[Math.min(m, vixes.length - 1)] ?? 0) / 100 : undefined;
        const chain = this.markets.chainAt(ref, new Date(time), spot, vixAtm(vix), closes, {
          expiries: [target],
        });
        const near: OptionChainExpiry | undefined = chain.expiries[0];
        if (!near) continue;
        const top = highestOi(near);
        const atm = nearestStrike(near.strikes, spot);
        const i = near.strikes.indexOf(atm);
        entry = {
          point: {
            time,
            spot: round(spot),
            pcrOi: ratio(pcr(near).byOpenInterest),
            maxCallOiStrike: top.call,
            maxPutOiStrike: top.put,
          },
          straddle: round(((near.call.price[i] ?? 0) + (near.put.price[i] ?? 0)) / 100),
          atm,
        };
        // Only finished quarter hours are kept (the last one moves until the next mark).
        if (m + 15 <= played) this.intraday.set(key, entry);
      }
      out.push({ time, spot: round(spot), ...entry });
      if (performance.now() - sliceStart > 8) {
        await yieldToLoop();
        sliceStart = performance.now();
      }
    }
    return out;
  }

  /** Keeps the caches bounded: drops points of other sessions. */
  prune(sessionDate: IsoDate): void {
    for (const key of this.intraday.keys()) if (!key.includes(`|${sessionDate}|`)) this.intraday.delete(key);
    if (this.days.size > 20_000) this.days.clear();
  }
}
