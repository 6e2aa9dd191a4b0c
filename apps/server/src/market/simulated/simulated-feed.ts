/**
 * The `simulated` market feed: the seeded simulated NSE (`generateSimulatedNse`) loaded into a
 * MarketState up to the session the market clock is in, then played second by second by a
 * SessionPlayer. Each day's bar comes from the pre-generated window, so the live path is the same
 * for every server started with the same seed.
 */
import {
  type CorporateAction,
  type DailyColumnsInput,
  EQUITIES,
  type Equity,
  INDEX_SECTOR,
  INDIA_VIX,
  INDIA_VIX_UNDERLYING,
  INDICES,
  type IntradayBars,
  type IsoDate,
  intradayIndiaVix,
  intradayReferences,
  MarketState,
  type OhlcvColumns,
  type OtherInstrumentKind,
  priceFactorOf,
  type SessionAdjustment,
  type SessionDayBar,
  SessionPlayer,
  type SimulatedNse,
  shareMultiplierOf,
  simulatedLiveIndices,
  vixDayState,
} from '@nivesh/market';
import { playerSession, SESSION_MS, sessionDayAt, sessionOpenMs } from '../feed-session';
import type { FeedSession, MarketFeed } from '../market-feed';

/**
 * MarketState sector of the instruments that are not NSE equities: they are held as non-equity
 * symbols (`isIndex`), so breadth, movers and heat maps stay equities-only.
 */
export const OTHER_SECTOR: Readonly<Record<OtherInstrumentKind, string>> = {
  etf: 'ETF',
  commodity: 'COMMODITY',
  'global-index': 'GLOBAL INDEX',
};

/** Bar `t` of a columnar series, as the session player takes it. */
function barAt(s: OhlcvColumns, t: number): SessionDayBar {
  return {
    open: s.open[t] ?? 0,
    high: s.high[t] ?? 0,
    low: s.low[t] ?? 0,
    close: s.close[t] ?? 0,
    volume: s.volume[t] ?? 0,
  };
}

/** The simulated market over a generated window. */
export class SimulatedFeed implements MarketFeed {
  readonly kind = 'simulated' as const;
  readonly pathSeed: string;
  readonly simulated = true;
  readonly state: MarketState;
  private readonly player: SessionPlayer;
  private readonly dateIndex: Map<IsoDate, number>;
  private readonly actionsByDate = new Map<IsoDate, Map<string, SessionAdjustment>>();
  private lastNow = 0;
  /** Session second India VIX was last computed at. */
  private vixSecond = -1;

  constructor(
    private readonly nse: SimulatedNse,
    now: Date,
  ) {
    const { history } = nse;
    this.dateIndex = new Map(history.dates.map((d, i) => [d, i]));
    const day = sessionDayAt(now, this.nse.calendar);
    const k = this.dateIndex.get(day);
    if (k === undefined || k === 0) {
      throw new RangeError(
        `The simulated market has no session on ${day}: its window is ${history.dates[0]}…`,
      );
    }
    this.indexActions();
    this.state = this.loadState(k);
    this.pathSeed = nse.seed;
    this.player = new SessionPlayer({
      state: this.state,
      seed: nse.seed,
      // Each index is played on its daily bar's weights and divisor: it opens and closes on that bar.
      indices: simulatedLiveIndices(nse.history),
      ticks: new Map([...nse.others.series].map(([symbol, s]) => [symbol, s.meta.tick])),
      // Mini contracts, ETFs and GIFT Nifty move with their underlying's played path.
      follows: intradayReferences(nse.others.series),
    });
    this.openDay(day);
    this.advance(now);
  }

  advance(now: Date): readonly number[] {
    const time = now.getTime();
    if (time < this.lastNow) return [];
    this.lastNow = time;
    const day = sessionDayAt(now, this.nse.calendar);
    const current = this.player.sessionDate;
    const changed = new Set<number>();
    if (current !== undefined && day > current) {
      // Finish the day in progress, then play any whole days skipped (a sleeping server) before today.
      for (const id of this.player.advanceTo(this.player.openMs + SESSION_MS)) changed.add(id);
      for (const skipped of this.nse.calendar.tradingDaysBetween(current, day)) {
        if (skipped <= current || skipped >= day) continue;
        this.openDay(skipped);
        this.player.advanceTo(this.player.openMs + SESSION_MS);
      }
      this.openDay(day);
    }
    for (const id of this.player.advanceTo(time)) changed.add(id);
    const vixId = this.updateVix();
    if (vixId !== undefined) changed.add(vixId);
    return [...changed];
  }

  /**
   * India VIX at the last played instant, from the simulated NIFTY 50 option chain at NIFTY's live
   * level (the India VIX formula on near and next-month options, `intradayIndiaVix`).
   */
  private updateVix(): number | undefined {
    const id = this.state.idOf(INDIA_VIX);
    const niftyId = this.state.idOf(INDIA_VIX_UNDERLYING);
    const t = this.dateIndex.get(this.state.sessionDate);
    const played = this.player.secondsPlayed;
    if (id === undefined || niftyId === undefined || t === undefined || played === 0) return undefined;
    if (played === this.vixSecond) return undefined;
    this.vixSecond = played;
    const spot = this.state.quote(niftyId).ltp / 100;
    const instant = new Date(this.player.openMs + (played - 1) * 1000);
    const value = intradayIndiaVix(vixDayState(this.nse.vix, t), spot, instant);
    this.state.applyTick(id, Math.max(1, Math.round(value * 100)), 0, instant.getTime());
    return id;
  }

