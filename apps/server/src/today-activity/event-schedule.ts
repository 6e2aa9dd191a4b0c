/**
 * The running market's corporate events over the whole simulated window (`simulatedCorporateEvents`
 * of @nivesh/market for every equity), built once per feed seed in the background in small steps
 * and kept sorted by date, so a day, a range or the next fortnight is a binary search away.
 *
 * On the simulated feed the results days are the generated history's own jump days (the window's
 * dates and its seed); an AGM is tied to the final dividend of the window's corporate actions (the
 * whole schedule, so an AGM's date never moves as days pass).
 */
import {
  type CorporateAction,
  type IsoDate,
  type SimulatedCorporateEvent,
  simulatedCorporateEvents,
  simulatedWindowDates,
} from '@nivesh/market';
import { simulatedNse } from '../market/create-market';
import type { MarketService } from '../market/market.service';
import { buildInSlices } from './answer-slices';

/** Stocks scheduled per step (about a millisecond). */
const STOCKS_PER_STEP = 4;

export interface EventSchedule {
  readonly seed: string;
  /** Every event, by date then symbol. */
  readonly events: readonly SimulatedCorporateEvent[];
}

/** Index of the first event dated on or after `date`. */
export function firstOnOrAfter(events: readonly SimulatedCorporateEvent[], date: string): number {
  let lo = 0;
  let hi = events.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((events[mid]?.date ?? '') < date) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The events dated in [from, to], in order. */
export function eventsBetween(
  schedule: EventSchedule,
  from: string,
  to: string,
): readonly SimulatedCorporateEvent[] {
  const { events } = schedule;
  const start = firstOnOrAfter(events, from);
  let end = start;
  while (end < events.length && (events[end]?.date ?? '') <= to) end++;
  return events.slice(start, end);
}

export class EventSchedules {
  private kept: { seed: string; schedule: Promise<EventSchedule> } | undefined;

  constructor(private readonly market: MarketService) {}

  /** The schedule of the feed's seed (built now in the background when not kept). */
  current(): Promise<EventSchedule> {
    const seed = this.market.feed.pathSeed;
    if (this.kept?.seed !== seed) {
      const schedule = buildInSlices(this.build(seed));
      this.kept = { seed, schedule };
      schedule.catch(() => {
        if (this.kept?.seed === seed) this.kept = undefined;
      });
    }
    return this.kept.schedule;
  }

  private *build(seed: string): Generator<void, EventSchedule, undefined> {
    const feed = this.market.feed;
    const state = feed.state;
    const window = feed.kind === 'simulated' ? simulatedNse(seed) : undefined;
    const dates: readonly IsoDate[] = window?.history.dates ?? simulatedWindowDates();
    const actionsOf = (symbol: string): readonly CorporateAction[] =>
      window?.history.series.get(symbol)?.actions ?? feed.corporateActions(symbol);
    // Bucketed by date while stocks are scheduled (a whole sort of ~80,000 events at once would hold the loop).
    const byDate = new Map<IsoDate, SimulatedCorporateEvent[]>();
    let done = 0;
    for (let id = 0; id < state.symbolCount; id++) {
      const meta = state.meta(id);
      if (meta.isIndex) continue;
      const own = simulatedCorporateEvents({
        seed: `${seed}:events`,
        historySeed: seed,
        symbol: meta.symbol,
        dates,
        actions: actionsOf(meta.symbol),
      });
      for (const e of own) {
        const list = byDate.get(e.date);
        if (list === undefined) byDate.set(e.date, [e]);
        else list.push(e);
      }
      if (++done % STOCKS_PER_STEP === 0) yield;
    }
    const events: SimulatedCorporateEvent[] = [];
    let days = 0;
    for (const date of [...byDate.keys()].sort()) {
      const list = byDate.get(date) ?? [];
      list.sort((a, b) => (a.symbol < b.symbol ? -1 : a.symbol > b.symbol ? 1 : a.type < b.type ? -1 : 1));
      events.push(...list);
      if (++days % 32 === 0) yield;
    }
    return { seed, events };
  }
}
