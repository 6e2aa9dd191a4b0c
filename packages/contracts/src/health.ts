import { z } from 'zod';
import { okSchema } from './envelope';

// GET /api/v3/health
export const healthResponse = okSchema({
  // From the server's last background check (about every second), not a query per health request.
  database: z.object({
    ok: z.boolean(),
    driver: z.enum(['pglite', 'postgres']),
    latencyMs: z.number(),
    /** False while writes fail (e.g. a full disk); `detail` says why. */
    write: z.object({ ok: z.boolean(), detail: z.string().optional() }),
  }),
  /** Free space of the PGlite data directory; null with PostgreSQL (its disk is the server's). */
  disk: z
    .object({ ok: z.boolean(), path: z.string(), freeBytes: z.number(), totalBytes: z.number() })
    .nullable(),
  market: z.object({
    feed: z.string(),
    ready: z.boolean(),
    detail: z.string(),
  }),
  uptimeSeconds: z.number(),
  version: z.string(),
});
export type HealthResponse = z.infer<typeof healthResponse>;
