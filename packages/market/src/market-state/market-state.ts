/**
 * The in-memory MarketState (ARCHITECTURE §2.1): per-symbol columnar daily bars on one shared
 * trading-day axis, plus the live session's quote fields in flat typed arrays indexed by symbol id.
 *
 * Why this shape: whole-universe queries must answer in well under 2 ms over 500+ equities and ten
 * years of bars. Everything a query compares against (52-week high/low, all-time high, previous
 * close) depends only on completed days, so it is computed once per session in `beginSession`;
 * ticks only touch the quote arrays and the change column, and each query is one pass over ≤ N
 * symbols with partial selection. Reference levels use adjusted prices (printed × adjFactor), so a
 * split does not fake a 52-week low, and today's printed prices are compared with them directly.
 */

import type { OhlcvColumns } from '../daily-columns';
import { SESSION_MINUTES } from '../simulator/intraday-path';
import type { IsoDate, Paise } from '../units';
import type {
  Breadth,
  BreadthCounts,
  Breakout,
  DailyColumnsInput,
  HeatMapCell,
  LevelHit,
  MarketStateInput,
  Mover,
  Quote,
  SectorPerformance,
  SymbolMeta,
} from './market-state-types';
import { rankPositions } from './rank-ids';

/** Trading days in the 52-week window (NSE uses about 250 sessions a year). */
export const FIFTY_TWO_WEEK_DAYS = 250;
/** Spare daily capacity allocated at load, so a year of `beginSession` calls never reallocates. */
const DAY_SLACK = 260;

/** Read-only daily columns of one symbol over the completed days (`dates` of the state). */
export interface DailyColumns extends OhlcvColumns {
  /** Index of the first bar (−1 when the symbol has none yet). */
  readonly firstDay: number;
}

const at = (a: ArrayLike<number>, i: number): number => a[i] ?? 0;

/** A corporate action taking effect at a session's start (see `MarketState.beginSession`). */
export interface SessionAdjustment {
  /** Backward price factor (e.g. 0.5 for a 1:2 split, (P − D) / P for a dividend). */
  readonly priceFactor: number;
  /** Share-count multiplier (2 for a 1:2 split, 1 for a dividend). */
  readonly shareMultiplier: number;
}

/** Live market state of a universe: daily columns, session quotes and precomputed reference levels. */
export class MarketState {
  private readonly metas: SymbolMeta[];
  private readonly idBySymbol = new Map<string, number>();
  private readonly sectorNames: string[] = [];
  private readonly sectorIdByName = new Map<string, number>();
  private readonly sectorOf: Int32Array;
  /** Position of each symbol in alphabetical order: ties break on an integer, not a string compare. */
  private readonly tieRank: Int32Array;
  private readonly shares: Float64Array;
  private readonly equities: Int32Array;
  private readonly equitiesBySector: Int32Array[];

  private readonly days: IsoDate[];
  private dayCount: number;
  private capacity: number;
  private readonly dOpen: Int32Array[];
  private readonly dHigh: Int32Array[];
  private readonly dLow: Int32Array[];
  private readonly dClose: Int32Array[];
  private readonly dVolume: Float64Array[];
  private readonly dAdj: Float64Array[];
  /** Each day's reference close (the exchange's PREVCLOSE) in its printed terms; 0 = unknown. */
  private readonly dPrev: Int32Array[];
  private readonly firstDay: Int32Array;

  private session: IsoDate;
  private readonly qLtp: Int32Array;
  private readonly qOpen: Int32Array;
  private readonly qHigh: Int32Array;
  private readonly qLow: Int32Array;
  private readonly qPrev: Int32Array;
  private readonly qVolume: Float64Array;
  private readonly qTurnover: Float64Array;
  private readonly qTime: Float64Array;
  /** % change vs previous close, kept current by ticks (NaN without a previous close). */
  private readonly qChange: Float64Array;

  private readonly high52: Float64Array;
  private readonly low52: Float64Array;
  private readonly allTimeHigh: Float64Array;
  /** Per-lookback breakout levels, valid for the current session only. */
  private readonly lookbackCache = new Map<number, { maxHigh: Float64Array; avgVolume: Float64Array }>();

  /** Index of the first day of the continuous history (0: complete); see `MarketStateInput.history`. */
  private continuousFrom: number;
  /** False for a partial (imported) history: all-time highs are then unknown. */
  readonly historyComplete: boolean;

  private readonly scratchIds: Int32Array;
  private readonly scratchKey: Float64Array;
  private readonly scratchTie: Int32Array;

