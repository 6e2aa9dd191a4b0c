import { z } from 'zod';
import { endpointSchemas, publicQuery } from '../envelope';
import { marketSourceSchema } from './common';
import { performanceAnswerShape, performanceQueryShape } from './deals';
import { isoDate } from './derivatives';

/**
 * API v3 shapes of corporate events (`TodayActivity/getEvents`, `getEventsPerformance`): quarterly
 * results, the board meetings that consider them, and annual general meetings, with their outcome
 * once known. On the simulated market every event is simulated (`source.simulated`): a results day
 * is the day the simulator applies the stock's results jump, its figures the simulated quarter's.
 */
export const EVENT_TYPES = ['results', 'board-meeting', 'agm'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const eventsSourceSchema = marketSourceSchema.extend({
  kind: z.enum(['simulated']),
});

/** What a day's event turned out to be (results: the quarter's figures; every type: the price reaction). */
export const eventOutcomeSchema = z.object({
  /** The reported quarter's revenue and net profit, ₹ crore, and growth on the same quarter a year before, percent; null when the statements do not give them. */
  revenueCr: z.number().nullable(),
  revenueYoyPct: z.number().nullable(),
  netProfitCr: z.number().nullable(),
  netProfitYoyPct: z.number().nullable(),
  /** The event day's open against the close before (the results jump is mostly overnight), percent. */
  gapPct: z.number().nullable(),
  /** The event day's close against the close before, percent (both adjusted for a same-day split). */
  changePct: z.number().nullable(),
  /** The event day's close, ₹. */
  close: z.number().nullable(),
});
export type EventOutcome = z.infer<typeof eventOutcomeSchema>;

export const eventRowSchema = z.object({
  symbol: z.string(),
  name: z.string(),
  type: z.enum(EVENT_TYPES),
  date: z.string(),
  /** The session the company announced it. */
  announcedOn: z.string(),
  /** e.g. `Financial results Q2 FY2027`. */
  purpose: z.string(),
  /** `Q2 FY2027` (results and board meetings), `FY2026` (AGMs). */
  period: z.string(),
  /** Null while the event's session has not closed. */
  outcome: eventOutcomeSchema.nullable(),
});
export type EventDto = z.infer<typeof eventRowSchema>;

// ---------------------------------------------------------------------------------------------
// GET TodayActivity/getEvents?date=YYYY-MM-DD&type=results&symbol=&page=1&size=50
export const eventsQuery = z.object({
  /** A session with events; default the latest session. */
  date: isoDate.optional(),
  type: z.enum([...EVENT_TYPES, 'all']).default('all'),
  /** Only this stock's events (NSE symbol, any case). */
  symbol: z.string().trim().max(20).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(5).max(200).default(50),
  ...publicQuery,
});
export type EventsQuery = z.input<typeof eventsQuery>;

export const eventsSchemas = endpointSchemas({
  source: eventsSourceSchema,
  date: z.string(),
  /** The sessions with events before and after `date` (the same type and symbol filter); null at either end. */
  previousDate: z.string().nullable(),
  nextDate: z.string().nullable(),
  latestDate: z.string(),
  earliestDate: z.string(),
  type: z.enum([...EVENT_TYPES, 'all']),
  /** The day's events after the filters (for pagination). */
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
  rows: z.array(eventRowSchema),
  /** The whole day's events by type (symbol filter applied, type filter not). */
  counts: z.object({ results: z.number().int(), 'board-meeting': z.number().int(), agm: z.number().int() }),
  /** Events of the next 14 days as announced by `date` (never one announced later), soonest first (at most 100). */
  upcoming: z.array(eventRowSchema),
  upcomingTotal: z.number().int(),
});
export type EventsAnswer = z.infer<typeof eventsSchemas.ok>;

// ---------------------------------------------------------------------------------------------
// GET TodayActivity/getEventsPerformance?from=&to=&groupBy=type
export const EVENT_GROUPINGS = ['type', 'profit', 'gap'] as const;
export type EventGrouping = (typeof EVENT_GROUPINGS)[number];

/** By event type; results by net-profit growth (up, down, unknown); results by the day's gap (up, down). */
export const eventsPerformanceQuery = z.object(performanceQueryShape(EVENT_GROUPINGS, 'type'));
export type EventsPerformanceQuery = z.input<typeof eventsPerformanceQuery>;

/** `overall.deals` is the number of events counted; `valueCr` is 0. */
export const eventsPerformanceSchemas = endpointSchemas({
  source: eventsSourceSchema,
  ...performanceAnswerShape(EVENT_GROUPINGS),
});
export type EventsPerformanceAnswer = z.infer<typeof eventsPerformanceSchemas.ok>;
