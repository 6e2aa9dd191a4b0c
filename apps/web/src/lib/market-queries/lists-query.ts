// What every lists endpoint file shares: query options that refresh every 5 s while the session
// trades, keyed ['market-lists', definition.path, params] (see lib/live-market-query.ts).
import type { Endpoint, ListIndexFilter, NoInput } from '@nivesh/contracts';
import type { z } from 'zod';
import { liveMarketQueryOptions, refreshWhileLive as liveRefresh } from '@/lib/live-market-query';

/** The parameters of a list of one session: a completed day's date (none: live) and the index filter. */
export interface DayListParams {
  readonly date?: string;
  readonly index?: ListIndexFilter;
}

/** Lists refresh this often while their session trades (ms). */
export const LIVE_REFRESH_MS = 5_000;

/**
 * The refetch interval for an answer: every LIVE_REFRESH_MS while the session it shows trades. A
 * completed day (`live: false` with a `date`) does not change, so it is not refetched.
 */
export const refreshWhileLive = liveRefresh(LIVE_REFRESH_MS);

/**
 * Query options for one lists endpoint (`listEndpoints.*`) with its query parameters, typed by the
 * definition (undefined ones are left out); a refusal comes back as an ApiRefusal.
 */
export function listsQueryOptions<Q extends z.ZodType, A extends z.ZodType>(
  definition: Endpoint<Q, NoInput, A>,
  params: z.input<Q>,
) {
  return liveMarketQueryOptions('market-lists', definition, params, LIVE_REFRESH_MS);
}
