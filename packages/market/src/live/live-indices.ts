/**
 * Index levels during a session, recomputed from constituents' last prices (free-float market-cap
 * weighted, like NSE's indices): level = Σ weight × ltp ÷ divisor.
 *
 * With a daily basis (`basisOn`: the simulated market), weight and divisor are the daily bar's own
 * (`indexWeightAt` and the divisor of `computeIndexLevels`), so the played index opens and closes on
 * the day's daily bar whenever its constituents print theirs: one definition of the index, live and
 * daily. Without one (imported real days), weights are the free-float shares and the divisor is set
 * at the open so the level equals the index's previous close at its constituents' previous closes:
 * level = previous close × Σ ffShares·ltp ÷ Σ ffShares·previous close. Weights are fixed for the
 * day, so a constituent's corporate action (which moves its previous close) does not move the index,
 * as the divisor adjustment does in `index-calculator.ts`.
 */
import type { MarketState } from '../market-state/market-state';
import type { IntradayBars } from '../simulator/intraday-bars';
import { SESSION_MINUTES } from '../simulator/intraday-path';
import type { IsoDate } from '../units';

/** The daily calculation's basis of an index on one day: level (points) = Σ weight × paise ÷ divisor. */
export interface IndexDayBasis {
  /** Weight of a constituent that day (shares × free-float factor). */
  readonly weightOf: (symbol: string) => number;
  /** The day's divisor, in paise per index point. */
  readonly divisor: number;
}

/** An index held in a MarketState as an index symbol (levels in hundredths of a point). */
export type LiveIndexDef = {
  readonly symbol: string;
  readonly constituents: readonly string[];
} & (
  | {
      /** Free-float shares of a constituent (shares outstanding × free-float factor). */
      readonly freeFloatShares: (symbol: string) => number;
    }
  | {
      /**
       * The daily bar's basis for `date` (undefined when the day has no bar: the index then keeps
       * the last weights, chained on its previous close).
       */
      readonly basisOn: (date: IsoDate) => IndexDayBasis | undefined;
    }
);

interface LiveIndex {
  readonly id: number;
  readonly symbols: readonly string[];
  readonly members: Int32Array;
  readonly weights: Float64Array;
  readonly basisOn: ((date: IsoDate) => IndexDayBasis | undefined) | undefined;
  /** Σ weight × price ÷ divisor × scale is the level in hundredths; set at each open. */
  divisor: number;
  scale: number;
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
      const symbols: string[] = [];
      for (const symbol of def.constituents) {
        const member = state.idOf(symbol);
        if (member === undefined) continue;
        members.push(member);
        symbols.push(symbol);
      }
      const fixed = 'freeFloatShares' in def ? def.freeFloatShares : undefined;
      const index: LiveIndex = {
        id,
        symbols,
        members: Int32Array.from(members),
        weights: Float64Array.from(symbols, (symbol) => (fixed ? fixed(symbol) : 0)),
        basisOn: 'basisOn' in def ? def.basisOn : undefined,
        divisor: 0,
        scale: 0,
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

  /**
   * Sets each index's weights and divisor for session `date` (the daily bar's basis, or the weights
   * chained on the previous closes) and clears the minute record.
   */
  openDay(date: IsoDate): void {
    for (const index of this.list) {
      const basis = index.basisOn?.(date);
      if (basis) {
        for (let k = 0; k < index.symbols.length; k++)
          index.weights[k] = basis.weightOf(index.symbols[k] ?? '');
        index.divisor = basis.divisor;
        index.scale = 100;
      } else {
        let base = 0;
        for (let k = 0; k < index.members.length; k++) {
          base += at(index.weights, k) * this.state.quote(at(index.members, k)).prevClose;
        }
        index.divisor = base;
        index.scale = this.state.quote(index.id).prevClose;
      }
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
      if (!(index.divisor > 0) || !(index.scale > 0)) continue;
      let value = 0;
      for (let k = 0; k < index.members.length; k++) {
        const member = at(index.members, k);
        const quote = this.state.quote(member);
        value += at(index.weights, k) * (quote.ltp > 0 ? quote.ltp : quote.prevClose);
      }
      const level = Math.max(1, Math.round((value / index.divisor) * index.scale));
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
    if (!(index.divisor > 0) || !(index.scale > 0)) return undefined;
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
    for (let m = 0; m <= SESSION_MINUTES; m++) levels[m] = (at(levels, m) / index.divisor) * index.scale;
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
