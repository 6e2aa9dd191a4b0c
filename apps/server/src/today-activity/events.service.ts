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
import { buildInSlices, RANGE_SLICE } from './answer-slices';
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

/** Sessions of the performance page's default range (a year). */
const DEFAULT_PERFORMANCE_SESSIONS = 250;
/** How long a performance request waits for its range before answering "computing". */
const PERFORMANCE_WAIT_MS = 1_500;
/** Quarters of statements read for results: the simulated window's (from FY2015) and the year before. */
const EVENT_QUARTERS = 52;
/** Ranges whose measured events are kept. */
const KEPT_RANGES = 8;

interface RangeJob {
  done: number;
  readonly total: number;
  result: readonly MeasuredEvent[] | undefined;
  promise: Promise<void>;
}

export class EventsService {
  private readonly schedules: EventSchedules;
  private calendar: { key: string; calendar: NseCalendar } | undefined;
  private readonly ranges = new Map<string, RangeJob>();

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
  async performance(query: {
    readonly from?: string | undefined;
    readonly to?: string | undefined;
    readonly groupBy: EventGrouping;
    readonly page: number;
    readonly size: number;
  }): Promise<Omit<EventsPerformanceAnswer, 'status' | 'message'>> {
    const inputs = await this.inputs();
    const { state } = inputs;
    const closed = state.dates;
    const latest = closed.at(-1);
    if (latest === undefined) refuseDate('No session has closed yet');
    const to = (query.to ?? latest) as IsoDate;
    if (query.to !== undefined) checkSessionDate(to, latest, inputs.calendar);
    const toIndex = closed.findLastIndex((d) => d <= to);
    const from = (query.from ??
      closed[Math.max(0, toIndex - DEFAULT_PERFORMANCE_SESSIONS + 1)] ??
      inputs.earliest) as IsoDate;
    if (from > to) {
      refuseDate(`The range starts (${from}) after it ends (${to}): pick a start on or before the end`);
    }
    const key = [inputs.schedule.seed, from, to, closed.length, latest].join('|');
    let job = this.ranges.get(key);
    if (job === undefined) {
      job = this.measure(inputs, from, to);
      this.ranges.set(key, job);
      const oldest = this.ranges.keys().next();
      if (this.ranges.size > KEPT_RANGES && oldest.done !== true) this.ranges.delete(oldest.value);
    }
    if (job.result === undefined) {
      await Promise.race([job.promise, new Promise((resolve) => setTimeout(resolve, PERFORMANCE_WAIT_MS))]);
    }
    const measured = job.result ?? [];
    const ready = job.result !== undefined;
    const { overall, groups } = eventGroups(query.groupBy, measured);
    const start = (query.page - 1) * query.size;
    return {
      source: { ...inputs.market, simulated: true, kind: 'simulated' },
      ready,
      progressPct: job.total === 0 ? 100 : Math.floor((job.done / job.total) * 100),
      from,
      to,
      earliestDate: inputs.earliest,
      latestDate: latest,
      groupBy: query.groupBy,
      overall,
      total: groups.length,
      page: query.page,
      size: query.size,
      groups: groups.slice(start, start + query.size),
      method: EVENTS_PERFORMANCE_METHOD,
    };
  }

  /** Measures the closed events of [from, to] in the background. */
  private measure(inputs: EventsInputs, from: IsoDate, to: IsoDate): RangeJob {
    const { state } = inputs;
    const last = state.dates.at(-1) ?? to;
    const events = eventsBetween(inputs.schedule, from, to < last ? to : last);
    const quartersOf = this.quartersOf;
    const job: RangeJob = {
      done: 0,
      total: events.length,
      result: undefined,
      promise: Promise.resolve(),
    };
    const steps = function* (): Generator<void, MeasuredEvent[], undefined> {
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
    };
    const promise = buildInSlices(steps(), RANGE_SLICE).then((result) => {
      job.result = result;
    });
    promise.catch(() => {
      for (const [k, j] of this.ranges) if (j === job) this.ranges.delete(k);
    });
    job.promise = promise;
    return job;
  }
}
