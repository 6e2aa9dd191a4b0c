import { z } from 'zod';
import { noInput, post } from '../endpoint';

/** A row of a file that disagrees with the stored row of the same key: reported, not written. */
export const importConflict = z.object({
  line: z.number(),
  /** e.g. `RELIANCE EQ on 2017-07-10` */
  key: z.string(),
  /** What differs, stored value first, e.g. `low 1412.00 vs 1489.10 (stored from x.csv first)`. */
  differences: z.string(),
});

/**
 * One file of an import: what it was, how many rows, which trading days, or why it was refused
 * (`ok` false) or skipped without being read (`skipped` true: not an NSE data file by its name).
 */
export const importFileOutcome = z.object({
  file_name: z.string(),
  ok: z.boolean(),
  skipped: z.boolean().optional(),
  format: z.string().optional(),
  rows: z.number().optional(),
  /** Rows already stored with the same figures (files that merge by key). */
  identical: z.number().optional(),
  conflicts: z.array(importConflict).optional(),
  /** Duplicated rows dropped and other notes, each naming file and line. */
  warnings: z.array(z.string()).optional(),
  trade_dates: z.array(z.string()).optional(),
  error: z.string().optional(),
  ms: z.number(),
});
export type ImportFileOutcome = z.infer<typeof importFileOutcome>;

export const importFileQuery = z.object({
  fileName: z
    .string()
    .min(1)
    .max(255)
    .regex(/^[^\\/]+$/, 'a file name, not a path'),
});

export const importFileAnswer = z.object({
  status: z.union([z.literal(0), z.literal(1)]),
  message: z.string(),
  files: z.array(importFileOutcome),
});

/** The operator's endpoints (a bearer token from the server's configuration). */
export const operatorEndpoints = {
  importFile: post({
    path: 'MarketData/importFile',
    summary:
      'Import a real NSE file (text/csv, application/json) or a zip of them (application/zip); the file name is a query parameter. Each file answers its rows, rows already stored, conflicts with stored rows (not written) and warnings (duplicated rows dropped); a zip also lists the entries it skipped and why',
    query: importFileQuery,
    body: noInput,
    bodyKind: 'raw',
    answer: importFileAnswer,
    access: 'operator',
  }),
};
