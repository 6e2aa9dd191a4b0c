import { z } from 'zod';
import { endpointSchemas, publicQuery } from '../envelope';
import { marketSourceSchema } from './common';
import { isoDate } from './derivatives';

/**
 * API v3 shapes of FII/DII cash-market activity (`TodayActivity/getFiiDiiData` and
 * `TodayActivity/getFiiDiiActivities`): what foreign (FII/FPI) and domestic (DII) institutions bought
 * and sold in the cash market, in ₹ crore, as NSE publishes it each evening (provisional figures of
 * the exchanges) and as its monthly compilation totals it. A period comes from imported NSE files
 * when they cover it (`source.kind` `imported`, with the file's name), else from the simulation of
 * the running market (`source.kind` `simulated`), never a mix of both in one answer.
 */

export const FII_DII_SOURCE_KINDS = ['simulated', 'imported'] as const;

/** Where the figures come from: the running market's source plus the imported file, if any. */
export const fiiDiiSourceSchema = marketSourceSchema.extend({
  kind: z.enum(FII_DII_SOURCE_KINDS),
  /** The imported NSE file the figures were read from (the latest one, if several); null when simulated. */
  fileName: z.string().nullable(),
});
export type FiiDiiSource = z.infer<typeof fiiDiiSourceSchema>;

/** Gross purchases, gross sales and net (purchases − sales) of one category, ₹ crore (2 decimals). */
export const flowSchema = z.object({
  buy: z.number(),
  sell: z.number(),
  net: z.number(),
});
export type Flow = z.infer<typeof flowSchema>;

/** One session's figures with NIFTY 50's close that day. */
export const fiiDiiDaySchema = z.object({
  date: z.string(),
  fii: flowSchema,
  dii: flowSchema,
  /** NIFTY 50's close that session; null when the running market has no such session. */
  niftyClose: z.number().nullable(),
  /** NIFTY 50's change that session, percent; null when unknown. */
  niftyChangePct: z.number().nullable(),
});
export type FiiDiiDay = z.infer<typeof fiiDiiDaySchema>;

/** Totals over a span of sessions (month or year to date). */
export const fiiDiiTotalSchema = z.object({
  /** The first session counted, YYYY-MM-DD. */
  from: z.string(),
  /** The last session counted (the day asked for). */
  to: z.string(),
  sessions: z.number().int(),
  fii: flowSchema,
  dii: flowSchema,
});
export type FiiDiiTotal = z.infer<typeof fiiDiiTotalSchema>;

// ---------------------------------------------------------------------------------------------
// GET TodayActivity/getFiiDiiData?date=YYYY-MM-DD&days=30 — one session's FII and DII cash figures,
// the sessions before it, and the month's and the year's totals up to it.
export const fiiDiiDataQuery = z.object({
  /** A session with figures; default the latest one (the last session that has closed). */
  date: isoDate.optional(),
  /** Sessions in the history, ending on `date`. */
  days: z.coerce.number().int().min(5).max(250).default(30),
  ...publicQuery,
});
export type FiiDiiDataQuery = z.input<typeof fiiDiiDataQuery>;

export const fiiDiiDataSchemas = endpointSchemas({
  source: fiiDiiSourceSchema,
  /** True for the exchanges' provisional daily figures (NSE revises them later; months are final). */
  provisional: z.boolean(),
  day: fiiDiiDaySchema,
  /** The session with figures before `day.date`, and after it; null at either end. */
  previousDate: z.string().nullable(),
  nextDate: z.string().nullable(),
  /** The latest session with figures (a session's figures come after its close). */
  latestDate: z.string(),
  /** The earliest session with figures from the same source. */
  earliestDate: z.string(),
  /** The sessions ending on `day.date`, newest first (same source as the day). */
  history: z.array(fiiDiiDaySchema),
  /** From the month's first session to `day.date`. */
  monthToDate: fiiDiiTotalSchema,
  /** From the calendar year's first session to `day.date`. */
  yearToDate: fiiDiiTotalSchema,
});
export type FiiDiiDataAnswer = z.infer<typeof fiiDiiDataSchemas.ok>;

// ---------------------------------------------------------------------------------------------
// GET TodayActivity/getFiiDiiActivities?period=month&page=1 — totals by month or calendar year,
// newest first, paginated, with NIFTY 50 over each period and the cumulative flows for a chart.
export const FII_DII_PERIODS = ['month', 'year'] as const;
export type FiiDiiPeriod = (typeof FII_DII_PERIODS)[number];

