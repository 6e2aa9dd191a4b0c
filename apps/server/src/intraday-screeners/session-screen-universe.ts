/**
 * The screening language's data port for the intraday screens: one row per equity with only what an
 * intraday rule reads — the last 40 completed daily bars plus today's bar so far, and today's
 * 15-minute bars (the scan's own roll-up). Copying 40 bars instead of a stock's whole history keeps
 * the per-minute rescan of the market short. Fundamentals are not offered (no intraday screen uses them).
 */
import {
  equityBySymbol,
  type IntradayBars,
  type MarketState,
  type ScreenBars,
  type ScreenUniverse,
  type SuppliedTimeframe,
} from '@nivesh/market';

/** Completed daily bars kept: enough for `avg_volume(20)[1]` and offsets of a few days. */
const DAILY_BARS = 40;

export class SessionScreenUniverse implements ScreenUniverse {
  private readonly daily = new Map<number, ScreenBars | undefined>();
  private readonly m15 = new Map<number, ScreenBars | undefined>();

  constructor(
    private readonly state: MarketState,
    private readonly ids: readonly number[],
    private readonly sessionBars: (id: number) => IntradayBars | undefined,
    /** Changes with every rescan (the screen cache's version of these bars). */
    private readonly version: number,
  ) {}

  get count(): number {
    return this.ids.length;
  }

  idAt(i: number): number {
    return this.ids[i] ?? -1;
  }

  symbol(i: number): string {
    return this.state.meta(this.idAt(i)).symbol;
  }

  text(i: number, field: string): string | undefined {
    const meta = this.state.meta(this.idAt(i));
    if (field === 'sector') return meta.sector;
    if (field === 'industry') return equityBySymbol(meta.symbol)?.industry;
    if (field === 'symbol') return meta.symbol;
    return undefined;
  }

  number(): number {
    return Number.NaN;
  }

  indices(): readonly string[] {
    return [];
  }

  bars(i: number, timeframe: SuppliedTimeframe): ScreenBars | undefined {
    const id = this.idAt(i);
    const cache = timeframe === 'daily' ? this.daily : this.m15;
    if (!cache.has(id)) cache.set(id, timeframe === 'daily' ? this.dailyBars(id) : this.intradayBars(id));
    return cache.get(id);
  }

  private dailyBars(id: number): ScreenBars | undefined {
    const d = this.state.daily(id);
    const q = this.state.quote(id);
    const n = d.close.length;
    const from = Math.max(d.firstDay, n - DAILY_BARS);
    const today = q.volume > 0 && q.open > 0;
    const size = n - from + (today ? 1 : 0);
    if (size <= 0) return undefined;
    const ints = (col: Int32Array, last: number) => {
      const out = new Int32Array(size);
      out.set(col.subarray(from, n));
      if (today) out[size - 1] = last;
      return out;
    };
    const volume = new Float64Array(size);
    volume.set(d.volume.subarray(from, n));
    const adjFactor = new Float64Array(size).fill(1);
    adjFactor.set(d.adjFactor.subarray(from, n));
    const dates = this.state.dates.slice(from, n) as string[];
    if (today) {
      volume[size - 1] = q.volume;
      dates.push(this.state.sessionDate);
    }
    return {
      open: ints(d.open, q.open),
      high: ints(d.high, q.high),
      low: ints(d.low, q.low),
      close: ints(d.close, q.ltp),
      volume,
      adjFactor,
      dates,
      version: this.version,
    };
  }

  private intradayBars(id: number): ScreenBars | undefined {
    const bars = this.sessionBars(id);
    if (!bars || bars.count === 0) return undefined;
    return {
      open: bars.open,
      high: bars.high,
      low: bars.low,
      close: bars.close,
      volume: bars.volume,
      adjFactor: new Float64Array(bars.count).fill(1),
      dates: new Array<string>(bars.count).fill(this.state.sessionDate),
      version: this.version,
    };
  }
}
