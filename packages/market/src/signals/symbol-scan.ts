import type { OhlcvColumns } from '../daily-columns';
import { type DayContext, dayContext } from './day-context';
import { type IntradayContext, intradayContext } from './intraday-context';
import { type ProvisionalDay, provisionalDay } from './provisional-day';
import type { SymbolScan } from './rules/rule';
import type { SignalSymbolBars } from './signal-types';

/**
 * Per-engine cache of the daily work: the day context per daily-columns object, rebuilt when a
 * different number of completed days is asked for (a new day, or the next day of a replay).
 */
export class DailyCache {
  private readonly byColumns = new WeakMap<OhlcvColumns, DayContext>();

  /** The day context for the first `days` completed days of `daily` (null with fewer than 2). */
  day(daily: OhlcvColumns, days: number): DayContext | null {
    if (days < 2) return null;
    let day = this.byColumns.get(daily);
    if (day?.days !== days) {
      day = dayContext(daily, days);
      this.byColumns.set(daily, day);
    }
    return day;
  }
}

/** The lazily built view of one symbol at one scanned bar that the rules read. */
export class LazySymbolScan implements SymbolScan {
  readonly factor: number;
  private intradayValue: IntradayContext | undefined;
  private dayValue: DayContext | null | undefined;
  private readonly provisionalByBar = new Map<number, ProvisionalDay | null>();

  constructor(
    private readonly bars: SignalSymbolBars,
    private readonly barIndex: number,
    private readonly cache: DailyCache,
  ) {
    this.factor = bars.todayAdjFactor ?? 1;
  }

  intraday(): IntradayContext {
    this.intradayValue ??= intradayContext(this.bars.m15, this.bars.m15Previous, this.barIndex);
    return this.intradayValue;
  }

  day(): DayContext | null {
    if (this.dayValue === undefined) {
      const days = this.bars.days ?? this.bars.daily.close.length;
      this.dayValue = this.cache.day(this.bars.daily, days);
    }
    return this.dayValue;
  }

  provisional(bar: number): ProvisionalDay | null {
    if (bar > this.barIndex) throw new RangeError(`bar ${bar} is after the scanned bar ${this.barIndex}`);
    const cached = this.provisionalByBar.get(bar);
    if (cached !== undefined) return cached;
    const day = this.day();
    const value = day ? provisionalDay(day, this.bars.m15, bar, this.factor) : null;
    this.provisionalByBar.set(bar, value);
    return value;
  }
}
