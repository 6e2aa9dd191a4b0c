import type { ScreenBars, ScreenUniverse, SuppliedTimeframe } from '@nivesh/market';
import type { MarketService } from '../market/market.service';
import { dailyBarsWithToday } from '../screens/daily-bars-with-today';
import type { MarketScreenUniverse } from '../screens/market-screen-universe';

/**
 * The live universe with only the most recent `days` daily bars per stock: the last completed
 * sessions plus today's bar so far (`dailyBarsWithToday`, as `MarketScreenUniverse` builds them)
 * without copying the whole history. Fields, text, indices and 15-minute bars come from the
 * `MarketScreenUniverse`. Today's signals of 150 tools
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
      bars = dailyBarsWithToday(this.market.feed.state, id, this.version, this.days);
      this.daily.set(id, bars);
    }
    return bars;
  }
}
