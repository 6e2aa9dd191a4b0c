// What every lists endpoint file shares: the fetcher over apiRequest, query options that refresh
// every 5 s while the session trades, and keys general to specific (['market-lists', endpoint, params]).
import type { ListIndexFilter, MarketSource } from '@nivesh/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { type ApiRefusal, apiRequest, isRefusal } from '@/lib/api-client';

type QueryValue = string | number | undefined;

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
export function refreshWhileLive(query: { state: { data: unknown } }): number | false {
  const data = query.state.data;
  if (data === undefined || isRefusal(data)) return false;
  const answer = data as { source?: MarketSource; live?: boolean };
  return (answer.live ?? answer.source?.live) ? LIVE_REFRESH_MS : false;
}

/**
 * Query options for one lists endpoint with its query parameters (undefined ones are left out).
 * `answer` is the contract's answer schema (success or refusal): the success part validates, and a
 * refusal comes back from apiRequest as an ApiRefusal.
 */
export function listsQueryOptions<Ok extends z.ZodType>(
  endpoint: string,
  answer: { readonly options: readonly [Ok, ...z.ZodType[]] },
  params: Readonly<Record<string, QueryValue>>,
) {
  const schema = answer.options[0];
  return queryOptions<z.output<Ok> | ApiRefusal>({
    queryKey: ['market-lists', endpoint, params],
    queryFn: ({ signal }) => apiRequest({ endpoint, query: params, schema, signal }),
    refetchInterval: refreshWhileLive,
    staleTime: 2_000,
  });
}
