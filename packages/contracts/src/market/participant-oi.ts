import { z } from 'zod';
import { endpointSchemas, publicQuery } from '../envelope';
import { marketSourceSchema } from './common';
import { isoDate } from './derivatives';

/**
 * API v3 shapes of participant-wise open interest (`FutureStock/getParticipantOi`): NSE's daily
 * `fao_participant_oi_DDMMYYYY.csv` — Client, DII, FII and Pro (then TOTAL), each with its long and
 * short contracts in six segments (index futures, stock futures, index calls, index puts, stock
 * calls, stock puts). Counts are contracts. A day comes from an imported NSE file when one was
 * imported for it (`source.kind` `imported`, with the file's name), else from the simulation
 * (`source.kind` `simulated`, `source.simulated` true).
 */

export const PARTICIPANT_TYPES = ['Client', 'DII', 'FII', 'Pro'] as const;
export type ParticipantType = (typeof PARTICIPANT_TYPES)[number];

/** NSE's six segments, each a long and a short column of the file. */
export const PARTICIPANT_OI_SEGMENTS = [
  'futureIndex',
  'futureStock',
  'optionIndexCall',
  'optionIndexPut',
  'optionStockCall',
  'optionStockPut',
] as const;
export type ParticipantOiSegment = (typeof PARTICIPANT_OI_SEGMENTS)[number];

const perSegment = z.object({
  futureIndex: z.number().int(),
  futureStock: z.number().int(),
  optionIndexCall: z.number().int(),
  optionIndexPut: z.number().int(),
  optionStockCall: z.number().int(),
  optionStockPut: z.number().int(),
});

/** One row of the day's file: a participant's (or the TOTAL's) long and short contracts per segment. */
export const participantOiRowSchema = z.object({
  clientType: z.enum([...PARTICIPANT_TYPES, 'TOTAL']),
  long: perSegment,
  short: perSegment,
  /** Σ long and Σ short over the segments (NSE's "Total Long/Short Contracts"). */
  totalLong: z.number().int(),
  totalShort: z.number().int(),
});
export type ParticipantOiRowDto = z.infer<typeof participantOiRowSchema>;

/** A participant's position in one segment, and its change since the previous session. */
export const segmentPositionSchema = z.object({
  long: z.number().int(),
  short: z.number().int(),
  /** long − short. */
  net: z.number().int(),
  /** long ÷ short; null when short is 0. */
  longShortRatio: z.number().nullable(),
  /** Changes since the previous session's rows (null without them). */
  netChange: z.number().int().nullable(),
  longChange: z.number().int().nullable(),
  shortChange: z.number().int().nullable(),
});
export type SegmentPositionDto = z.infer<typeof segmentPositionSchema>;

export const participantPositionsSchema = z.object({
  participant: z.enum(PARTICIPANT_TYPES),
  segments: z.object({
    futureIndex: segmentPositionSchema,
    futureStock: segmentPositionSchema,
    optionIndexCall: segmentPositionSchema,
    optionIndexPut: segmentPositionSchema,
    optionStockCall: segmentPositionSchema,
    optionStockPut: segmentPositionSchema,
  }),
  /** (index call long − short) − (index put long − short): bullish when positive. */
  netIndexOptionsBullish: z.number().int(),
});
export type ParticipantPositionsDto = z.infer<typeof participantPositionsSchema>;

/** One session of the FII index-futures history. */
export const fiiIndexFuturesDaySchema = z.object({
  date: z.string(),
  /** True when the day's figures come from an imported NSE file. */
  imported: z.boolean(),
  long: z.number().int(),
  short: z.number().int(),
  /** long ÷ (long + short) × 100; null when both are 0. */
  longPct: z.number().nullable(),
  /** long − short, contracts. */
  net: z.number().int(),
  /** NIFTY 50's close that day (the live level for a session still trading); null when the market has no such day. */
  niftyClose: z.number().nullable(),
});
export type FiiIndexFuturesDay = z.infer<typeof fiiIndexFuturesDaySchema>;

export const PARTICIPANT_OI_SOURCE_KINDS = ['simulated', 'imported'] as const;

/** Where the day's figures come from: the running market's source plus the imported file, if any. */
export const participantOiSourceSchema = marketSourceSchema.extend({
  kind: z.enum(PARTICIPANT_OI_SOURCE_KINDS),
  /** The imported NSE file the day's rows were read from; null when simulated. */
  fileName: z.string().nullable(),
  /** The trade date the file (or the simulation) is for, YYYY-MM-DD. */
  fileDate: z.string(),
});
export type ParticipantOiSource = z.infer<typeof participantOiSourceSchema>;

// ---------------------------------------------------------------------------------------------
// GET FutureStock/getParticipantOi?date=YYYY-MM-DD&days=30 — the day's participant-wise OI, net
// positions with their change since the previous session, and FII's index futures over the sessions.
export const participantOiQuery = z.object({
  /** A session date; default the running market's latest session. */
  date: isoDate.optional(),
  /** Sessions in the FII history, ending on `date`. */
  days: z.coerce.number().int().min(5).max(120).default(30),
  ...publicQuery,
});
export type ParticipantOiQuery = z.input<typeof participantOiQuery>;

export const participantOiSchemas = endpointSchemas({
  source: participantOiSourceSchema,
  /** The session the figures are for. */
  date: z.string(),
  /** The session before it (the change's reference); null when the calendar has none. */
  previousDate: z.string().nullable(),
  /** True when the previous session's rows came from the same source, so the changes are filled. */
  hasChange: z.boolean(),
  /** The latest session that can be asked for (the running market's). */
  latestDate: z.string(),
  /** True while `date` is still trading: the figures are as of now, NSE publishes the file after the close. */
  provisional: z.boolean(),
  /** Client, DII, FII, Pro, then TOTAL (the sum of the four). */
  rows: z.array(participantOiRowSchema),
  positions: z.array(participantPositionsSchema),
  /** FII index futures over the sessions ending on `date`, oldest first (same source as the day). */
  fiiHistory: z.array(fiiIndexFuturesDaySchema),
});
export type ParticipantOiAnswer = z.infer<typeof participantOiSchemas.ok>;