  /** Builds the state from columnar daily bars on a shared date axis (copied, never mutated). */
  constructor(input: MarketStateInput) {
    const n = input.dates.length;
    const count = input.symbols.length;
    if (n === 0) throw new RangeError('MarketState needs at least one daily bar');
    for (let t = 1; t < n; t++) {
      if ((input.dates[t] ?? '') <= (input.dates[t - 1] ?? '')) throw new RangeError('dates must ascend');
    }
    const loadLastAsSession = input.sessionDate === undefined;
    if (input.sessionDate !== undefined && input.sessionDate <= (input.dates[n - 1] ?? '')) {
      throw new RangeError('sessionDate must follow the last bar');
    }

    this.metas = input.symbols.map((s) => s.meta);
    this.sectorOf = new Int32Array(count);
    this.shares = new Float64Array(count);
    const equityList: number[] = [];
    for (let i = 0; i < count; i++) {
      const meta = this.metas[i] as SymbolMeta;
      if (this.idBySymbol.has(meta.symbol)) throw new RangeError(`Duplicate symbol ${meta.symbol}`);
      this.idBySymbol.set(meta.symbol, i);
      let sector = this.sectorIdByName.get(meta.sector);
      if (sector === undefined) {
        sector = this.sectorNames.length;
        this.sectorNames.push(meta.sector);
        this.sectorIdByName.set(meta.sector, sector);
      }
      this.sectorOf[i] = sector;
      this.shares[i] = meta.sharesOutstanding ?? 0;
      if (!meta.isIndex) equityList.push(i);
    }
    this.tieRank = new Int32Array(count);
    const alphabetical = [...this.metas.keys()].sort((a, b) => {
      const sa = this.metas[a]?.symbol ?? '';
      const sb = this.metas[b]?.symbol ?? '';
      return sa < sb ? -1 : sa > sb ? 1 : 0;
    });
    alphabetical.forEach((id, rank) => {
      this.tieRank[id] = rank;
    });
    this.equities = Int32Array.from(equityList);
    this.equitiesBySector = this.sectorNames.map((_, s) =>
      Int32Array.from(equityList.filter((id) => this.sectorOf[id] === s)),
    );

    this.days = input.dates.slice(0, loadLastAsSession ? n - 1 : n);
    this.dayCount = this.days.length;
    this.capacity = n + DAY_SLACK;
    this.dOpen = [];
    this.dHigh = [];
    this.dLow = [];
    this.dClose = [];
    this.dVolume = [];
    this.dAdj = [];
    this.dPrev = [];
    this.firstDay = new Int32Array(count).fill(-1);
    for (let i = 0; i < count; i++) this.loadColumns(input.symbols[i] as DailyColumnsInput, i, n);

    this.qLtp = new Int32Array(count);
    this.qOpen = new Int32Array(count);
    this.qHigh = new Int32Array(count);
    this.qLow = new Int32Array(count);
    this.qPrev = new Int32Array(count);
    this.qVolume = new Float64Array(count);
    this.qTurnover = new Float64Array(count);
    this.qTime = new Float64Array(count).fill(input.loadedAt ?? 0);
    this.qChange = new Float64Array(count);
    this.high52 = new Float64Array(count);
    this.low52 = new Float64Array(count);
    this.allTimeHigh = new Float64Array(count);
    this.scratchIds = new Int32Array(count);
    this.scratchKey = new Float64Array(count);
    this.scratchTie = new Int32Array(count);

    this.historyComplete = input.history === undefined;
    const from = input.history?.continuousFrom;
    const firstContinuous = from === undefined ? 0 : this.days.findIndex((d) => d >= from);
    this.continuousFrom = firstContinuous < 0 ? this.days.length : firstContinuous;
    this.session = input.sessionDate ?? (input.dates[n - 1] as IsoDate);
    this.recomputeReference();
    this.openQuotes();
    if (loadLastAsSession) {
      // The last input bar is today's session so far; its high/low/volume become the quote.
      const t = n - 1;
      for (let i = 0; i < count; i++) {
        const c = at(this.dClose[i] as Int32Array, t);
        if (c <= 0) continue;
        this.qOpen[i] = at(this.dOpen[i] as Int32Array, t);
        this.qHigh[i] = at(this.dHigh[i] as Int32Array, t);
        this.qLow[i] = at(this.dLow[i] as Int32Array, t);
        this.qLtp[i] = c;
        const v = at(this.dVolume[i] as Float64Array, t);
        this.qVolume[i] = v;
        // A daily bar has no VWAP, so turnover is approximated at the close.
        this.qTurnover[i] = v * c;
        this.updateChange(i);
      }
    }
  }

