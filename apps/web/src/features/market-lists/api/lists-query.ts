// What every lists endpoint file shares: query options that refresh every 5 s while the session
// trades, keyed ['market-lists', endpoint, params] (see lib/live-market-query.ts).
import type { ListIndexFilter } from '@nivesh/contracts';
import type { z } from 'zod';
import {
  liveMarketQueryOptions,
  refreshWhileLive as liveRefresh,
  type MarketQueryValue,
} from '@/lib/live-market-query';

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
 * Query options for one lists endpoint with its query parameters (undefined ones are left out).
 * `answer` is the contract's answer schema (success or refusal): the success part validates, and a
 * refusal comes back from apiRequest as an ApiRefusal.
 */
export function listsQueryOptions<Ok extends z.ZodType>(
  endpoint: string,
  answer: { readonly options: readonly [Ok, ...z.ZodType[]] },
  params: Readonly<Record<string, MarketQueryValue>>,
) {
  return liveMarketQueryOptions('market-lists', endpoint, answer.options[0], params, LIVE_REFRESH_MS);
}
