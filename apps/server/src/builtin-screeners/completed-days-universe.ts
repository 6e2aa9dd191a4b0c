/**
 * The market's completed trading days as a screen universe: daily bars straight from MarketState
 * (no bar for today), stable objects for the whole session so indicator caches stay warm across
 * requests for past dates. Symbols, texts, numbers and index membership come from the live universe.
 */
import type { ScreenBars, ScreenUniverse, SuppliedTimeframe } from '@nivesh/market';
import type { MarketService } from '../market/market.service';
import type { MarketScreenUniverse } from '../screens/market-screen-universe';

export class CompletedDaysUniverse implements ScreenUniverse {
  private readonly cached = new Map<number, ScreenBars>();
  private days = -1;

  constructor(
    private readonly market: MarketService,
    private readonly live: MarketScreenUniverse,
  ) {}

  get count(): number {
    return this.live.count;
  }

  symbol(i: number): string {
    return this.live.symbol(i);
  }

  text(i: number, field: string): string | undefined {
    return this.live.text(i, field);
  }

  number(i: number, field: string): number {
    return this.live.number(i, field);
  }

  indices(i: number): readonly string[] {
    return this.live.indices(i);
  }

  bars(i: number, timeframe: SuppliedTimeframe): ScreenBars | undefined {
    if (timeframe !== 'daily') return undefined;
    const state = this.market.feed.state;
    if (state.dates.length !== this.days) {
      this.days = state.dates.length;
      this.cached.clear();
    }
    const id = this.live.idAt(i);
    let bars = this.cached.get(id);
    if (!bars) {
      const d = state.daily(id);
      bars = {
        open: d.open,
        high: d.high,
        low: d.low,
        close: d.close,
        volume: d.volume,
        adjFactor: d.adjFactor,
        dates: state.dates,
        version: this.days,
      };
      this.cached.set(id, bars);
    }
    return bars;
  }
}
