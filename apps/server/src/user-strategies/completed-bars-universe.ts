/**
 * The running market as the screening language reads it for a user's strategy: only COMPLETED bars
 * (a condition true at a bar's close acts at the next bar's open, as in the back-test). Daily bars:
 * the last `days` completed sessions, plus today's once the session has closed (while it trades,
 * today's bar is not complete). 15-minute bars: today's that have closed. Fields, text and index
 * membership come from the live universe. `rowsOf` gives the rows of one sector.
 */
import type { ScreenBars, SuppliedTimeframe } from '@nivesh/market';
import { barsStatus, playedMinute } from '../intraday-screeners/session-bars-status';
import type { MarketService } from '../market/market.service';
import type { FeedSession } from '../market/market-feed';
import type { MarketScreenUniverse } from '../screens/market-screen-universe';
import { RecentBarsUniverse } from '../trading-tools/recent-bars-universe';

/** The first `n` bars of `bars` (views, no copy). */
function firstBars(bars: ScreenBars, n: number): ScreenBars {
  return {
    open: bars.open.subarray(0, n),
    high: bars.high.subarray(0, n),
    low: bars.low.subarray(0, n),
    close: bars.close.subarray(0, n),
    volume: bars.volume.subarray(0, n),
    adjFactor: bars.adjFactor.subarray(0, n),
    dates: bars.dates.slice(0, n),
    version: bars.version,
  };
}

export class CompletedBarsUniverse extends RecentBarsUniverse {
  private readonly cut = new Map<string, ScreenBars | undefined>();
  private minute = -1;
  /** The feed's session, read once per `follow()` (not once per stock). */
  private session: FeedSession;

  constructor(
    private readonly feedOf: MarketService,
    private readonly live: MarketScreenUniverse,
    days: number,
  ) {
    // One more than `days`: while the session trades, today's bar so far is dropped.
    super(feedOf, live, days + 1);
    this.session = feedOf.feed.session();
  }

  /** Follows the market to the minute being played (bars change once a minute); returns that minute. */
  follow(): number {
    this.live.refresh();
    const feed = this.feedOf.feed;
    this.session = feed.session();
    const minute = playedMinute(feed, this.session);
    this.refresh(minute);
    if (minute !== this.minute) {
      this.minute = minute;
      this.cut.clear();
    }
    return minute;
  }

  idAt(i: number): number {
    return this.live.idAt(i);
  }

  override bars(i: number, timeframe: SuppliedTimeframe): ScreenBars | undefined {
    const key = `${timeframe}:${i}`;
    if (this.cut.has(key)) return this.cut.get(key);
    const bars = super.bars(i, timeframe);
    const completed = bars && (timeframe === 'daily' ? this.completedDaily(bars) : this.completedM15(bars));
    this.cut.set(key, completed);
    return completed;
  }

  /** Rows of the stocks in one sector (all rows for null). */
  rowsOf(sector: string | null): number[] {
    return this.live.rowsOf(sector);
  }

  private completedDaily(bars: ScreenBars): ScreenBars {
    const n = bars.dates.length;
    const partial = this.session.live && bars.dates[n - 1] === this.feedOf.feed.state.sessionDate;
    return partial ? firstBars(bars, n - 1) : bars;
  }

  private completedM15(bars: ScreenBars): ScreenBars | undefined {
    const { closed } = barsStatus(this.session);
    if (closed === 0) return undefined;
    return closed >= bars.dates.length ? bars : firstBars(bars, closed);
  }
}
