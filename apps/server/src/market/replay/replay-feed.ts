/**
 * The `replay` market feed: real NSE days imported with `npm run import`, played back.
 *
 * - History: the imported days before the first live day (MARKET_REPLAY_FROM, default the last
 *   imported day), adjusted for the corporate actions read from the bhavcopies
 *   (`detect-corporate-actions.ts`).
 * - Schedule: the k-th trading session of the market clock since the server started plays the
 *   (from + k)-th imported day, at the same time into the session; each day's bars are played second
 *   by second by the SessionPlayer (a seeded path that prints each bar's exact OHLC and volume), with
 *   the universe's indices recomputed live from their constituents.
 *   A day the clock skipped whole (a sleeping server) is printed as it closed, without a path
 *   (playing a whole day through the path costs ~30 µs per symbol-minute: ~20 s for 1,650 symbols).
 * - Bars off the ₹0.05 tick (most recent bhavcopies): see `replay-days.ts`; the day still ends exact.
 * - Replay finished: after the last imported day the market stays on it, complete, and
 *   `session().live` is false.
 * - Indices: at the close every index with an imported bar that day prints the exchange's bar (an
 *   index without known constituents stays at its previous close until then; a recomputed one keeps
 *   its range and takes the exchange's close), so the next day starts from the real level.
 */
import {
  equityBySymbol,
  INDICES,
  type IntradayBars,
  type IsoDate,
  type MarketClock,
  type MarketState,
  type NseCalendar,
  nseCalendar,
  SESSION_SECONDS,
  type SessionAdjustment,
  type SessionDayBar,
  SessionPlayer,
} from '@nivesh/market';
import type { Database } from '../../db/database';
import { playerSession, SESSION_MS, sessionDayAt, sessionOpenMs } from '../feed-session';
import type { FeedSession, MarketFeed } from '../market-feed';
import {
  type DetectedAction,
  type DetectedCorporateAction,
  daysAfterMissingSessions,
  detectCorporateActions,
} from './detect-corporate-actions';
import { type ImportedMarket, loadImportedMarket } from './imported-market';
import { type ReplayDay, ReplayDays } from './replay-days';
import { buildReplayState } from './replay-state';

export interface ReplayOptions {
  /** MARKET_REPLAY_FROM: the first imported day played live (YYYY-MM-DD); default the last one. */
  readonly from?: string;
  /** The market clock's calendar, which counts its sessions (default: the NSE calendar). */
  readonly calendar?: NseCalendar;
}

export const NO_IMPORTED_DAYS_MESSAGE =
  'MARKET_FEED=replay found no imported NSE equity days in the database. Import bhavcopies first with ' +
  '`npm run import -- <file|folder|zip>` (same DATABASE_URL / DATA_DIR as the server), or start with MARKET_FEED=simulated.';

/** Index (into `days`) of the first live day: `from` or the next imported day after it, else the last. */
export function replayStartIndex(days: readonly IsoDate[], from: string | undefined): number {
  const first = days[0];
  const last = days[days.length - 1];
  if (first === undefined || last === undefined) throw new Error(NO_IMPORTED_DAYS_MESSAGE);
  if (days.length < 2) {
    throw new Error(
      `MARKET_FEED=replay needs at least two imported trading days (one as history, one to play); the database has only ${first}. ` +
        'Import more with `npm run import -- <file|folder|zip>`.',
    );
  }
  if (from === undefined) return days.length - 1;
  const index = days.findIndex((day) => day >= from);
  if (index < 0) {
    throw new Error(
      `MARKET_REPLAY_FROM=${from} is after the last imported day ${last} (imported: ${first}…${last})`,
    );
  }
  if (index === 0) {
    throw new Error(
      `MARKET_REPLAY_FROM=${from} leaves no imported day before it as history: the earliest it can be is ${days[1]} (imported: ${first}…${last})`,
    );
  }
  return index;
}

/** Free-float shares of a universe equity (current figures: only weights within an index matter). */
function freeFloatShares(symbol: string): number {
  const equity = equityBySymbol(symbol);
  return equity ? equity.sharesOutstanding * equity.freeFloat : 0;
}