  private loadColumns(s: DailyColumnsInput, i: number, n: number): void {
    for (const column of [s.open, s.high, s.low, s.close, s.volume]) {
      if (column.length !== n) throw new RangeError(`${s.meta.symbol}: every column needs ${n} values`);
    }
    const cap = this.capacity;
    const open = new Int32Array(cap);
    const high = new Int32Array(cap);
    const low = new Int32Array(cap);
    const close = new Int32Array(cap);
    const volume = new Float64Array(cap);
    const adj = new Float64Array(cap).fill(1);
    open.set(s.open);
    high.set(s.high);
    low.set(s.low);
    close.set(s.close);
    volume.set(s.volume);
    if (s.adjFactor) adj.set(s.adjFactor);
    const prev = new Int32Array(cap);
    if (s.prevClose) prev.set(s.prevClose);
    this.dPrev.push(prev);
    this.dOpen.push(open);
    this.dHigh.push(high);
    this.dLow.push(low);
    this.dClose.push(close);
    this.dVolume.push(volume);
    this.dAdj.push(adj);
    for (let t = 0; t < n; t++) {
      if (at(close, t) > 0) {
        this.firstDay[i] = t;
        break;
      }
    }
  }

  /** Number of symbols (ids run from 0 to `symbolCount − 1`). */
  get symbolCount(): number {
    return this.metas.length;
  }

  /** The live session's date. */
  get sessionDate(): IsoDate {
    return this.session;
  }

  /** Completed trading days (the daily columns' axis), oldest first. */
  get dates(): readonly IsoDate[] {
    return this.days;
  }

  /**
   * True when the `days` completed sessions before day index `end` are all in the history (always,
   * for a complete history: a symbol listed later simply has fewer bars). False for imported data
   * that does not reach back that far without a gap: "not enough history".
   */
  hasWindow(end: number, days: number): boolean {
    return this.historyComplete || end - days >= this.continuousFrom;
  }

  /**
   * The live session follows sessions missing from the data (a gap between imported files): the
   * continuous history starts again with it, and the 52-week levels wait for 250 sessions.
   */
  breakHistory(): void {
    this.continuousFrom = this.dayCount;
    this.recomputeReference();
  }

  /** The first day (index) of the continuous history: 0 for a complete one. */
  get continuousHistoryFrom(): number {
    return this.continuousFrom;
  }

  /** Sector names in first-seen order. */
  get sectors(): readonly string[] {
    return this.sectorNames;
  }

  /** Id of a symbol, or undefined when unknown. */
  idOf(symbol: string): number | undefined {
    return this.idBySymbol.get(symbol);
  }

  /** Metadata of a symbol id. */
  meta(id: number): SymbolMeta {
    const meta = this.metas[id];
    if (!meta) throw new RangeError(`Unknown symbol id ${id}`);
    return meta;
  }

  /** Listed shares now (after every split and bonus applied so far); 0 when unknown. */
  sharesOutstanding(id: number): number {
    this.meta(id);
    return at(this.shares, id);
  }

  /** Views (no copy) of a symbol's daily columns over the completed days. */
  daily(id: number): DailyColumns {
    this.meta(id);
    const k = this.dayCount;
    const view = <A extends Int32Array | Float64Array>(cols: readonly A[]): A =>
      (cols[id] as A).subarray(0, k) as A;
    return {
      open: view(this.dOpen),
      high: view(this.dHigh),
      low: view(this.dLow),
      close: view(this.dClose),
      volume: view(this.dVolume),
      adjFactor: view(this.dAdj),
      firstDay: at(this.firstDay, id) < k ? at(this.firstDay, id) : -1,
    };
  }

  /**
   * The close completed day `t`'s change is measured against, in day t's printed terms: the
   * exchange's previous close when the day has one, else the last earlier printed close restated
   * through the adjustment factors; 0 when the symbol has no bar before `t`.
   */
  referenceClose(id: number, t: number): number {
    this.meta(id);
    const known = at(this.dPrev[id] as Int32Array, t);
    if (known > 0) return known;
    const close = this.dClose[id] as Int32Array;
    const adj = this.dAdj[id] as Float64Array;
    for (let s = t - 1; s >= Math.max(0, at(this.firstDay, id)); s--) {
      const c = at(close, s);
      if (c > 0) return Math.round((c * at(adj, s)) / (at(adj, t) || 1));
    }
    return 0;
  }

