import { z } from 'zod';
import { noInput, post } from '../endpoint';

/** One file of an import: what it was, how many rows, which trading days, or why it was refused. */
export const importFileOutcome = z.object({
  file_name: z.string(),
  ok: z.boolean(),
  format: z.string().optional(),
  rows: z.number().optional(),
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
      'Import a real NSE file (text/csv) or a zip of them (application/zip); the file name is a query parameter',
    query: importFileQuery,
    body: noInput,
    bodyKind: 'raw',
    answer: importFileAnswer,
    access: 'operator',
  }),
};