  session(): FeedSession {
    return playerSession(this.player, this.state.sessionDate, this.lastNow);
  }

  minuteBars(symbol: string): IntradayBars | undefined {
    return this.player.minuteBars(symbol);
  }

  minuteCloses(symbol: string): Int32Array | undefined {
    return this.player.minuteCloses(symbol);
  }

  corporateActions(symbol: string, through?: IsoDate): readonly CorporateAction[] {
    const actions = this.nse.history.series.get(symbol)?.actions ?? [];
    const until = through ?? this.state.sessionDate;
    return actions.filter((a) => a.exDate <= until);
  }

  private openDay(day: IsoDate): void {
    const t = this.dateIndex.get(day);
    if (t === undefined) throw new RangeError(`The simulated window has no bar for ${day}`);
    const bars = new Map<string, SessionDayBar>();
    for (const series of [this.nse.history.series, this.nse.others.series]) {
      for (const [symbol, s] of series) bars.set(symbol, barAt(s, t));
    }
    const openMs = sessionOpenMs(day);
    this.player.openDay(day, openMs, bars, this.actionsByDate.get(day));
    this.vixSecond = -1;
  }

  /** The corporate actions by ex-date, as MarketState adjustments (dividends against the prior close). */
  private indexActions(): void {
    const { history } = this.nse;
    for (const [symbol, s] of history.series) {
      for (const action of s.actions) {
        const t = this.dateIndex.get(action.exDate);
        if (t === undefined || t === 0) continue;
        const list = this.actionsByDate.get(action.exDate) ?? new Map<string, SessionAdjustment>();
        const prior = list.get(symbol) ?? { priceFactor: 1, shareMultiplier: 1 };
        list.set(symbol, {
          priceFactor: prior.priceFactor * priceFactorOf(action, s.close[t - 1] ?? 0),
          shareMultiplier: prior.shareMultiplier * shareMultiplierOf(action),
        });
        this.actionsByDate.set(action.exDate, list);
      }
    }
  }

  /**
   * Shares outstanding of an equity on `day`. The universe's count is today's (the anchor day's), so
   * splits and bonuses between `day` and the anchor divide it, and those after the anchor multiply it.
   */
  private sharesOn(symbol: string, day: IsoDate): number {
    const s = this.nse.history.series.get(symbol);
    if (!s) return 0;
    const anchor = this.nse.history.dates[this.nse.anchorIndex] ?? day;
    let shares = s.sharesOutstanding;
    for (const action of s.actions) {
      const m = shareMultiplierOf(action);
      if (action.exDate > anchor && action.exDate <= day) shares *= m;
      else if (action.exDate <= anchor && action.exDate > day) shares /= m;
    }
    return Math.round(shares);
  }

  /**
   * The state with completed days [0, k) and session k. Adjusted factors are restated in day k's
   * terms (the window's own factors are relative to its last bar, years ahead).
   */
  private loadState(k: number): MarketState {
    const { history } = this.nse;
    const day = history.dates[k] as IsoDate;
    const symbols: DailyColumnsInput[] = EQUITIES.map((equity: Equity) => {
      const s = history.series.get(equity.symbol);
      if (!s) throw new RangeError(`No simulated series for ${equity.symbol}`);
      const base = s.adjFactor[k] ?? 1;
      return {
        meta: {
          symbol: equity.symbol,
          name: equity.name,
          sector: equity.sector,
          industry: equity.industry,
          isIndex: false,
          sharesOutstanding: this.sharesOn(equity.symbol, day),
        },
        open: s.open.subarray(0, k),
        high: s.high.subarray(0, k),
        low: s.low.subarray(0, k),
        close: s.close.subarray(0, k),
        volume: s.volume.subarray(0, k),
        adjFactor: Float64Array.from(s.adjFactor.subarray(0, k), (f) => f / base),
      };
    });
    for (const index of INDICES) {
      const levels = history.indices.get(index.name);
      if (!levels) continue;
      const hundredths = (points: Float64Array): Int32Array =>
        Int32Array.from(points.subarray(0, k), (p) => Math.round(p * 100));
      symbols.push({
        meta: { symbol: index.name, name: index.name, sector: INDEX_SECTOR, isIndex: true },
        open: hundredths(levels.open),
        high: hundredths(levels.high),
        low: hundredths(levels.low),
        close: hundredths(levels.close),
        volume: new Float64Array(k),
      });
    }
    const vix = this.nse.vix;
    const vixHundredths = (values: Float64Array): Int32Array =>
      Int32Array.from(values.subarray(0, k), (v) => Math.round(v * 100));
    symbols.push({
      meta: { symbol: INDIA_VIX, name: 'India VIX', sector: INDEX_SECTOR, isIndex: true },
      open: vixHundredths(vix.open),
      high: vixHundredths(vix.high),
      low: vixHundredths(vix.low),
      close: vixHundredths(vix.close),
      volume: new Float64Array(k),
    });
    for (const [symbol, s] of this.nse.others.series) {
      const base = s.adjFactor[k] ?? 1;
      symbols.push({
        meta: { symbol, name: s.meta.name, sector: OTHER_SECTOR[s.meta.kind], isIndex: true },
        open: s.open.subarray(0, k),
        high: s.high.subarray(0, k),
        low: s.low.subarray(0, k),
        close: s.close.subarray(0, k),
        volume: s.volume.subarray(0, k),
        adjFactor: Float64Array.from(s.adjFactor.subarray(0, k), (f) => f / base),
      });
    }
    return new MarketState({ dates: history.dates.slice(0, k), symbols, sessionDate: day });
  }
}