  /**
   * Sets the live session's previous close of a symbol (the exchange's PREVCLOSE; 0: unknown, the
   * symbol then has no change). Before its first trade the price shown is that close.
   */
  setPreviousClose(id: number, paise: number): void {
    this.meta(id);
    if (!(paise >= 0) || !Number.isInteger(paise))
      throw new RangeError('Previous close must be whole paise ≥ 0');
    this.qPrev[id] = paise;
    if (at(this.qOpen, id) === 0) this.qLtp[id] = paise;
    this.updateChange(id);
  }

  /**
   * Sets the session's traded value (paise) of a symbol: the exchange's own figure (the bhavcopy's
   * TOTTRDVAL) once the day is complete, in place of the sum of the played prints.
   */
  setTurnover(id: number, paise: number): void {
    this.meta(id);
    if (!(paise >= 0) || !Number.isFinite(paise)) throw new RangeError('Turnover must be ≥ 0');
    this.qTurnover[id] = paise;
  }

  /** The live quote of a symbol id. */
  quote(id: number): Quote {
    const { symbol } = this.meta(id);
    return {
      symbol,
      ltp: at(this.qLtp, id) as Paise,
      open: at(this.qOpen, id) as Paise,
      high: at(this.qHigh, id) as Paise,
      low: at(this.qLow, id) as Paise,
      prevClose: at(this.qPrev, id) as Paise,
      volume: at(this.qVolume, id),
      turnover: at(this.qTurnover, id),
      changePct: at(this.qChange, id),
      lastUpdate: at(this.qTime, id),
    };
  }

  /** Reference levels from completed days (adjusted paise; NaN when the symbol has no bars yet). */
  referenceLevels(id: number): { high52: number; low52: number; allTimeHigh: number } {
    this.meta(id);
    return {
      high52: at(this.high52, id),
      low52: at(this.low52, id),
      allTimeHigh: at(this.allTimeHigh, id),
    };
  }

  /** Applies a trade of `quantity` at `price` paise at epoch ms `time`; a late tick moves range and volume, not the LTP. */
  applyTick(id: number, price: number, quantity: number, time: number): void {
    if (id < 0 || id >= this.metas.length || !Number.isInteger(id)) {
      throw new RangeError(`Unknown symbol id ${id}`);
    }
    if (!(price > 0) || !Number.isInteger(price)) throw new RangeError('Tick price must be whole paise > 0');
    if (!(quantity >= 0) || !Number.isFinite(quantity)) throw new RangeError('Tick quantity must be ≥ 0');
    if (at(this.qOpen, id) === 0) {
      this.qOpen[id] = price;
      this.qHigh[id] = price;
      this.qLow[id] = price;
    } else {
      if (price > at(this.qHigh, id)) this.qHigh[id] = price;
      if (price < at(this.qLow, id)) this.qLow[id] = price;
    }
    this.qVolume[id] = at(this.qVolume, id) + quantity;
    this.qTurnover[id] = at(this.qTurnover, id) + price * quantity;
    if (time >= at(this.qTime, id)) {
      this.qLtp[id] = price;
      this.qTime[id] = time;
      this.updateChange(id);
    }
  }

  /**
   * Closes the current session into the daily columns and opens `date` (after the current one):
   * previous close = last price, no trades yet; reference levels are recomputed once here.
   * `adjustments` (by symbol id) are the corporate actions going ex on `date`.
   */
  beginSession(date: IsoDate, time: number, adjustments?: ReadonlyMap<number, SessionAdjustment>): void {
    if (date <= this.session) throw new RangeError(`Session ${date} does not follow ${this.session}`);
    if (this.dayCount === this.capacity) this.grow();
    const t = this.dayCount;
    for (let i = 0; i < this.metas.length; i++) {
      const ltp = at(this.qLtp, i);
      if (ltp <= 0) continue;
      // An untraded listed symbol gets a flat bar at its last price, as in the bhavcopy.
      const traded = at(this.qOpen, i) > 0;
      (this.dOpen[i] as Int32Array)[t] = traded ? at(this.qOpen, i) : ltp;
      (this.dHigh[i] as Int32Array)[t] = traded ? at(this.qHigh, i) : ltp;
      (this.dLow[i] as Int32Array)[t] = traded ? at(this.qLow, i) : ltp;
      (this.dClose[i] as Int32Array)[t] = ltp;
      (this.dVolume[i] as Float64Array)[t] = at(this.qVolume, i);
      (this.dAdj[i] as Float64Array)[t] = 1;
      (this.dPrev[i] as Int32Array)[t] = at(this.qPrev, i);
      if (at(this.firstDay, i) < 0) this.firstDay[i] = t;
    }
    this.days.push(this.session);
    this.dayCount++;
    this.session = date;
    for (const [id, adjustment] of adjustments ?? []) this.adjustForAction(id, adjustment);
    this.recomputeReference();
    this.openQuotes();
    this.qTime.fill(time);
  }

