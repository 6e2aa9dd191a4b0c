// What every overview endpoint file shares: query options that refresh while the session trades,
// keyed ['market-overview', endpoint, params] (see lib/live-market-query.ts).
import type { z } from 'zod';
import { liveMarketQueryOptions, type MarketQueryValue } from '@/lib/live-market-query';

export { answerOf } from '@/lib/api-client';
export { refreshWhileLive } from '@/lib/live-market-query';

/** Overview pages refresh this often while their session trades (ms). */
export const OVERVIEW_REFRESH_MS = 5_000;

/** Query options of one overview endpoint (`ok` is the contract's success schema). */
export function overviewQueryOptions<Ok extends z.ZodType>(
  endpoint: string,
  ok: Ok,
  params: Readonly<Record<string, MarketQueryValue>> = {},
  every = OVERVIEW_REFRESH_MS,
) {
  return liveMarketQueryOptions('market-overview', endpoint, ok, params, every);
}
