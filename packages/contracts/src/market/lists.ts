import { z } from 'zod';

// API v3 shapes of the lists market endpoints (see apps/server/src/market/routes/lists.routes.ts).
export const _listsPlaceholder = z.never().optional();
