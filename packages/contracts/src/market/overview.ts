import { z } from 'zod';

// API v3 shapes of the overview market endpoints (see apps/server/src/market/routes/overview.routes.ts).
export const _overviewPlaceholder = z.never().optional();