/** Imported NSE days played back along the market clock. */
export class ReplayFeed implements MarketFeed {
  readonly kind = 'replay' as const;
  readonly pathSeed: string;
  readonly simulated = false;
  readonly state: MarketState;
  private readonly player: SessionPlayer;
  private readonly days: ReplayDays;
  private readonly lastIndex: number;
  private readonly startDay: IsoDate;
  private today: ReplayDay;
  private playing: number;
  private settled = false;
  private finished = false;
  private lastNow = 0;
  private marketNowMs = 0;
  private clockDay: IsoDate | undefined;
  private clockSessions = 0;

  constructor(
    imported: ImportedMarket,
    private readonly fromIndex: number,
    private readonly actions: ReadonlyMap<string, readonly DetectedAction[]>,
    now: Date,
    seed: string,
    private readonly calendar: NseCalendar = nseCalendar,
    gapDays: ReadonlySet<number> = daysAfterMissingSessions(imported.equities),
  ) {
    this.pathSeed = seed;
    this.lastIndex = imported.days.length - 1;
    this.state = buildReplayState(imported, fromIndex, actions, gapDays);
    this.days = new ReplayDays(imported, actions, gapDays);
    this.player = new SessionPlayer({
      state: this.state,
      seed,
      indices: INDICES.map((index) => ({
        symbol: index.name,
        constituents: index.constituents,
        freeFloatShares,
      })),
    });
    this.playing = fromIndex;
    this.today = this.openDay(fromIndex);
    this.startDay = sessionDayAt(now, calendar);
    this.advance(now);
  }

  advance(now: Date): readonly number[] {
    const time = now.getTime();
    if (time < this.lastNow) return [];
    this.lastNow = time;
    const clockDay = sessionDayAt(now, this.calendar);
    const target = this.fromIndex + this.sessionsSinceStart(clockDay);
    const changed = new Set<number>();
    const add = (ids: readonly number[]): void => {
      for (const id of ids) changed.add(id);
    };
    // A new session of the clock: finish the day in progress, print any day skipped whole (a
    // sleeping server: playing a day's path for every symbol costs seconds), open the clock's day.
    const end = Math.min(target, this.lastIndex);
    if (this.playing < end) {
      add(this.finishDay());
      for (let t = this.playing + 1; t < end; t++) this.printWholeDay(t);
      this.today = this.openDay(end);
    }
    if (target > this.lastIndex) {
      add(this.finishDay());
      this.finished = true;
    } else {
      this.marketNowMs = this.player.openMs + (time - sessionOpenMs(clockDay));
      add(this.player.advanceTo(this.marketNowMs));
      if (this.player.secondsPlayed === SESSION_SECONDS) add(this.settle());
    }
    return [...changed];
  }

  session(): FeedSession {
    return playerSession(
      this.player,
      this.state.sessionDate,
      this.finished ? Number.POSITIVE_INFINITY : this.marketNowMs,
    );
  }

  minuteBars(symbol: string): IntradayBars | undefined {
    return this.player.minuteBars(symbol);
  }

  minuteCloses(symbol: string): Int32Array | undefined {
    return this.player.minuteCloses(symbol);
  }

  /** Actions detected from the bhavcopies (see detect-corporate-actions.ts) up to the day shown. */
  corporateActions(symbol: string): readonly DetectedCorporateAction[] {
    const today = this.state.sessionDate;
    return (this.actions.get(symbol) ?? []).filter((a) => a.exDate <= today).map((a) => a.record);
  }

  /** Trading sessions of the market clock from its first one to `clockDay` (0 on the first). */
  private sessionsSinceStart(clockDay: IsoDate): number {
    if (clockDay !== this.clockDay) {
      this.clockDay = clockDay;
      this.clockSessions = this.calendar.tradingDaysBetween(this.startDay, clockDay).length - 1;
    }
    return this.clockSessions;
  }

  private openDay(t: number): ReplayDay {
    const day = this.days.day(t);
    const openMs = sessionOpenMs(day.date);
    const rolls = this.state.sessionDate < day.date;
    this.player.openDay(day.date, openMs, day.played, day.actions, day.previousCloses);
    if (rolls && day.afterGap) this.state.breakHistory();
    // Symbols off the ₹0.05 tick print their exact open first (see replay-days.ts).
    for (const [symbol, bar] of day.exact) {
      const id = this.state.idOf(symbol);
      if (id !== undefined) this.state.applyTick(id, bar.open, 0, openMs);
    }
    this.playing = t;
    this.settled = false;
    return day;
  }