  /**
   * A corporate action going ex on the new session: every completed bar is restated in its terms
   * (adjusted = printed × factor), so today's previous close and reference levels are comparable
   * with today's prices; splits and bonuses also multiply the share count.
   */
  private adjustForAction(id: number, adjustment: SessionAdjustment): void {
    this.meta(id);
    const adj = this.dAdj[id] as Float64Array;
    for (let t = 0; t < this.dayCount; t++) adj[t] = at(adj, t) * adjustment.priceFactor;
    this.shares[id] = at(this.shares, id) * adjustment.shareMultiplier;
  }

  private grow(): void {
    const cap = this.capacity + DAY_SLACK;
    const grown = <A extends Int32Array | Float64Array>(cols: A[], make: (n: number) => A): void => {
      for (let i = 0; i < cols.length; i++) {
        const next = make(cap);
        next.set(cols[i] as A);
        cols[i] = next;
      }
    };
    grown(this.dOpen, (k) => new Int32Array(k));
    grown(this.dHigh, (k) => new Int32Array(k));
    grown(this.dLow, (k) => new Int32Array(k));
    grown(this.dClose, (k) => new Int32Array(k));
    grown(this.dVolume, (k) => new Float64Array(k));
    grown(this.dAdj, (k) => new Float64Array(k).fill(1));
    grown(this.dPrev, (k) => new Int32Array(k));
    this.capacity = cap;
  }

  /** 52-week high/low (last 250 completed days) and all-time high, in adjusted paise; NaN without bars. */
  private recomputeReference(): void {
    const end = this.dayCount;
    const windowStart = Math.max(0, end - FIFTY_TWO_WEEK_DAYS);
    // A partial history shorter than the window has no 52-week levels ("not enough history").
    const year = this.hasWindow(end, FIFTY_TWO_WEEK_DAYS);
    this.lookbackCache.clear();
    for (let i = 0; i < this.metas.length; i++) {
      const high = this.dHigh[i] as Int32Array;
      const low = this.dLow[i] as Int32Array;
      const adj = this.dAdj[i] as Float64Array;
      let ath = Number.NEGATIVE_INFINITY;
      let hi = Number.NEGATIVE_INFINITY;
      let lo = Number.POSITIVE_INFINITY;
      for (let t = Math.max(0, at(this.firstDay, i)); t < end; t++) {
        const h = at(high, t);
        if (h <= 0) continue;
        const f = at(adj, t);
        const ah = h * f;
        if (ah > ath) ath = ah;
        if (t >= windowStart) {
          if (ah > hi) hi = ah;
          const al = at(low, t) * f;
          if (al < lo) lo = al;
        }
      }
      this.allTimeHigh[i] = ath === Number.NEGATIVE_INFINITY || !this.historyComplete ? Number.NaN : ath;
      this.high52[i] = hi === Number.NEGATIVE_INFINITY || !year ? Number.NaN : hi;
      this.low52[i] = lo === Number.POSITIVE_INFINITY || !year ? Number.NaN : lo;
    }
  }

  /** Starts every quote of the session at the previous close (adjusted to today's terms) with no trades. */
  private openQuotes(): void {
    const last = this.dayCount - 1;
    for (let i = 0; i < this.metas.length; i++) {
      let prev = 0;
      if (last >= 0) {
        const close = this.dClose[i] as Int32Array;
        // Walk back over gaps (suspensions) to the last printed close.
        for (let t = last; t >= Math.max(0, at(this.firstDay, i)); t--) {
          const c = at(close, t);
          if (c > 0) {
            prev = Math.round(c * at(this.dAdj[i] as Float64Array, t));
            break;
          }
        }
      }
      this.qPrev[i] = prev;
      this.qLtp[i] = prev;
      this.qOpen[i] = 0;
      this.qHigh[i] = 0;
      this.qLow[i] = 0;
      this.qVolume[i] = 0;
      this.qTurnover[i] = 0;
      this.updateChange(i);
    }
  }

  private updateChange(i: number): void {
    const prev = at(this.qPrev, i);
    this.qChange[i] = prev > 0 ? ((at(this.qLtp, i) - prev) / prev) * 100 : Number.NaN;
  }

