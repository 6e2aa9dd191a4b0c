import type { ScreenBars, ScreenUniverse, SuppliedTimeframe } from '@nivesh/market';
import type { MarketService } from '../market/market.service';
import type { MarketScreenUniverse } from '../screens/market-screen-universe';

/**
 * The live universe with only the most recent `days` daily bars per stock: the last completed
 * sessions plus today's bar so far (open, high, low, last price, volume), exactly as
 * `MarketScreenUniverse` builds them but without copying the whole history. Fields, text,
 * indices and 15-minute bars come from the `MarketScreenUniverse`. Today's signals of 150 tools
 * need each indicator at the latest bar only; the short history keeps the shared indicator cache
 * small (one `Float64Array` of `days` values per stock per indicator) and the scan fast. The bars
 * are rebuilt when the universe refreshes (once per played minute), so the cache stays warm
 * within a minute.
 */
export class RecentBarsUniverse implements ScreenUniverse {
  private readonly daily = new Map<number, ScreenBars>();
  private version = -1;

  constructor(
    private readonly market: MarketService,
    private readonly inner: MarketScreenUniverse,
    private readonly days: number,
  ) {}

  get count(): number {
    return this.inner.count;
  }

  symbol(i: number): string {
    return this.inner.symbol(i);
  }

  text(i: number, field: string): string | undefined {
    return this.inner.text(i, field);
  }

  number(i: number, field: string): number {
    return this.inner.number(i, field);
  }

  indices(i: number): readonly string[] {
    return this.inner.indices(i);
  }

  /** Drops the bars of an earlier minute; call after refreshing the inner universe. */
  refresh(minute: number): void {
    if (minute === this.version) return;
    this.version = minute;
    this.daily.clear();
  }

  bars(i: number, timeframe: SuppliedTimeframe): ScreenBars | undefined {
    if (timeframe !== 'daily') return this.inner.bars(i, timeframe);
    const id = this.inner.idAt(i);
    let bars = this.daily.get(id);
    if (!bars) {
      bars = this.recentDaily(id);
      this.daily.set(id, bars);
    }
    return bars;
  }

  private recentDaily(id: number): ScreenBars {
    const state = this.market.feed.state;
    const d = state.daily(id);
    const q = state.quote(id);
    const today = q.volume > 0 && q.open > 0;
    const n = d.close.length;
    const from = Math.max(0, n - (today ? this.days - 1 : this.days));
    const size = n - from + (today ? 1 : 0);
    const int = (col: Int32Array, last: number) => {
      const out = new Int32Array(size);
      out.set(col.subarray(from));
      if (today) out[size - 1] = last;
      return out;
    };
    const volume = new Float64Array(size);
    volume.set(d.volume.subarray(from));
    const adjFactor = new Float64Array(size);
    adjFactor.set(d.adjFactor.subarray(from));
    const dates: string[] = state.dates.slice(from);
    if (today) {
      volume[size - 1] = q.volume;
      adjFactor[size - 1] = 1;
      dates.push(state.sessionDate);
    }
    return {
      open: int(d.open, q.open),
      high: int(d.high, q.high),
      low: int(d.low, q.low),
      close: int(d.close, q.ltp),
      volume,
      adjFactor,
      dates,
      version: this.version,
    };
  }
}
