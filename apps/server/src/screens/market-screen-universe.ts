/**
 * The running market as the screening language's data port (`ScreenUniverse`): one row per
 * equity; daily bars are the completed days plus today's bar so far (open, high, low, last price,
 * volume): the completed days are kept for the session and only today's bar is rewritten once per
 * played minute (`LiveDailyBars`), so indicator caches stay warm within the minute;
 * fundamentals from the simulated statements at the live price (ratios in %, caps in ₹ crore).
 */
import {
  equityBySymbol,
  INDICES,
  indexConstituents,
  keyRatios,
  latestPiotroskiScore,
  rollUpIntradayBars,
  type ScreenBars,
  type ScreenUniverse,
  type SuppliedTimeframe,
} from '@nivesh/market';
import { playedMinute } from '../intraday-screeners/session-bars-status';
import { financialsOf } from '../market/company-financials';
import { equityIds } from '../market/day/list-scope';
import type { MarketService } from '../market/market.service';
import { LiveDailyBars } from './daily-bars-with-today';

const CRORE = 1e7;
const pct = (v: number | null): number => (v === null ? Number.NaN : v * 100);
const num = (v: number | null): number => (v === null ? Number.NaN : v);

/** Index names per symbol, built once. */
let indexMembership: Map<string, string[]> | undefined;
function indicesOf(symbol: string): readonly string[] {
  if (!indexMembership) {
    indexMembership = new Map();
    for (const index of INDICES) {
      for (const member of indexConstituents(index.name) ?? []) {
        indexMembership.set(member, [...(indexMembership.get(member) ?? []), index.name]);
      }
    }
  }
  return indexMembership.get(symbol) ?? [];
}

export class MarketScreenUniverse implements ScreenUniverse {
  private readonly ids: readonly number[];
  private readonly daily = new LiveDailyBars();
  private readonly m15 = new Map<number, ScreenBars>();
  private readonly fundamentals = new Map<number, Record<string, number>>();
  private minute = -1;

  constructor(private readonly market: MarketService) {
    this.ids = equityIds(market.feed.state);
  }

  get count(): number {
    return this.ids.length;
  }

  /** The MarketState id of row `i`. */
  idAt(i: number): number {
    return this.ids[i] ?? -1;
  }

  symbol(i: number): string {
    return this.market.feed.state.meta(this.idAt(i)).symbol;
  }

  text(i: number, field: string): string | undefined {
    const meta = this.market.feed.state.meta(this.idAt(i));
    if (field === 'sector') return meta.sector;
    if (field === 'industry') return equityBySymbol(meta.symbol)?.industry;
    if (field === 'symbol') return meta.symbol;
    return undefined;
  }

  number(i: number, field: string): number {
    const id = this.idAt(i);
    let values = this.fundamentals.get(id);
    if (!values) {
      values = this.fundamentalsOf(id);
      this.fundamentals.set(id, values);
    }
    return values[field] ?? Number.NaN;
  }

  bars(i: number, timeframe: SuppliedTimeframe): ScreenBars | undefined {
    const id = this.idAt(i);
    if (timeframe === 'daily') return this.daily.of(this.market.feed.state, id, this.minute);
    let bars = this.m15.get(id);
    if (!bars) {
      bars = this.intradayBars(id);
      if (bars) this.m15.set(id, bars);
    }
    return bars;
  }

  /** Rows of the stocks in `sector` (every row for null), ascending. */
  rowsOf(sector: string | null): number[] {
    const rows: number[] = [];
    const state = this.market.feed.state;
    for (let i = 0; i < this.count; i++)
      if (sector === null || state.meta(this.idAt(i)).sector === sector) rows.push(i);
    return rows;
  }

  indices(i: number): readonly string[] {
    return indicesOf(this.symbol(i));
  }

  /**
   * Call before each screen run: moves to the minute being played (counted across sessions —
   * completed days × 1,000 + minutes played — so it also serves as the bars' cache version). Daily
   * bars then rewrite today's bar when next read; the 15-minute bars and fundamentals of an earlier
   * minute are dropped.
   */
  refresh(): void {
    const minute = playedMinute(this.market.feed);
    if (minute === this.minute) return;
    this.minute = minute;
    this.m15.clear();
    this.fundamentals.clear();
  }

  private intradayBars(id: number): ScreenBars | undefined {
    const state = this.market.feed.state;
    const bars = this.market.feed.minuteBars(state.meta(id).symbol);
    if (!bars || bars.count === 0) return undefined;
    const m15 = rollUpIntradayBars(bars, 15);
    return {
      open: m15.open,
      high: m15.high,
      low: m15.low,
      close: m15.close,
      volume: m15.volume,
      adjFactor: new Float64Array(m15.count).fill(1),
      dates: new Array<string>(m15.count).fill(state.sessionDate),
      version: this.minute,
    };
  }

  private fundamentalsOf(id: number): Record<string, number> {
    const state = this.market.feed.state;
    const meta = state.meta(id);
    const ltp = state.quote(id).ltp;
    const shares = meta.sharesOutstanding ?? 0;
    const values: Record<string, number> = {
      market_cap: shares > 0 ? ((ltp / 100) * shares) / CRORE : Number.NaN,
    };
    const financials = financialsOf(this.market, { id, meta });
    if (!financials) return values;
    const r = keyRatios(financials, ltp);
    return {
      ...values,
      pe: num(r.pe),
      pb: num(r.pb),
      roe: pct(r.roe),
      roce: pct(r.roce),
      debt_to_equity: num(r.debtToEquity),
      dividend_yield: pct(r.dividendYield),
      eps: r.epsTtm === null ? Number.NaN : r.epsTtm / 100,
      sales_growth: pct(r.salesGrowthYoy),
      profit_growth: pct(r.profitGrowthYoy),
      piotroski: latestPiotroskiScore(financials.annual)?.score ?? Number.NaN,
    };
  }
}