  /** Equity ids of the universe or of one sector (empty for an unknown sector). */
  private universe(sector: string | undefined): Int32Array {
    if (sector === undefined) return this.equities;
    const s = this.sectorIdByName.get(sector);
    return s === undefined ? new Int32Array(0) : (this.equitiesBySector[s] ?? new Int32Array(0));
  }

  private levelHit(id: number, level: number): LevelHit {
    const meta = this.meta(id);
    const ltp = at(this.qLtp, id);
    return {
      symbol: meta.symbol,
      sector: meta.sector,
      ltp: ltp as Paise,
      level,
      pctFromLevel: ((ltp - level) / level) * 100,
      changePct: at(this.qChange, id),
    };
  }

  /** Ranks the first `count` candidates of the scratch buffers and maps their ids to rows. */
  private ranked<T>(count: number, descending: boolean, limit: number, row: (id: number) => T): T[] {
    const tie = this.scratchTie;
    for (let j = 0; j < count; j++) tie[j] = at(this.tieRank, at(this.scratchIds, j));
    return rankPositions(count, this.scratchKey, tie, descending, limit).map((j) =>
      row(at(this.scratchIds, j)),
    );
  }

  /** Top gainers (change > 0, highest first) or losers (change < 0, lowest first) by % change vs previous close; ties by symbol. */
  topMovers(options: { direction: 'gainers' | 'losers'; limit?: number; sector?: string }): Mover[] {
    const ids = this.universe(options.sector);
    const gainers = options.direction === 'gainers';
    let count = 0;
    for (let j = 0; j < ids.length; j++) {
      const id = at(ids, j);
      const c = at(this.qChange, id);
      if (gainers ? c > 0 : c < 0) {
        this.scratchIds[count] = id;
        this.scratchKey[count] = c;
        count++;
      }
    }
    return this.ranked(count, gainers, options.limit ?? 10, (id) => {
      const meta = this.meta(id);
      const ltp = at(this.qLtp, id);
      const prev = at(this.qPrev, id);
      return {
        symbol: meta.symbol,
        sector: meta.sector,
        ltp: ltp as Paise,
        prevClose: prev as Paise,
        change: (ltp - prev) as Paise,
        changePct: at(this.qChange, id),
        volume: at(this.qVolume, id),
      };
    });
  }

  /** Equities whose session high (low) reached or passed the 52-week high (low) of the previous 250 days; furthest through first. */
  fiftyTwoWeek(options: { kind: 'high' | 'low'; limit?: number; sector?: string }): LevelHit[] {
    const high = options.kind === 'high';
    const ids = this.universe(options.sector);
    let count = 0;
    for (let j = 0; j < ids.length; j++) {
      const id = at(ids, j);
      const level = high ? at(this.high52, id) : at(this.low52, id);
      const touched = high ? at(this.qHigh, id) >= level : at(this.qLow, id) <= level;
      if (at(this.qHigh, id) > 0 && touched) {
        this.scratchIds[count] = id;
        this.scratchKey[count] = ((at(this.qLtp, id) - level) / level) * 100;
        count++;
      }
    }
    return this.ranked(count, high, options.limit ?? ids.length, (id) =>
      this.levelHit(id, high ? at(this.high52, id) : at(this.low52, id)),
    );
  }

  /** Equities whose LTP is within `thresholdPct` % of the 52-week high (below it, or through it), nearest first. */
  nearFiftyTwoWeek(options: {
    thresholdPct: number;
    kind?: 'high' | 'low';
    limit?: number;
    sector?: string;
  }): LevelHit[] {
    const high = (options.kind ?? 'high') === 'high';
    const ids = this.universe(options.sector);
    let count = 0;
    for (let j = 0; j < ids.length; j++) {
      const id = at(ids, j);
      const level = high ? at(this.high52, id) : at(this.low52, id);
      // Distance from the level in the direction away from it: ≤ 0 once the level is reached.
      const distance = ((high ? level - at(this.qLtp, id) : at(this.qLtp, id) - level) / level) * 100;
      if (distance <= options.thresholdPct) {
        this.scratchIds[count] = id;
        this.scratchKey[count] = distance;
        count++;
      }
    }
    return this.ranked(count, false, options.limit ?? ids.length, (id) =>
      this.levelHit(id, high ? at(this.high52, id) : at(this.low52, id)),
    );
  }

