import { z } from 'zod';

// API v3 shapes of the stock market endpoints (see apps/server/src/market/routes/stock.routes.ts).
export const _stockPlaceholder = z.never().optional();
