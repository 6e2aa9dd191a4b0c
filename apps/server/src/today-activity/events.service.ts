/**
 * Corporate events of the running market (TodayActivity/getEvents, getEventsPerformance): the
 * schedule (`EventSchedules`) read for a day, and the events of a range measured in the background
 * in small steps (each event's returns and outcome), kept per range and market day.
 */
import type { EventGrouping, EventsAnswer, EventsPerformanceAnswer, EventType } from '@nivesh/contracts';
import type { IsoDate, NseCalendar } from '@nivesh/market';
import { financialsOf } from '../market/company-financials';
import type { MarketService } from '../market/market.service';
import { marketSource } from '../market/market-answers';
import { calendarSpanning, checkSessionDate, refuseDate } from '../market/session-days';
import { EventSchedules, eventsBetween } from './event-schedule';
import {
  type EventsInputs,
  eventOutcome,
  eventsAnswer,
  latestEventDate,
  type QuartersOf,
} from './events-answer';
import {
  EVENTS_PERFORMANCE_METHOD,
  eventGroups,
  eventReturns,
  type MeasuredEvent,
} from './events-performance';
import {
  Groupings,
  type PerformanceQueryInput,
  performancePage,
  performanceRange,
  RangeJobs,
  type RangeWork,
} from './performance-ranges';

/** Quarters of statements read for results: the simulated window's (from FY2015) and the year before. */
const EVENT_QUARTERS = 52;

export class EventsService {
  private readonly schedules: EventSchedules;
  private calendar: { key: string; calendar: NseCalendar } | undefined;
  private readonly ranges = new RangeJobs<MeasuredEvent>();
  private readonly groupings = new Groupings();

  constructor(private readonly market: MarketService) {
    this.schedules = new EventSchedules(market);
  }

  private readonly quartersOf: QuartersOf = (symbol) => {
    const id = this.market.feed.state.idOf(symbol);
    if (id === undefined) return undefined;
    return financialsOf(this.market, { id, meta: this.market.feed.state.meta(id) }, EVENT_QUARTERS)
      ?.quarterly;
  };

  /** The sessions that can be shown: the first completed one to the running one. */
  private async inputs(): Promise<EventsInputs & { calendar: NseCalendar }> {
    const state = this.market.feed.state;
    const latest = state.sessionDate;
    const earliest = state.dates[0] ?? latest;
    const key = `${earliest}|${latest}`;
    if (this.calendar?.key !== key) {
      this.calendar = { key, calendar: calendarSpanning([earliest, latest]) };
    }
    return {
      state,
      market: marketSource(this.market),
      schedule: await this.schedules.current(),
      quartersOf: this.quartersOf,
      earliest,
      latest,
      calendar: this.calendar.calendar,
    };
  }

  /** One session's events (default the latest session with events that match the filters). */
  async events(query: {
    readonly date?: string | undefined;
    readonly type: EventType | 'all';
    readonly symbol?: string | undefined;
    readonly page: number;
    readonly size: number;
  }): Promise<Omit<EventsAnswer, 'status' | 'message'>> {
    const inputs = await this.inputs();
    const date = (query.date ?? latestEventDate(inputs, query) ?? inputs.latest) as IsoDate;
    checkSessionDate(date, inputs.latest, inputs.calendar);
    if (date < inputs.earliest) {
      refuseDate(`${date} is before the market's first session: pick ${inputs.earliest} or later`);
    }
    return eventsAnswer(inputs, date, query);
  }

  /** What stocks did after the events of a range of sessions (default the last 250 closed sessions). */
  async performance(
    query: PerformanceQueryInput<EventGrouping>,
  ): Promise<Omit<EventsPerformanceAnswer, 'status' | 'message'>> {
    const inputs = await this.inputs();
    const { state } = inputs;
    const closed = state.dates;
    const latest = closed.at(-1);
    if (latest === undefined) refuseDate('No session has closed yet');
    const { from, to } = performanceRange(query, closed, latest, inputs.calendar);
    const key = [inputs.schedule.seed, from, to, closed.length, latest].join('|');
    const measured = await this.ranges.measured(key, () => this.measure(inputs, from, to));
    return {
      source: { ...inputs.market, simulated: true, kind: 'simulated' },
      ...performancePage(
        await this.groupings.of(`${key}|${query.groupBy}`, measured.ready, () =>
          eventGroups(query.groupBy, measured.items),
        ),
        query,
        { from, to, earliest: inputs.earliest, latest },
        measured,
        EVENTS_PERFORMANCE_METHOD,
      ),
    };
  }

  /** The measuring of the closed events of [from, to]: an event a step. */
  private measure(inputs: EventsInputs, from: IsoDate, to: IsoDate): RangeWork<MeasuredEvent> {
    const { state } = inputs;
    const last = state.dates.at(-1) ?? to;
    const events = eventsBetween(inputs.schedule, from, to < last ? to : last);
    const quartersOf = this.quartersOf;
    return {
      total: events.length,
      steps: function* (job) {
        const out: MeasuredEvent[] = [];
        for (const event of events) {
          out.push({
            event,
            returns: eventReturns(state, event),
            outcome: eventOutcome(state, event, quartersOf),
          });
          job.done++;
          yield;
        }
        return out;
      },
    };
  }
}
