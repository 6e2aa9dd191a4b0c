import { z } from 'zod';
import { endpointSchemas, okSchema, publicQuery } from '../envelope';
import { recordIdSchema } from '../record-id';
import { marketSourceSchema } from './common';

/**
 * Custom screens in the screening language (issue 4, docs/screening-language.md).
 *
 * | call                     | query               | answer               |
 * |--------------------------|---------------------|----------------------|
 * | screener/runScreen       | `runScreenQuery`    | `runScreenAnswer`    |
 * | screener/screenLanguage  | —                   | `screenLanguageSchemas` |
 */

export const SCREEN_MAX_LENGTH = 2000;

export const runScreenQuery = z.object({
  query: z
    .string({ message: 'Write a screen, e.g. close > sma(close, 200)' })
    .trim()
    .min(1, { message: 'Write a screen, e.g. close > sma(close, 200)' })
    .max(SCREEN_MAX_LENGTH, { message: `A screen is at most ${SCREEN_MAX_LENGTH} characters` }),
  /** A sector slug or name; omit (or `all`) for every sector. */
  sector_id: z.string().trim().min(1).max(80).optional(),
  ...publicQuery,
});
export type RunScreenQuery = z.input<typeof runScreenQuery>;

export const screenRowSchema = z.object({
  symbol: z.string(),
  name: z.string(),
  sector: z.string(),
  ltp: z.number(),
  changePct: z.number(),
  /** The values of the screen's terms, in `columns` order (null when unknown). */
  values: z.array(z.number().nullable()),
});
export type ScreenRow = z.infer<typeof screenRowSchema>;

export const runScreenOk = okSchema({
  source: marketSourceSchema,
  query: z.string(),
  sector: z.string().nullable(),
  /** The numbers each comparison of the screen used, e.g. `sma(close, 200)`. */
  columns: z.array(z.string()),
  /** Stocks scanned. */
  scanned: z.number(),
  rows: z.array(screenRowSchema),
  /** Server time to evaluate, milliseconds. */
  elapsedMs: z.number(),
});
export type RunScreenAnswer = z.infer<typeof runScreenOk>;

/** A screen that does not parse or type-check: the message and where (0-based position, 1-based line/column). */
export const screenErrorSchema = z.object({
  status: z.literal(0),
  message: z.string(),
  position: z.number().nullable(),
  line: z.number().nullable(),
  column: z.number().nullable(),
});
export type ScreenError = z.infer<typeof screenErrorSchema>;

export const runScreenAnswer = z.discriminatedUnion('status', [runScreenOk, screenErrorSchema]);

export const screenLanguageSchemas = endpointSchemas({
  fields: z.array(
    z.object({
      name: z.string(),
      kind: z.string(),
      unit: z.string(),
      description: z.string(),
      example: z.string(),
    }),
  ),
  functions: z.array(
    z.object({
      name: z.string(),
      signature: z.string(),
      unit: z.string(),
      description: z.string(),
      example: z.string(),
    }),
  ),
  sectors: z.array(z.object({ slug: z.string(), name: z.string() })),
  examples: z.array(z.object({ title: z.string(), query: z.string() })),
});
export type ScreenLanguageAnswer = z.infer<typeof screenLanguageSchemas.ok>;

/** Saved screens a user may keep. */
export const SAVED_SCREENS_MAX = 50;

export const saveScreenBody = z.object({
  name: z
    .string({ message: 'Name the screen' })
    .trim()
    .min(1, { message: 'Name the screen' })
    .max(60, { message: 'A screen name is at most 60 characters' }),
  query: runScreenQuery.shape.query,
  sector_id: z.string().trim().max(80).optional(),
});
export type SaveScreenBody = z.input<typeof saveScreenBody>;

export const savedScreenSchema = z.object({
  id: z.string(),
  name: z.string(),
  query: z.string(),
  sector: z.string().nullable(),
  updatedAt: z.string(),
});
export type SavedScreen = z.infer<typeof savedScreenSchema>;

export const savedScreensSchemas = endpointSchemas({ screens: z.array(savedScreenSchema) });
export type SavedScreensAnswer = z.infer<typeof savedScreensSchemas.ok>;

/** screener/saveScreen answers the saved screen, or a refusal (a screen that does not compile, too many screens). */
export const saveScreenAnswer = z.discriminatedUnion('status', [
  okSchema({ screen: savedScreenSchema }),
  screenErrorSchema,
]);

export const deleteScreenBody = z.object({ id: recordIdSchema('id') });
