import { z } from 'zod';
import { okSchema } from './envelope';

// GET /api/v3/health
export const healthResponse = okSchema({
  database: z.object({ ok: z.boolean(), driver: z.enum(['pglite', 'postgres']), latencyMs: z.number() }),
  market: z.object({
    feed: z.string(),
    ready: z.boolean(),
    detail: z.string(),
  }),
  uptimeSeconds: z.number(),
  version: z.string(),
});
export type HealthResponse = z.infer<typeof healthResponse>;
