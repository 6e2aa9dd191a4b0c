import type { DealKind } from '@nivesh/contracts';
import { type IsoDate, type SimulatedDeal, simulatedDeals } from '@nivesh/market';
import type { MarketService } from '../market/market.service';
import { buildInSlices, bySymbol, inChunks, RANGE_SLICE } from './answer-slices';
import { equityIds, type ListedDeal, stockDaysOf } from './deals-answer';

/** Stocks whose deals are drawn per step (well under a millisecond). */
const STOCKS_PER_STEP = 16;

/**
 * The simulated bulk and block deals of the running market's closed sessions, each session computed
 * once and kept. A session is drawn stock by stock in slices that yield to the event loop (so a day's
 * first answer does not hold the server), concurrent askers of one session sharing its draw; a range
 * of sessions is drawn in the background the same way.
 */
export class SimulatedDealDays {
  private seed = '';
  private readonly days = new Map<IsoDate, readonly SimulatedDeal[]>();
  private readonly drawing = new Map<IsoDate, Promise<readonly SimulatedDeal[]>>();
  private job: Promise<void> | undefined;

  constructor(private readonly market: MarketService) {}

  /** Forgets the kept sessions when the feed's seed changes (another market). */
  private current(): string {
    const seed = `${this.market.feed.pathSeed}:deals`;
    if (seed !== this.seed) {
      this.seed = seed;
      this.days.clear();
      this.drawing.clear();
    }
    return seed;
  }

  /** The session's deals drawn `STOCKS_PER_STEP` stocks per step (`bySymbol` merges them), kept when done. */
  private *draw(date: IsoDate): Generator<void, readonly SimulatedDeal[], undefined> {
    const seed = this.current();
    const state = this.market.feed.state;
    const deals: SimulatedDeal[] = [];
    for (const ids of inChunks(equityIds(state), STOCKS_PER_STEP)) {
      deals.push(...simulatedDeals(date, seed, stockDaysOf(state, date, ids)));
      yield;
    }
    deals.sort(bySymbol);
    if (this.seed === seed) this.days.set(date, deals);
    return deals;
  }

  /** The session's deals: kept, being drawn, or drawn now in slices. */
  private day(date: IsoDate): Promise<readonly SimulatedDeal[]> {
    this.current();
    const kept = this.days.get(date);
    if (kept !== undefined) return Promise.resolve(kept);
    let drawing = this.drawing.get(date);
    if (drawing === undefined) {
      const started = buildInSlices(this.draw(date));
      const forget = () => {
        if (this.drawing.get(date) === started) this.drawing.delete(date);
      };
      started.then(forget, forget);
      this.drawing.set(date, started);
      drawing = started;
    }
    return drawing;
  }

  /** The session's deals of `kind` (drawn now in slices when not kept yet). */
  async on(date: IsoDate, kind: DealKind): Promise<ListedDeal[]> {
    return listed(await this.day(date), kind);
  }

  /** The kept session's deals of `kind` (none when not drawn yet: `prepare` its range first). */
  kept(date: IsoDate, kind: DealKind): ListedDeal[] {
    this.current();
    return listed(this.days.get(date) ?? [], kind);
  }

  /** How many of `dates` are kept; the others are drawn in the background (one job at a time). */
  prepare(dates: readonly IsoDate[]): { readonly done: number; readonly job: Promise<void> | undefined } {
    this.current();
    const missing = dates.filter((d) => !this.days.has(d));
    if (missing.length > 0 && this.job === undefined) {
      const job = buildInSlices(this.drawRange(missing), RANGE_SLICE);
      this.job = job;
      const forget = () => {
        if (this.job === job) this.job = undefined;
      };
      job.then(forget, forget);
    }
    return { done: dates.length - missing.length, job: missing.length > 0 ? this.job : undefined };
  }

  /** Draws the sessions not kept one after another (one a request is drawing meanwhile is drawn alike). */
  private *drawRange(dates: readonly IsoDate[]): Generator<void, void, undefined> {
    for (const date of dates) if (!this.days.has(date)) yield* this.draw(date);
  }
}

function listed(deals: readonly SimulatedDeal[], kind: DealKind): ListedDeal[] {
  return deals.filter((d) => d.kind === kind).map(({ kind: _kind, ...deal }) => deal);
}