  /** Equities whose session high reached or passed their all-time (adjusted) high of completed days; furthest through first. */
  allTimeHighs(options: { limit?: number; sector?: string } = {}): LevelHit[] {
    const ids = this.universe(options.sector);
    let count = 0;
    for (let j = 0; j < ids.length; j++) {
      const id = at(ids, j);
      const level = at(this.allTimeHigh, id);
      const h = at(this.qHigh, id);
      if (h > 0 && h >= level) {
        this.scratchIds[count] = id;
        this.scratchKey[count] = ((at(this.qLtp, id) - level) / level) * 100;
        count++;
      }
    }
    return this.ranked(count, true, options.limit ?? ids.length, (id) =>
      this.levelHit(id, at(this.allTimeHigh, id)),
    );
  }

  /** Equities whose LTP is above the highest high of the previous `lookback` days on volume above that window's average; furthest above first. */
  breakouts(options: {
    lookback: number;
    limit?: number;
    sector?: string;
    /**
     * Share of the session played (0–1, default 1): volume confirms when the session's volume is
     * above the lookback's average daily volume × this share (a whole day's average would confirm
     * nothing before the afternoon). Floored at one minute of the 375-minute session.
     */
    sessionFraction?: number;
    /** 'confirmed' (default): only volume-confirmed breakouts; 'any': every price breakout. */
    volume?: 'confirmed' | 'any';
  }): Breakout[] {
    const lookback = options.lookback;
    if (!Number.isInteger(lookback) || lookback < 1)
      throw new RangeError('lookback must be a whole number ≥ 1');
    const fraction = Math.min(1, Math.max(options.sessionFraction ?? 1, 1 / SESSION_MINUTES));
    const confirmedOnly = (options.volume ?? 'confirmed') === 'confirmed';
    const { maxHigh, avgVolume } = this.lookbackLevels(lookback);
    const ids = this.universe(options.sector);
    let count = 0;
    for (let j = 0; j < ids.length; j++) {
      const id = at(ids, j);
      const level = at(maxHigh, id);
      const confirmed = at(this.qVolume, id) > at(avgVolume, id) * fraction;
      if (at(this.qLtp, id) > level && at(this.qOpen, id) > 0 && (confirmed || !confirmedOnly)) {
        this.scratchIds[count] = id;
        this.scratchKey[count] = ((at(this.qLtp, id) - level) / level) * 100;
        count++;
      }
    }
    return this.ranked(count, true, options.limit ?? ids.length, (id) => {
      const averageVolume = at(avgVolume, id);
      const volumeRatio = averageVolume > 0 ? at(this.qVolume, id) / (averageVolume * fraction) : 0;
      return {
        ...this.levelHit(id, at(maxHigh, id)),
        volume: at(this.qVolume, id),
        averageVolume,
        volumeRatio,
        volumeConfirmed: volumeRatio > 1,
      };
    });
  }

  /** Highest adjusted high and mean volume over the last `lookback` completed days (NaN without a full window). */
  private lookbackLevels(lookback: number): { maxHigh: Float64Array; avgVolume: Float64Array } {
    const cached = this.lookbackCache.get(lookback);
    if (cached) return cached;
    const count = this.metas.length;
    const maxHigh = new Float64Array(count).fill(Number.NaN);
    const avgVolume = new Float64Array(count).fill(Number.NaN);
    const end = this.dayCount;
    const start = end - lookback;
    for (let i = 0; i < count; i++) {
      const first = at(this.firstDay, i);
      if (start < 0 || first < 0 || first > start) continue;
      const high = this.dHigh[i] as Int32Array;
      const adj = this.dAdj[i] as Float64Array;
      const volume = this.dVolume[i] as Float64Array;
      let hi = Number.NEGATIVE_INFINITY;
      let v = 0;
      for (let t = start; t < end; t++) {
        const ah = at(high, t) * at(adj, t);
        if (ah > hi) hi = ah;
        v += at(volume, t);
      }
      maxHigh[i] = hi;
      avgVolume[i] = v / lookback;
    }
    const levels = { maxHigh, avgVolume };
    this.lookbackCache.set(lookback, levels);
    return levels;
  }

