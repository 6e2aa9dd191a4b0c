/**
 * What stocks did after corporate events (TodayActivity/getEventsPerformance): each event is
 * measured as a deal would be (`dealOutcome`): from the close of the event's session to the close
 * 1, 5, 20 and 60 sessions later on prices adjusted for corporate actions, and minus NIFTY 50 over
 * the same sessions; groups average them with a 95 % interval (`group`). The day's own reaction
 * (the results jump) is what the outcome groups split on, so the figures show the drift after it.
 */
import type { EventGrouping, EventOutcome } from '@nivesh/contracts';
import type { MarketState, Paise, Quantity, SimulatedCorporateEvent } from '@nivesh/market';
import { type DealOutcome, dealOutcome, type Grouped, groupedOutcomes } from './deals-performance';

export const EVENTS_PERFORMANCE_METHOD =
  'Each event’s return runs from the close of the event’s session (so the day’s own reaction, e.g. the results gap, is not counted: it is what the outcome groups split on) to the close 1, 5, 20 and 60 sessions later, on prices adjusted for splits, bonuses and dividends in between; the abnormal return subtracts NIFTY 50’s return over the same sessions. A group’s figure is the mean over its events whose horizon has closed, with a 95 % confidence interval (mean ± 1.96 × standard deviation ÷ √n); with fewer than two events there is no interval. Profit growth is the simulated quarter’s net profit against the same quarter a year before, where the statements give both. Events and figures are simulated.';

/** An event measured: its returns (as a deal's) and its outcome on the day. */
export interface MeasuredEvent {
  readonly event: SimulatedCorporateEvent;
  readonly returns: DealOutcome;
  readonly outcome: EventOutcome | null;
}

/** The event's returns, measured as a purchase at the event day's close. */
export function eventReturns(state: MarketState, event: SimulatedCorporateEvent): DealOutcome {
  return dealOutcome(state, {
    tradeDate: event.date,
    symbol: event.symbol,
    securityName: event.symbol,
    clientName: '',
    side: 'BUY',
    quantity: 0 as Quantity,
    price: 0 as Paise,
    remarks: null,
  });
}

/** The group an event falls in (undefined: not counted in this grouping). */
export function eventGroupKey(groupBy: EventGrouping, m: MeasuredEvent): string | undefined {
  switch (groupBy) {
    case 'type':
      return m.event.type;
    case 'profit': {
      if (m.event.type !== 'results') return undefined;
      const g = m.outcome?.netProfitYoyPct;
      return g === null || g === undefined
        ? 'profit growth unknown'
        : g >= 0
          ? 'profit up YoY'
          : 'profit down YoY';
    }
    case 'gap': {
      if (m.event.type !== 'results') return undefined;
      const g = m.outcome?.gapPct;
      return g === null || g === undefined ? 'gap unknown' : g >= 0 ? 'gapped up' : 'gapped down';
    }
  }
}

/** Every counted event together, and the groups (most events first, then by key). */
export function eventGroups(
  groupBy: EventGrouping,
  measured: readonly MeasuredEvent[],
): Generator<void, Grouped, undefined> {
  return groupedOutcomes(
    measured,
    (m) => eventGroupKey(groupBy, m),
    (m) => m.returns,
  );
}
