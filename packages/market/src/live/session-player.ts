/**
 * Plays a trading day into a MarketState, second by second: each symbol's seeded 1-second path
 * through its day bar (a Brownian bridge that prints the bar's exact OHLC, see `intraday-path.ts`),
 * and every index recomputed from its constituents' last prices after each batch.
 *
 * Why one player for both feeds: the simulated market and the replay of imported real days differ
 * only in where the day bars come from; the intraday path, ticks and live indices are the same.
 * Pure and deterministic: time is passed in, randomness comes from the seed.
 */

import type { MarketState, SessionAdjustment } from '../market-state/market-state';
import {
  type IntradayFollow,
  knotsOfBoundaries,
  knotsOfPlan,
  planFollowerDay,
  type ReferenceKnots,
} from '../other-instruments/intraday-coupling';
import { snapPricesToTick, snapPriceToTick } from '../other-instruments/intraday-on-tick';
import {
  type IntradayBars,
  type MinuteColumns,
  minuteBarsFromColumns,
  rollUpIntradayBars,
} from '../simulator/intraday-bars';
import {
  type IntradayDayPlan,
  type IntradayMinute,
  intradayPathForMinute,
  planIntradayDay,
  SESSION_MINUTES,
  SESSION_SECONDS,
} from '../simulator/intraday-path';
import type { IsoDate } from '../units';
import { type LiveIndexDef, LiveIndices } from './live-indices';

/** One symbol's bar for the day being played (printed paise on the ₹0.05 tick, whole shares). */
export interface SessionDayBar {
  readonly open: number;
  readonly high: number;
  readonly low: number;
  readonly close: number;
  readonly volume: number;
}

export interface SessionPlayerOptions {
  readonly state: MarketState;
  readonly seed: string;
  /** Indices held in `state` (as index symbols) and recomputed live from their constituents. */
  readonly indices?: readonly LiveIndexDef[];
  /** Price tick of symbols not on the ₹0.05 grid (e.g. MCX gold ₹1 = 100), in stored units. */
  readonly ticks?: ReadonlyMap<string, number>;
  /**
   * Instruments whose day follows another's played path (`intradayReferences`: mini contracts, ETFs,
   * GIFT Nifty), by symbol. A follower whose reference is not played that day plays its own bar.
   */
  readonly follows?: ReadonlyMap<string, IntradayFollow>;
}

interface PlayedSymbol {
  readonly id: number;
  readonly tick: number;
  readonly plan: IntradayDayPlan;
  minute: IntradayMinute | undefined;
  /** OHLCV and turnover of each session minute as played (0 for minutes not reached). */
  readonly minutes: MinuteColumns;
}

function emptyMinutes(): MinuteColumns {
  return {
    open: new Int32Array(SESSION_MINUTES),
    high: new Int32Array(SESSION_MINUTES),
    low: new Int32Array(SESSION_MINUTES),
    close: new Int32Array(SESSION_MINUTES),
    volume: new Float64Array(SESSION_MINUTES),
    turnover: new Float64Array(SESSION_MINUTES),
  };
}

const at = (a: ArrayLike<number>, i: number): number => a[i] ?? 0;

/** Drives one MarketState through sessions; `advanceTo` is called with the market clock's time. */
export class SessionPlayer {
  private readonly state: MarketState;
  private readonly seed: string;
  private readonly indices: LiveIndices;
  private readonly ticks: ReadonlyMap<string, number>;
  private readonly follows: ReadonlyMap<string, IntradayFollow>;
  private played: PlayedSymbol[] = [];
  private readonly playedBySymbol = new Map<string, PlayedSymbol>();
  private sessionOpenMs = 0;
  private day: IsoDate | undefined;
  /** Last second of the session already applied (−1: none). */
  private applied = -1;
  /** Whole minutes ending before this second are applied as four prints (see `advanceTo`). */
  private catchUpBefore = 0;

  constructor(options: SessionPlayerOptions) {
    this.state = options.state;
    this.seed = options.seed;
    this.indices = new LiveIndices(options.state, options.indices ?? []);
    this.ticks = options.ticks ?? new Map();
    this.follows = options.follows ?? new Map();
  }

  /** The day being played, or undefined before the first `openDay`. */
  get sessionDate(): IsoDate | undefined {
    return this.day;
  }

  /** Epoch ms of 09:15:00 IST of the day being played. */
  get openMs(): number {
    return this.sessionOpenMs;
  }

  /** Seconds of the session applied so far (0 before the open, 22,500 once the day is complete). */
  get secondsPlayed(): number {
    return this.applied + 1;
  }