  /** Rolls the state into imported day `t` and prints its bars as they closed, without a path. */
  private printWholeDay(t: number): void {
    const day = this.days.day(t);
    const openMs = sessionOpenMs(day.date);
    const adjustments = new Map<number, SessionAdjustment>();
    for (const [symbol, adjustment] of day.actions) {
      const id = this.state.idOf(symbol);
      if (id !== undefined) adjustments.set(id, adjustment);
    }
    this.state.beginSession(day.date, openMs, adjustments);
    if (day.afterGap) this.state.breakHistory();
    for (const [symbol, paise] of day.previousCloses) {
      const id = this.state.idOf(symbol);
      if (id !== undefined) this.state.setPreviousClose(id, paise);
    }
    const time = openMs + (SESSION_SECONDS - 1) * 1000;
    // `exact` holds the printed bar of each symbol whose `played` bar was rounded to the tick.
    for (const [symbol, bar] of new Map([...day.played, ...day.exact])) {
      const id = this.state.idOf(symbol);
      if (id !== undefined) this.printBar(id, bar, time, bar.volume);
    }
    this.printIndices(day, time);
    this.printTurnover(day);
    this.playing = t;
  }

  /** The day's traded values as the file states them (TOTTRDVAL), not the sum of the played prints. */
  private printTurnover(day: ReplayDay): number[] {
    const ids: number[] = [];
    for (const [symbol, paise] of day.turnover) {
      const id = this.state.idOf(symbol);
      if (id === undefined) continue;
      this.state.setTurnover(id, paise);
      ids.push(id);
    }
    return ids;
  }

  /** Plays the rest of the day in progress and settles it. */
  private finishDay(): number[] {
    const ids = this.player.advanceTo(this.player.openMs + SESSION_MS);
    return [...ids, ...this.settle()];
  }

  /** At the last second: symbols off the tick and every index print the exchange's exact bar. */
  private settle(): number[] {
    if (this.settled) return [];
    this.settled = true;
    const time = this.player.openMs + (SESSION_SECONDS - 1) * 1000;
    const ids: number[] = [];
    for (const [symbol, bar] of this.today.exact) {
      const id = this.state.idOf(symbol);
      if (id === undefined) continue;
      // A symbol the player could not play gets its whole volume here.
      this.printBar(id, bar, time, this.today.played.has(symbol) ? 0 : bar.volume);
      ids.push(id);
    }
    ids.push(...this.printTurnover(this.today));
    return [...ids, ...this.printIndices(this.today, time)];
  }

  /** Prints every index bar of `day` at `time`; returns their ids. */
  private printIndices(day: ReplayDay, time: number): number[] {
    const ids: number[] = [];
    for (const [name, bar] of day.indices) {
      const id = this.state.idOf(name);
      if (id === undefined || bar.high <= 0 || bar.low <= 0 || bar.open <= 0) continue;
      this.printBar(id, bar, time, 0);
      ids.push(id);
    }
    return ids;
  }

  /** Prints a day bar as ticks at `time`: its open (unless the day has one), high, low, then close. */
  private printBar(id: number, bar: Omit<SessionDayBar, 'volume'>, time: number, volume: number): void {
    if (this.state.quote(id).open === 0) this.state.applyTick(id, bar.open, 0, time);
    this.state.applyTick(id, bar.high, 0, time);
    this.state.applyTick(id, bar.low, 0, time);
    this.state.applyTick(id, bar.close, volume, time);
  }
}

/**
 * The replay feed over the database's imported days, at the market clock's now. Throws an Error
 * telling the operator what to do when there is nothing to replay or MARKET_REPLAY_FROM is off.
 */
export async function createReplayFeed(
  database: Pick<Database, 'db'>,
  marketClock: MarketClock,
  seed: string,
  options: ReplayOptions = {},
): Promise<MarketFeed> {
  const imported = await loadImportedMarket(database.db);
  const fromIndex = replayStartIndex(imported.days, options.from);
  const actions = detectCorporateActions(imported.days, imported.equities);
  return new ReplayFeed(imported, fromIndex, actions, marketClock.now(), seed, options.calendar);
}
