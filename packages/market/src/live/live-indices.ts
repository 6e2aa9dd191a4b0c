/**
 * Index levels during a session, recomputed from constituents' last prices (free-float market-cap
 * weighted, like NSE's indices): level = previous close × Σ ffShares·ltp ÷ Σ ffShares·previous close.
 * Weights are fixed at the previous close, so a constituent's corporate action (which moves its
 * previous close) does not move the index, as the divisor adjustment does in `index-calculator.ts`.
 */
import type { MarketState } from '../market-state/market-state';
import type { IntradayBars } from '../simulator/intraday-bars';
import { SESSION_MINUTES } from '../simulator/intraday-path';

/** An index held in a MarketState as an index symbol (levels in hundredths of a point). */
export interface LiveIndexDef {
  readonly symbol: string;
  readonly constituents: readonly string[];
  /** Free-float shares of a constituent (shares outstanding × free-float factor). */
  readonly freeFloatShares: (symbol: string) => number;
}

interface LiveIndex {
  readonly id: number;
  readonly members: Int32Array;
  readonly weights: Float64Array;
  /** Σ weight × previous close of the members, set at each open. */
  base: number;
  readonly open: Int32Array;
  readonly high: Int32Array;
  readonly low: Int32Array;
  readonly close: Int32Array;
  /** Last minute recorded (−1: none this session). */
  lastMinute: number;
}

const at = (a: ArrayLike<number>, i: number): number => a[i] ?? 0;

/** The live indices of one MarketState. */
export class LiveIndices {
  private readonly list: LiveIndex[] = [];
  private readonly bySymbol = new Map<string, LiveIndex>();

  constructor(
    private readonly state: MarketState,
    defs: readonly LiveIndexDef[],
  ) {
    for (const def of defs) {
      const id = state.idOf(def.symbol);
      if (id === undefined) continue;
      const members: number[] = [];
      const weights: number[] = [];
      for (const symbol of def.constituents) {
        const member = state.idOf(symbol);
        if (member === undefined) continue;
        members.push(member);
        weights.push(def.freeFloatShares(symbol));
      }
      const index: LiveIndex = {
        id,
        members: Int32Array.from(members),
        weights: Float64Array.from(weights),
        base: 0,
        open: new Int32Array(SESSION_MINUTES),
        high: new Int32Array(SESSION_MINUTES),
        low: new Int32Array(SESSION_MINUTES),
        close: new Int32Array(SESSION_MINUTES),
        lastMinute: -1,
      };
      this.list.push(index);
      this.bySymbol.set(def.symbol, index);
    }
  }

  /** Is `symbol` one of the live indices (computed, never played from a bar)? */
  has(symbol: string): boolean {
    return this.bySymbol.has(symbol);
  }

  /** Fixes the weights' base at the new session's previous closes and clears the minute record. */
  openDay(): void {
    for (const index of this.list) {
      let base = 0;
      for (let k = 0; k < index.members.length; k++) {
        base += at(index.weights, k) * this.state.quote(at(index.members, k)).prevClose;
      }
      index.base = base;
      index.open.fill(0);
      index.high.fill(0);
      index.low.fill(0);
      index.close.fill(0);
      index.lastMinute = -1;
    }
  }

  /** Recomputes every index at `timeMs` (in session minute `minute`) and returns their ids. */
  update(timeMs: number, minute: number): number[] {
    const ids: number[] = [];
    for (const index of this.list) {
      const previous = this.state.quote(index.id).prevClose;
      if (!(index.base > 0) || !(previous > 0)) continue;
      let value = 0;
      for (let k = 0; k < index.members.length; k++) {
        const member = at(index.members, k);
        const quote = this.state.quote(member);
        value += at(index.weights, k) * (quote.ltp > 0 ? quote.ltp : quote.prevClose);
      }
      const level = Math.max(1, Math.round((previous * value) / index.base));
      this.state.applyTick(index.id, level, 0, timeMs);
      this.record(index, Math.min(minute, SESSION_MINUTES - 1), level);
      ids.push(index.id);
    }
    return ids;
  }

  /**
   * The level `symbol` will have at each minute boundary of the session (index m at second 60·m, the
   * last at the close), from `priceAt(member id, m)`: a played member's price there, or undefined for
   * one not played today (it stays at its last price). Undefined for other symbols or without a base.
   * Call after `openDay`. Lets instruments that follow an index plan their day on its played path.
   */
  boundaryLevels(
    symbol: string,
    priceAt: (member: number, m: number) => number | undefined,
  ): Float64Array | undefined {
    const index = this.bySymbol.get(symbol);
    if (!index) return undefined;
    const previous = this.state.quote(index.id).prevClose;
    if (!(index.base > 0) || !(previous > 0)) return undefined;
    const levels = new Float64Array(SESSION_MINUTES + 1);
    for (let k = 0; k < index.members.length; k++) {
      const member = at(index.members, k);
      const quote = this.state.quote(member);
      const still = quote.ltp > 0 ? quote.ltp : quote.prevClose;
      const weight = at(index.weights, k);
      for (let m = 0; m <= SESSION_MINUTES; m++) {
        levels[m] = at(levels, m) + weight * (priceAt(member, m) ?? still);
      }
    }
    for (let m = 0; m <= SESSION_MINUTES; m++) levels[m] = (previous * at(levels, m)) / index.base;
    return levels;
  }

  /** One-minute bars of an index up to session second `lastSecond`, or undefined for other symbols. */
  minuteBars(symbol: string, lastSecond: number): IntradayBars | undefined {
    const index = this.bySymbol.get(symbol);
    if (!index || index.lastMinute < 0) return undefined;
    const count = Math.min(Math.floor(lastSecond / 60) + 1, index.lastMinute + 1);
    const close = index.close.slice(0, count);
    return {
      barSeconds: 60,
      count,
      open: index.open.slice(0, count),
      high: index.high.slice(0, count),
      low: index.low.slice(0, count),
      close,
      volume: new Float64Array(count),
      turnover: new Float64Array(count),
      vwap: Float64Array.from(close),
      lastComplete: (lastSecond + 1) % 60 === 0,
    };
  }

  private record(index: LiveIndex, minute: number, level: number): void {
    // Minutes skipped since the last record (none when called every minute) repeat the last close.
    for (let m = index.lastMinute + 1; m < minute; m++) {
      const last = m > 0 ? at(index.close, m - 1) : level;
      index.open[m] = last;
      index.high[m] = last;
      index.low[m] = last;
      index.close[m] = last;
    }
    if (index.lastMinute < minute) {
      index.open[minute] = level;
      index.high[minute] = level;
      index.low[minute] = level;
      index.lastMinute = minute;
    }
    if (level > at(index.high, minute)) index.high[minute] = level;
    if (level < at(index.low, minute)) index.low[minute] = level;
    index.close[minute] = level;
  }
}
