/**
 * Runs the built-in screens over the market: live (today's bar so far) once per played minute and
 * screen, and as of the close of a past trading day (history cut at that day) once per day and
 * screen. Holds one indicator cache for the live universe and one per recently asked past day.
 *
 * Every played minute rebuilds today's bar, so every indicator is computed afresh (about 2–4 s for
 * all screens over 503 stocks × 2,900 days). Lists of every screen therefore take the previous
 * minute's result of a screen not yet recomputed, and recompute the rest in the background, one
 * screen per event-loop turn, so no request waits for all of them and other requests keep flowing.
 */
import {
  BUILTIN_SCREENS,
  type BuiltinScreen,
  type BuiltinScreenResult,
  runBuiltinScreen,
  ScreenCache,
  UniverseAsOf,
} from '@nivesh/market';
import type { MarketService } from '../market/market.service';
import { MarketScreenUniverse } from '../screens/market-screen-universe';
import { CompletedDaysUniverse } from './completed-days-universe';

/** A screen's result with the universe it ran on (rows are that universe's rows). */
export interface ScreenRun {
  readonly result: BuiltinScreenResult;
  /** Milliseconds the run took (0 when it came from the cache). */
  readonly elapsedMs: number;
}

/** Past-day universes kept warm (each holds indicator series of every symbol: tens of MB). */
const PAST_UNIVERSES_KEPT = 2;
/** Past-day results kept (small: matched rows and their values). */
const PAST_RESULTS_KEPT = 400;

export class BuiltinScreenerService {
  readonly universe: MarketScreenUniverse;
  private readonly completed: CompletedDaysUniverse;
  private readonly liveCache = new ScreenCache();
  private liveMinute = '';
  private liveResults = new Map<string, BuiltinScreenResult>();
  /** The last minute's results, served by `allLive` until the screen is recomputed. */
  private previousResults = new Map<string, BuiltinScreenResult>();
  private refreshing = false;
  private readonly pastUniverses = new Map<string, { universe: UniverseAsOf; cache: ScreenCache }>();
  private readonly pastResults = new Map<string, BuiltinScreenResult>();

  constructor(private readonly market: MarketService) {
    this.universe = new MarketScreenUniverse(market);
    this.completed = new CompletedDaysUniverse(market, this.universe);
  }

  /** The market id of universe row `i`. */
  idAt(i: number): number {
    return this.universe.idAt(i);
  }

  /** The played minute the live results belong to (completed days and minutes of the session). */
  private minuteKey(): string {
    const feed = this.market.feed;
    return `${feed.state.dates.length}|${Math.floor(feed.session().secondsPlayed / 60)}`;
  }

  /** Moves to the current played minute: this minute's results become the previous ones. */
  private syncMinute(): void {
    const minute = this.minuteKey();
    if (minute === this.liveMinute) return;
    this.liveMinute = minute;
    if (this.liveResults.size > 0) this.previousResults = this.liveResults;
    this.liveResults = new Map();
  }

  private compute(screen: BuiltinScreen): ScreenRun {
    const started = performance.now();
    this.universe.refresh();
    const result = runBuiltinScreen(screen, this.universe, { cache: this.liveCache });
    this.liveResults.set(screen.slug, result);
    return { result, elapsedMs: performance.now() - started };
  }

  /** A screen now: today's bar so far; computed once per played minute. */
  live(screen: BuiltinScreen): ScreenRun {
    this.syncMinute();
    const known = this.liveResults.get(screen.slug);
    return known ? { result: known, elapsedMs: 0 } : this.compute(screen);
  }

  /**
   * Every screen now (index pages, most common), with the time spent computing: this minute's
   * result, else the previous minute's (the screen is then recomputed in the background), else
   * computed now. `stale` counts the screens served from the previous minute.
   */
  allLive(screens: readonly BuiltinScreen[] = BUILTIN_SCREENS): {
    runs: ScreenRun[];
    elapsedMs: number;
    stale: number;
  } {
    this.syncMinute();
    let stale = 0;
    const runs = screens.map((screen): ScreenRun => {
      const current = this.liveResults.get(screen.slug);
      if (current) return { result: current, elapsedMs: 0 };
      const previous = this.previousResults.get(screen.slug);
      if (!previous) return this.compute(screen);
      stale++;
      return { result: previous, elapsedMs: 0 };
    });
    if (stale > 0) this.refreshInBackground(screens);
    return { runs, elapsedMs: runs.reduce((sum, r) => sum + r.elapsedMs, 0), stale };
  }

  /** Recomputes the screens missing from this minute, one per event-loop turn. */
  private refreshInBackground(screens: readonly BuiltinScreen[]): void {
    if (this.refreshing) return;
    this.refreshing = true;
    const step = () => {
      this.syncMinute();
      const next = screens.find((s) => !this.liveResults.has(s.slug));
      if (!next) {
        this.refreshing = false;
        return;
      }
      this.compute(next);
      setImmediate(step);
    };
    setImmediate(step);
  }

  /**
   * A screen as of the close of completed day `date` (a date of `state.dates`): the history cut
   * after that day. The caller refuses screens that read fundamentals or 15-minute bars.
   */
  asOf(screen: BuiltinScreen, date: string): ScreenRun {
    const days = this.market.feed.state.dates.length;
    const key = `${days}|${date}|${screen.slug}`;
    const known = this.pastResults.get(key);
    if (known) return { result: known, elapsedMs: 0 };
    const started = performance.now();
    const { universe, cache } = this.pastUniverse(`${days}|${date}`, date);
    const result = runBuiltinScreen(screen, universe, { cache });
    this.pastResults.set(key, result);
    if (this.pastResults.size > PAST_RESULTS_KEPT) {
      const oldest = this.pastResults.keys().next().value;
      if (oldest !== undefined) this.pastResults.delete(oldest);
    }
    return { result, elapsedMs: performance.now() - started };
  }

  private pastUniverse(key: string, date: string): { universe: UniverseAsOf; cache: ScreenCache } {
    let entry = this.pastUniverses.get(key);
    if (entry) {
      // Most recently used last.
      this.pastUniverses.delete(key);
    } else {
      entry = { universe: new UniverseAsOf(this.completed, date), cache: new ScreenCache() };
    }
    this.pastUniverses.set(key, entry);
    while (this.pastUniverses.size > PAST_UNIVERSES_KEPT) {
      const oldest = this.pastUniverses.keys().next().value;
      if (oldest === undefined) break;
      this.pastUniverses.delete(oldest);
    }
    return entry;
  }
}