  /** Advances (LTP above previous close), declines, unchanged among equities with a previous close, with per-sector counts. */
  breadth(options: { sector?: string } = {}): Breadth {
    const sectorCount = this.sectorNames.length;
    const adv = new Int32Array(sectorCount);
    const dec = new Int32Array(sectorCount);
    const unch = new Int32Array(sectorCount);
    const ids = this.universe(options.sector);
    for (let j = 0; j < ids.length; j++) {
      const id = at(ids, j);
      const prev = at(this.qPrev, id);
      if (prev <= 0) continue;
      const s = at(this.sectorOf, id);
      const ltp = at(this.qLtp, id);
      if (ltp > prev) adv[s] = at(adv, s) + 1;
      else if (ltp < prev) dec[s] = at(dec, s) + 1;
      else unch[s] = at(unch, s) + 1;
    }
    let advances = 0;
    let declines = 0;
    let unchanged = 0;
    const sectors: (BreadthCounts & { sector: string })[] = [];
    for (let s = 0; s < sectorCount; s++) {
      const a = at(adv, s);
      const d = at(dec, s);
      const u = at(unch, s);
      if (a + d + u === 0) continue;
      advances += a;
      declines += d;
      unchanged += u;
      sectors.push({ sector: this.sectorNames[s] ?? '', advances: a, declines: d, unchanged: u });
    }
    sectors.sort((x, y) => (x.sector < y.sector ? -1 : x.sector > y.sector ? 1 : 0));
    return {
      advances,
      declines,
      unchanged,
      advanceDeclineRatio: declines === 0 ? null : advances / declines,
      sectors,
    };
  }

  /** Tiles for equities with a previous close (all, a sector, or given ids), weighted by market cap (default) or turnover; largest first. */
  heatMap(
    options: { sector?: string; ids?: readonly number[]; weightBy?: 'marketCap' | 'turnover' } = {},
  ): HeatMapCell[] {
    const ids: ArrayLike<number> = options.ids ?? this.universe(options.sector);
    const byTurnover = options.weightBy === 'turnover';
    let count = 0;
    let total = 0;
    // The bound on `count` guards the scratch buffers against caller ids given twice.
    for (let j = 0; j < ids.length && count < this.scratchIds.length; j++) {
      const id = at(ids, j);
      if (id < 0 || id >= this.metas.length || at(this.qPrev, id) <= 0) continue;
      const measure = byTurnover ? at(this.qTurnover, id) : at(this.qLtp, id) * at(this.shares, id);
      this.scratchIds[count] = id;
      this.scratchKey[count] = measure;
      total += measure;
      count++;
    }
    // Caller-given ids need not ascend, so keys are not spread by id here: sort positions instead.
    const order = Array.from({ length: count }, (_, j) => j);
    const ranks = this.tieRank;
    const key = this.scratchKey;
    const sid = this.scratchIds;
    order.sort((a, b) => at(key, b) - at(key, a) || at(ranks, at(sid, a)) - at(ranks, at(sid, b)));
    return order.map((j) => {
      const id = at(sid, j);
      const meta = this.meta(id);
      return {
        symbol: meta.symbol,
        sector: meta.sector,
        changePct: at(this.qChange, id),
        marketCap: at(this.qLtp, id) * at(this.shares, id),
        turnover: at(this.qTurnover, id),
        weight: total > 0 ? at(key, j) / total : 0,
      };
    });
  }

  /** Per sector: equal-weight average % change and market-cap-weighted % change (prev-close caps; equal weights when shares are unknown); best first. */
  sectorPerformance(): SectorPerformance[] {
    const out: SectorPerformance[] = [];
    for (let s = 0; s < this.sectorNames.length; s++) {
      const ids = this.equitiesBySector[s] ?? new Int32Array(0);
      let count = 0;
      let sumChange = 0;
      let prevCap = 0;
      let capNow = 0;
      let advances = 0;
      let declines = 0;
      let unchanged = 0;
      for (let j = 0; j < ids.length; j++) {
        const id = at(ids, j);
        const prev = at(this.qPrev, id);
        if (prev <= 0) continue;
        const ltp = at(this.qLtp, id);
        count++;
        sumChange += at(this.qChange, id);
        const sh = at(this.shares, id);
        prevCap += prev * sh;
        capNow += ltp * sh;
        if (ltp > prev) advances++;
        else if (ltp < prev) declines++;
        else unchanged++;
      }
      if (count === 0) continue;
      const averageChangePct = sumChange / count;
      out.push({
        sector: this.sectorNames[s] ?? '',
        count,
        advances,
        declines,
        unchanged,
        averageChangePct,
        weightedChangePct: prevCap > 0 ? ((capNow - prevCap) / prevCap) * 100 : averageChangePct,
      });
    }
    out.sort(
      (a, b) =>
        b.weightedChangePct - a.weightedChangePct || (a.sector < b.sector ? -1 : a.sector > b.sector ? 1 : 0),
    );
    return out;
  }
}
