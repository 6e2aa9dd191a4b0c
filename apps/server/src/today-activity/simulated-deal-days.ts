import type { DealKind } from '@nivesh/contracts';
import { type IsoDate, type SimulatedDeal, simulatedDeals } from '@nivesh/market';
import { driveSteps } from '../backtest/backtest-runner';
import type { MarketService } from '../market/market.service';
import { type ListedDeal, stockDays } from './deals-answer';

/**
 * The simulated bulk and block deals of the running market's closed sessions, each session computed
 * once (about a millisecond for the whole universe) and kept; a range of sessions is computed in
 * the background in slices, so no request holds the server while years of deals are drawn.
 */
export class SimulatedDealDays {
  private seed = '';
  private readonly days = new Map<IsoDate, readonly SimulatedDeal[]>();
  private job: Promise<void> | undefined;

  constructor(private readonly market: MarketService) {}

  /** Forgets the kept sessions when the feed's seed changes (another market). */
  private current(): string {
    const seed = `${this.market.feed.pathSeed}:deals`;
    if (seed !== this.seed) {
      this.seed = seed;
      this.days.clear();
    }
    return seed;
  }

  private day(date: IsoDate): readonly SimulatedDeal[] {
    const seed = this.current();
    let deals = this.days.get(date);
    if (deals === undefined) {
      deals = simulatedDeals(date, seed, stockDays(this.market.feed.state, date));
      this.days.set(date, deals);
    }
    return deals;
  }

  /** The session's deals of `kind` (computed now when not kept yet). */
  on(date: IsoDate, kind: DealKind): ListedDeal[] {
    return this.day(date)
      .filter((d) => d.kind === kind)
      .map(({ kind: _kind, ...deal }) => deal);
  }

  /** How many of `dates` are kept; the others are computed in the background (one job at a time). */
  prepare(dates: readonly IsoDate[]): { readonly done: number; readonly job: Promise<void> | undefined } {
    this.current();
    const missing = dates.filter((d) => !this.days.has(d));
    if (missing.length > 0 && this.job === undefined) {
      const job = driveSteps(this.steps(missing)).then(() => undefined);
      this.job = job;
      void job.finally(() => {
        if (this.job === job) this.job = undefined;
      });
    }
    return { done: dates.length - missing.length, job: missing.length > 0 ? this.job : undefined };
  }

  private *steps(dates: readonly IsoDate[]): Generator<void, void, undefined> {
    for (const date of dates) {
      this.day(date);
      yield;
    }
  }
}
