/**
 * The imported days the replay plays, one at a time and in order, as the SessionPlayer takes them.
 *
 * The player's intraday path prints on the ₹0.05 tick, but real bars are not all on it (since 2025
 * NSE quotes many stocks in ₹0.01, and about half the bars of a recent bhavcopy are off the ₹0.05
 * grid). Such a symbol is played through its bar rounded inward to the tick, and the feed prints the
 * exchange's exact bar itself: the open before the first second, high, low and close at the last
 * second (see `ReplayFeed`). Its quotes during the day are on the ₹0.05 grid; its day ends exact.
 */
import type { IsoDate, SessionAdjustment, SessionDayBar } from '@nivesh/market';
import type { DetectedAction } from './detect-corporate-actions';
import type { ImportedIndexBar, ImportedMarket } from './imported-market';

const TICK_PAISE = 5;

/** One imported day ready to play. */
export interface ReplayDay {
  readonly date: IsoDate;
  /** Bars for the player, on the ₹0.05 tick. */
  readonly played: ReadonlyMap<string, SessionDayBar>;
  /** Exact bars the feed prints itself: symbols whose played bar differs, or that cannot be played. */
  readonly exact: ReadonlyMap<string, SessionDayBar>;
  /** The exchange's index bars of the day (hundredths of a point), settled at the close. */
  readonly indices: ReadonlyMap<string, ImportedIndexBar>;
  /** Corporate actions going ex on the day, by symbol. */
  readonly actions: ReadonlyMap<string, SessionAdjustment>;
  /**
   * The day's previous closes (paise, by symbol): each equity's PREVCLOSE from its file (except on
   * its ex-date of a detected action, where the adjusted last close is the reference), and 0 (no
   * price that day) for an equity missing from the day's file and for an index whose previous
   * session the data does not hold (after a gap, or no bar on the last day).
   */
  readonly previousCloses: ReadonlyMap<string, number>;
  /** The day's traded value of each equity (paise): the file's TOTTRDVAL, printed at the close. */
  readonly turnover: ReadonlyMap<string, number>;
  /** True when sessions before this day are missing from the import (see detect-corporate-actions.ts). */
  readonly afterGap: boolean;
}

/**
 * The bar rounded inward to the ₹0.05 tick (high down, low up, open and close to the nearest tick
 * inside), or undefined when no tick lies within the range.
 */
export function tickAlignedBar(bar: SessionDayBar): SessionDayBar | undefined {
  const low = Math.ceil(bar.low / TICK_PAISE) * TICK_PAISE;
  const high = Math.floor(bar.high / TICK_PAISE) * TICK_PAISE;
  if (high < low || low <= 0) return undefined;
  const inside = (paise: number): number =>
    Math.min(high, Math.max(low, Math.round(paise / TICK_PAISE) * TICK_PAISE));
  return { open: inside(bar.open), high, low, close: inside(bar.close), volume: bar.volume };
}

const sameBar = (a: SessionDayBar, b: SessionDayBar): boolean =>
  a.open === b.open && a.high === b.high && a.low === b.low && a.close === b.close;

/** Hands out imported days from the first live one on; each series is read once, by a cursor. */
export class ReplayDays {
  private readonly equityCursor = new Map<string, number>();
  private readonly indexCursor = new Map<string, number>();
  private readonly actionsByDate = new Map<IsoDate, Map<string, SessionAdjustment>>();

  constructor(
    private readonly imported: ImportedMarket,
    actions: ReadonlyMap<string, readonly DetectedAction[]>,
    private readonly gapDays: ReadonlySet<number> = new Set(),
  ) {
    for (const [symbol, list] of actions) {
      for (const action of list) {
        const byDate = this.actionsByDate.get(action.exDate) ?? new Map<string, SessionAdjustment>();
        byDate.set(symbol, action.adjustment);
        this.actionsByDate.set(action.exDate, byDate);
      }
    }
  }

  /** Imported day `t` (an index into the imported days); days must be asked for in ascending order. */
  day(t: number): ReplayDay {
    const date = this.imported.days[t];
    if (date === undefined) throw new RangeError(`No imported day ${t}`);
    const played = new Map<string, SessionDayBar>();
    const exact = new Map<string, SessionDayBar>();
    const actions = this.actionsByDate.get(date) ?? new Map<string, SessionAdjustment>();
    const previousCloses = new Map<string, number>();
    const turnover = new Map<string, number>();
    for (const [symbol, series] of this.imported.equities) {
      let j = this.equityCursor.get(symbol) ?? 0;
      while ((series.days[j] ?? Number.POSITIVE_INFINITY) < t) j++;
      this.equityCursor.set(symbol, j);
      const bar = series.days[j] === t ? series.bars[j] : undefined;
      // A stock missing from the day's file has no price that day (it is not in the day's lists,
      // and no bar is invented for it); otherwise the file's PREVCLOSE is the reference.
      if (!bar) previousCloses.set(symbol, 0);
      else if (bar.prevClose > 0 && !actions.has(symbol)) previousCloses.set(symbol, bar.prevClose);
      if (bar && bar.turnover > 0) turnover.set(symbol, bar.turnover);
      if (!bar || bar.open <= 0 || bar.high <= 0 || bar.low <= 0 || bar.close <= 0) continue;
      const printed: SessionDayBar = {
        open: bar.open,
        high: bar.high,
        low: bar.low,
        close: bar.close,
        volume: bar.volume,
      };
      const aligned =
        Number.isSafeInteger(bar.volume) && bar.volume >= 0 ? tickAlignedBar(printed) : undefined;
      if (aligned) played.set(symbol, aligned);
      if (!aligned || !sameBar(aligned, printed)) exact.set(symbol, printed);
    }
    const afterGap = this.gapDays.has(t);
    const previousDay = this.imported.days[t - 1];
    const indices = new Map<string, ImportedIndexBar>();
    for (const [name, bars] of this.imported.indices) {
      let j = this.indexCursor.get(name) ?? 0;
      while ((bars[j]?.date ?? '9999') < date) j++;
      this.indexCursor.set(name, j);
      const bar = bars[j];
      if (bar?.date === date && bar.close > 0) indices.set(name, bar);
      // The index's level is known only when it closed the previous session the import holds.
      const before = bars[j - 1];
      if (afterGap || before === undefined || before.date !== previousDay || before.close <= 0) {
        previousCloses.set(name, 0);
      }
    }
    return { date, played, exact, indices, actions, previousCloses, turnover, afterGap };
  }
}
