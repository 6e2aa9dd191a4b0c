// What every overview endpoint file shares: query options that refresh while the session trades,
// keyed ['market-overview', definition.path, params] (see lib/live-market-query.ts).
import type { Endpoint, NoInput } from '@nivesh/contracts';
import type { z } from 'zod';
import { liveMarketQueryOptions } from '@/lib/live-market-query';

export { answerOf } from '@/lib/api-client';
export { refreshWhileLive } from '@/lib/live-market-query';

/** Overview pages refresh this often while their session trades (ms). */
export const OVERVIEW_REFRESH_MS = 5_000;

/** Query options of one overview endpoint (`overviewEndpoints.*`), parameters typed by it. */
export function overviewQueryOptions<Q extends z.ZodType, A extends z.ZodType>(
  definition: Endpoint<Q, NoInput, A>,
  params: z.input<Q>,
  every = OVERVIEW_REFRESH_MS,
) {
  return liveMarketQueryOptions('market-overview', definition, params, every);
}