export const fiiDiiActivitiesQuery = z.object({
  period: z.enum(FII_DII_PERIODS).default('month'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  /** Rows per page. */
  size: z.coerce.number().int().min(5).max(100).default(24),
  ...publicQuery,
});
export type FiiDiiActivitiesQuery = z.input<typeof fiiDiiActivitiesQuery>;

/** One month (`2026-11`) or year (`2026`): totals, sessions, and NIFTY 50 at its end and over it. */
export const fiiDiiPeriodRowSchema = z.object({
  period: z.string(),
  /** The period's first and last sessions with figures (a running period ends at the latest one). */
  from: z.string(),
  to: z.string(),
  /** Sessions counted; null for a month of an imported monthly compilation (NSE gives totals only). */
  sessions: z.number().int().nullable(),
  fii: flowSchema,
  dii: flowSchema,
  /** NIFTY 50's close on the period's last session, and its change over the period, percent; null when unknown. */
  niftyClose: z.number().nullable(),
  niftyChangePct: z.number().nullable(),
  /** True while the period is still running (its totals are to date). */
  partial: z.boolean(),
});
export type FiiDiiPeriodRow = z.infer<typeof fiiDiiPeriodRowSchema>;

/** Cumulative net flows from the first period on, with NIFTY 50's close, for the chart. */
export const fiiDiiCumulativePointSchema = z.object({
  period: z.string(),
  fiiNet: z.number(),
  diiNet: z.number(),
  niftyClose: z.number().nullable(),
});
export type FiiDiiCumulativePoint = z.infer<typeof fiiDiiCumulativePointSchema>;

export const fiiDiiActivitiesSchemas = endpointSchemas({
  source: fiiDiiSourceSchema,
  period: z.enum(FII_DII_PERIODS),
  page: z.number().int(),
  size: z.number().int(),
  /** Periods in all (for pagination). */
  total: z.number().int(),
  /** This page's periods, newest first. */
  rows: z.array(fiiDiiPeriodRowSchema),
  /** Every period, oldest first, net flows added up from the first. */
  cumulative: z.array(fiiDiiCumulativePointSchema),
});
export type FiiDiiActivitiesAnswer = z.infer<typeof fiiDiiActivitiesSchemas.ok>;

// ---------------------------------------------------------------------------------------------
// GET TodayActivity/getFiiDerivatives?date=YYYY-MM-DD — FII derivatives statistics of a session
// (NSE's `fii_stats_DD-Mon-YYYY.xls`): contracts bought and sold and the open interest at the end of
// the day, each with its value in ₹ crore, per segment and per index.
export const fiiDerivativesQuery = z.object({
  /** A session with statistics; default the latest one (the last session that has closed). */
  date: isoDate.optional(),
  ...publicQuery,
});
export type FiiDerivativesQuery = z.input<typeof fiiDerivativesQuery>;

export const FII_DERIVATIVE_SEGMENTS = [
  'indexFutures',
  'indexOptions',
  'stockFutures',
  'stockOptions',
] as const;

/** Contracts and their value, ₹ crore. */
export const contractsValueSchema = z.object({
  contracts: z.number().int(),
  crore: z.number(),
});

/** One row: a segment's total (`index` null) or one index's futures or options. */
export const fiiDerivativesRowSchema = z.object({
  /** The row's label as NSE writes it: `INDEX FUTURES`, `NIFTY OPTIONS`, … */
  label: z.string(),
  segment: z.enum(FII_DERIVATIVE_SEGMENTS),
  /** The index of a per-index row (NIFTY, BANKNIFTY, …); null for a segment total. */
  index: z.string().nullable(),
  buy: contractsValueSchema,
  sell: contractsValueSchema,
  /** Buy − sell, contracts and ₹ crore. */
  net: contractsValueSchema,
  /** Open interest at the end of the day. */
  oi: contractsValueSchema,
});
export type FiiDerivativesRow = z.infer<typeof fiiDerivativesRowSchema>;

export const fiiDerivativesSchemas = endpointSchemas({
  source: fiiDiiSourceSchema,
  date: z.string(),
  /** The session with statistics before `date`, and after it; null at either end. */
  previousDate: z.string().nullable(),
  nextDate: z.string().nullable(),
  latestDate: z.string(),
  earliestDate: z.string(),
  /** In NSE's order: per-index futures, INDEX FUTURES, per-index options, INDEX OPTIONS, STOCK FUTURES, STOCK OPTIONS. */
  rows: z.array(fiiDerivativesRowSchema),
  /**
   * A simulated session whose participant-wise OI was imported (`fao_participant_oi_*.csv`): the
   * file the statistics' open interest and net change come from; null when that OI is simulated too
   * (and for a session imported from `fii_stats`).
   */
  participantOiFile: z.string().nullable(),
  /** How the values are computed (NSE's notes, and what the simulation assumes). */
  method: z.string(),
});
export type FiiDerivativesAnswer = z.infer<typeof fiiDerivativesSchemas.ok>;