  /**
   * Starts `date`, whose 09:15 IST is `sessionOpenMs`, with the day bars of the symbols that trade on
   * it (others stay flat at their last price) and the corporate actions going ex on it, by symbol.
   * Rolls the MarketState to `date` when it is on an
   * earlier session; a state already on `date` (loaded with `sessionDate`) is used as it is.
   * `previousCloses` (paise by symbol; 0 = unknown) replace the state's previous closes before the
   * live indices take their base: the exchange's own previous close after a gap in the data.
   */
  openDay(
    date: IsoDate,
    sessionOpenMs: number,
    bars: ReadonlyMap<string, SessionDayBar>,
    actions: ReadonlyMap<string, SessionAdjustment> = new Map(),
    previousCloses: ReadonlyMap<string, number> = new Map(),
  ): void {
    if (this.state.sessionDate < date) {
      const byId = new Map<number, SessionAdjustment>();
      for (const [symbol, adjustment] of actions) {
        const id = this.state.idOf(symbol);
        if (id !== undefined) byId.set(id, adjustment);
      }
      this.state.beginSession(date, sessionOpenMs, byId);
    } else if (this.state.sessionDate !== date) {
      throw new RangeError(`Cannot play ${date}: the market is already on ${this.state.sessionDate}`);
    }
    for (const [symbol, paise] of previousCloses) {
      const id = this.state.idOf(symbol);
      if (id !== undefined) this.state.setPreviousClose(id, paise);
    }
    this.day = date;
    this.sessionOpenMs = sessionOpenMs;
    this.applied = -1;
    this.played = [];
    this.playedBySymbol.clear();
    this.indices.openDay(date);
    const followers: [string, number, SessionDayBar, IntradayFollow][] = [];
    for (const [symbol, bar] of bars) {
      const id = this.state.idOf(symbol);
      if (id === undefined || this.indices.has(symbol)) continue;
      const follow = this.follows.get(symbol);
      if (follow && follow.reference !== symbol) followers.push([symbol, id, bar, follow]);
      else this.addPlayed(symbol, id, planIntradayDay({ seed: this.seed, symbol, date, ...bar }));
    }
    // Followers after their references (a follower may follow another follower); any left whose
    // reference is not played today play their own bar.
    let waiting = followers;
    while (waiting.length > 0) {
      const next: typeof waiting = [];
      for (const item of waiting) {
        const [symbol, id, bar, follow] = item;
        const knots = this.knotsOf(follow.reference);
        if (knots === undefined) next.push(item);
        else {
          const input = { seed: this.seed, symbol, date, ...bar };
          this.addPlayed(symbol, id, planFollowerDay(input, knots, follow.beta));
        }
      }
      if (next.length === waiting.length) {
        for (const [symbol, id, bar] of next) {
          this.addPlayed(symbol, id, planIntradayDay({ seed: this.seed, symbol, date, ...bar }));
        }
        break;
      }
      waiting = next;
    }
  }

  private addPlayed(symbol: string, id: number, plan: IntradayDayPlan): void {
    const entry: PlayedSymbol = {
      id,
      tick: this.ticks.get(symbol) ?? 5,
      plan,
      minute: undefined,
      minutes: emptyMinutes(),
    };
    this.played.push(entry);
    this.playedBySymbol.set(symbol, entry);
  }

  /**
   * The played path of `reference` at its knots: a played symbol's plan, or a live index's level at
   * each minute boundary from its members' planned prices there (as they will be printed). Undefined
   * when it is not played today.
   */
  private knotsOf(reference: string): ReferenceKnots | undefined {
    const entry = this.playedBySymbol.get(reference);
    if (entry) return knotsOfPlan(entry.plan);
    if (!this.indices.has(reference)) return undefined;
    const byId = new Map<number, PlayedSymbol>();
    for (const played of this.played) byId.set(played.id, played);
    const levels = this.indices.boundaryLevels(reference, (member, m) => {
      const played = byId.get(member);
      if (!played) return undefined;
      const price = at(played.plan.boundaryPrice, m);
      return snapPriceToTick(Math.round(price / 5) * 5, played.tick);
    });
    return levels && knotsOfBoundaries(levels);
  }

  /**
   * Applies every print of the day up to epoch ms `timeMs` (at most the close) and returns the ids
   * whose quote changed. Whole minutes in a catch-up are applied as four prints (open, high, low,
   * close with the minute's volume), so a late start costs little and still leaves the exact range.
   */
  advanceTo(timeMs: number): number[] {
    if (this.day === undefined) return [];
    const target = Math.min(Math.floor((timeMs - this.sessionOpenMs) / 1000), SESSION_SECONDS - 1);
    if (target <= this.applied) return [];
    // Minutes that end before the target's own minute are history by now: no one sees their seconds.
    this.catchUpBefore = Math.floor(target / 60) * 60;
    const changed = new Set<number>();
    // Minute by minute, so a catch-up still records every minute of the live indices; the opening
    // second alone first, so the indices' first level is at their constituents' opens.
    let from = this.applied + 1;
    while (from <= target) {
      const to = from === 0 ? 0 : Math.min(target, Math.floor(from / 60) * 60 + 59);
      for (const entry of this.played) {
        this.applySeconds(entry, from, to);
        changed.add(entry.id);
      }
      this.applied = to;
      for (const id of this.indices.update(this.sessionOpenMs + to * 1000, Math.floor(to / 60))) {
        changed.add(id);
      }
      from = to + 1;
    }
    return [...changed];
  }

