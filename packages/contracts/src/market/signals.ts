import { z } from 'zod';
import { endpointSchemas, publicQuery } from '../envelope';
import { marketSourceSchema } from './common';

/**
 * Auto-signals of API v3 (issue 4, docs/signals.md). Prices in rupees; returns and hit rates as
 * percentages (1.5 = 1.5 %). `signal_id` is a signal type (`IntradayBuy`, any case) or `all`;
 * `sector_id` a sector slug or `all`; `date` YYYY-MM-DD or omitted for the latest session.
 *
 * | call                          | query                 | answer                       |
 * |-------------------------------|-----------------------|------------------------------|
 * | autoSignal/getSignalList      | `signalListQuery`     | `signalListSchemas`          |
 * | autoSignal/getSignalData      | `signalDataQuery`     | `signalDataSchemas`          |
 * | autoSignal/mostCommon         | `signalListQuery`     | `mostCommonSignalsSchemas`   |
 * | autoSignal/performance        | `signalPerformanceQuery` | `signalPerformanceSchemas` |
 */

export const SIGNAL_TYPES = [
  'IntradayBuy',
  'IntradaySell',
  'JackpotBuy',
  'JackpotSell',
  'UpTrend',
  'DnTrend',
  'LongTBuy',
  'LongTSell',
  'ShortTBuy',
  'ShortTSell',
] as const;
export type SignalTypeName = (typeof SIGNAL_TYPES)[number];

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'date must be YYYY-MM-DD' })
  .optional();

export const signalListQuery = z.object({ date: isoDate, ...publicQuery });
export type SignalListQuery = z.input<typeof signalListQuery>;

export const signalDataQuery = z.object({
  signal_id: z.string().trim().min(1).max(40).default('all'),
  sector_id: z.string().trim().min(1).max(80).default('all'),
  date: isoDate,
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(500).optional(),
  ...publicQuery,
});
export type SignalDataQuery = z.input<typeof signalDataQuery>;

export const signalPerformanceQuery = z.object({
  signal_id: z.string().trim().min(1).max(40).default('all'),
  group: z.enum(['type', 'sector', 'type-sector']).default('type'),
  ...publicQuery,
});
export type SignalPerformanceQuery = z.input<typeof signalPerformanceQuery>;

export const signalTypeInfoSchema = z.object({
  type: z.enum(SIGNAL_TYPES),
  label: z.string(),
  side: z.enum(['buy', 'sell']),
  timeframe: z.string(),
  description: z.string(),
  plan: z.string(),
  horizon: z.string(),
});

/** The measured record of a group of stored signals. */
export const signalStatsSchema = z.object({
  key: z.string(),
  cases: z.number(),
  open: z.number(),
  closed: z.number(),
  targets: z.number(),
  stops: z.number(),
  expired: z.number(),
  /** Targets ÷ closed × 100; null with no closed case. */
  hitRatePct: z.number().nullable(),
  avgReturn1dPct: z.number().nullable(),
  avgReturn5dPct: z.number().nullable(),
  avgReturn20dPct: z.number().nullable(),
});
export type SignalStatsDto = z.infer<typeof signalStatsSchema>;

/** The record behind the numbers: how many sessions and signals, from when. */
export const signalRecordSchema = z.object({
  method: z.string(),
  firstSession: z.string().nullable(),
  lastSession: z.string().nullable(),
  sessions: z.number(),
  signals: z.number(),
});

export const signalListSchemas = endpointSchemas({
  source: marketSourceSchema,
  /** The session listed (the latest with a scan when no date was asked). */
  date: z.string(),
  record: signalRecordSchema,
  types: z.array(
    signalTypeInfoSchema.extend({
      /** Signals of this type that session. */
      count: z.number(),
      stats: signalStatsSchema.nullable(),
    }),
  ),
  /** Stored sessions, newest first (for the date picker). */
  sessions: z.array(z.string()),
});
export type SignalListAnswer = z.infer<typeof signalListSchemas.ok>;

export const signalRowSchema = z.object({
  id: z.number(),
  symbol: z.string(),
  name: z.string(),
  sector: z.string(),
  type: z.enum(SIGNAL_TYPES),
  side: z.enum(['buy', 'sell']),
  rule: z.string(),
  /** Epoch ms of the 15-minute bar close it fired on. */
  time: z.number(),
  price: z.number(),
  target: z.number(),
  stop: z.number(),
  /** Live price (rupees) and the sign-adjusted move since the signal (%, positive = in favour). */
  ltp: z.number(),
  movePct: z.number(),
  status: z.enum(['open', 'target', 'stop', 'expired']),
  exitPrice: z.number().nullable(),
  return1dPct: z.number().nullable(),
  return5dPct: z.number().nullable(),
  return20dPct: z.number().nullable(),
});
export type SignalRow = z.infer<typeof signalRowSchema>;

export const signalDataSchemas = endpointSchemas({
  source: marketSourceSchema,
  date: z.string(),
  signal: signalTypeInfoSchema.nullable(),
  sector: z.string().nullable(),
  sectors: z.array(z.object({ slug: z.string(), name: z.string(), count: z.number() })),
  total: z.number(),
  page: z.number(),
  rows: z.array(signalRowSchema),
});
export type SignalDataAnswer = z.infer<typeof signalDataSchemas.ok>;

export const mostCommonSignalsSchemas = endpointSchemas({
  source: marketSourceSchema,
  date: z.string(),
  /** Stocks with the most signals that session, most first. */
  stocks: z.array(
    z.object({
      symbol: z.string(),
      name: z.string(),
      sector: z.string(),
      count: z.number(),
      buys: z.number(),
      sells: z.number(),
      types: z.array(z.enum(SIGNAL_TYPES)),
      ltp: z.number(),
      changePct: z.number(),
    }),
  ),
  /** Signals per sector and type that session. */
  sectors: z.array(
    z.object({
      slug: z.string(),
      name: z.string(),
      total: z.number(),
      byType: z.record(z.string(), z.number()),
    }),
  ),
});
export type MostCommonSignalsAnswer = z.infer<typeof mostCommonSignalsSchemas.ok>;

export const signalPerformanceSchemas = endpointSchemas({
  record: signalRecordSchema,
  group: z.enum(['type', 'sector', 'type-sector']),
  stats: z.array(signalStatsSchema),
});
export type SignalPerformanceAnswer = z.infer<typeof signalPerformanceSchemas.ok>;
