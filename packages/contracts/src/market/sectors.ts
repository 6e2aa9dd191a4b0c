import { z } from 'zod';

// API v3 shapes of the sectors market endpoints (see apps/server/src/market/routes/sectors.routes.ts).
export const _sectorsPlaceholder = z.never().optional();