  /**
   * One-minute bars of the day so far for `symbol`: equities from the prints as they were played
   * (exact: the seeded 1-second path's OHLC, volume and turnover per minute), index symbols from the
   * levels recorded as the day was played. Undefined when the symbol is not played.
   */
  minuteBars(symbol: string): IntradayBars | undefined {
    if (this.applied < 0) return undefined;
    const indexBars = this.indices.minuteBars(symbol, this.applied);
    if (indexBars) return indexBars;
    const entry = this.playedBySymbol.get(symbol);
    if (!entry) return undefined;
    const count = Math.floor(this.applied / 60) + 1;
    return minuteBarsFromColumns(entry.minutes, count, (this.applied + 1) % 60 === 0);
  }

  /** The day's bars of `minutes` minutes so far (15 for the signal engine's bars), or undefined. */
  bars(symbol: string, minutes: number): IntradayBars | undefined {
    const oneMinute = this.minuteBars(symbol);
    return oneMinute && (minutes === 1 ? oneMinute : rollUpIntradayBars(oneMinute, minutes));
  }

  /**
   * Last price of each minute played so far for any played symbol (equity or index), paise or
   * hundredths of a point; cheap enough for whole-universe hourly comparisons. Undefined when unknown.
   */
  minuteCloses(symbol: string): Int32Array | undefined {
    const played = this.applied < 0 ? 0 : Math.floor(this.applied / 60) + 1;
    const entry = this.playedBySymbol.get(symbol);
    if (entry) return entry.minutes.close.subarray(0, played);
    return this.indices.minuteBars(symbol, Math.max(this.applied, 0))?.close;
  }

  private minuteOf(entry: PlayedSymbol, m: number): IntradayMinute {
    if (entry.minute?.minute !== m) {
      entry.minute = intradayPathForMinute(entry.plan, m);
      snapPricesToTick(entry.minute.price, entry.tick);
    }
    return entry.minute;
  }

  /** Applies seconds [from, to] of one minute: a whole minute as four prints, else second by second. */
  private applySeconds(entry: PlayedSymbol, from: number, to: number): void {
    const m = Math.floor(from / 60);
    const offset = m * 60;
    const minute = this.minuteOf(entry, m);
    recordSeconds(entry.minutes, m, minute, from - offset, to - offset);
    if (from === offset && to === offset + 59 && to < this.catchUpBefore) {
      this.applyWholeMinute(entry.id, minute, offset);
      return;
    }
    for (let k = from; k <= to; k++) {
      const price = at(minute.price, k - offset);
      this.state.applyTick(entry.id, price, at(minute.quantity, k - offset), this.sessionOpenMs + k * 1000);
    }
  }

  private applyWholeMinute(id: number, minute: IntradayMinute, offset: number): void {
    let hi = at(minute.price, 0);
    let lo = hi;
    let volume = 0;
    for (let k = 0; k < 60; k++) {
      const p = at(minute.price, k);
      if (p > hi) hi = p;
      if (p < lo) lo = p;
      volume += at(minute.quantity, k);
    }
    const t0 = this.sessionOpenMs + offset * 1000;
    this.state.applyTick(id, at(minute.price, 0), 0, t0);
    this.state.applyTick(id, hi, 0, t0 + 1000);
    this.state.applyTick(id, lo, 0, t0 + 2000);
    this.state.applyTick(id, at(minute.price, 59), volume, t0 + 59_000);
  }
}

/** Adds seconds [a, b] of minute `m` (offsets within the minute) to the recorded minute columns. */
function recordSeconds(
  columns: MinuteColumns,
  m: number,
  minute: IntradayMinute,
  a: number,
  b: number,
): void {
  let hi = a === 0 ? Number.NEGATIVE_INFINITY : at(columns.high, m);
  let lo = a === 0 ? Number.POSITIVE_INFINITY : at(columns.low, m);
  let volume = a === 0 ? 0 : at(columns.volume, m);
  let turnover = a === 0 ? 0 : at(columns.turnover, m);
  for (let k = a; k <= b; k++) {
    const p = at(minute.price, k);
    const q = at(minute.quantity, k);
    if (p > hi) hi = p;
    if (p < lo) lo = p;
    volume += q;
    turnover += p * q;
  }
  if (a === 0) columns.open[m] = at(minute.price, 0);
  columns.high[m] = hi;
  columns.low[m] = lo;
  columns.close[m] = at(minute.price, b);
  columns.volume[m] = volume;
  columns.turnover[m] = turnover;
}
