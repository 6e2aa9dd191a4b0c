// What every stock-area endpoint file shares: the fetcher over callEndpoint, query options that
// refresh while the session trades, and keys general to specific (['stock', definition.path, params]).
import type { Endpoint, MarketSource, NoInput } from '@nivesh/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { type ApiRefusal, callEndpoint, isRefusal, type OkOf } from '@/lib/api-client';

/** How often an answer is refreshed while its session is live (ms); false: never. */
export type LiveRefresh = number | false;

interface Sourced {
  readonly source: MarketSource;
}

/** The refetch interval for an answer: `every` ms while the market it came from trades. */
export function whileLive(every: LiveRefresh) {
  return (query: { state: { data: unknown } }): number | false => {
    const data = query.state.data;
    if (every === false || data === undefined || isRefusal(data)) return false;
    return (data as Sourced).source.live ? every : false;
  };
}

/** Query options for one market endpoint (a definition) with its query parameters, typed by it. */
export function marketQueryOptions<Q extends z.ZodType, A extends z.ZodType>(
  definition: Endpoint<Q, NoInput, A>,
  params: z.input<Q>,
  refresh: LiveRefresh,
  staleTime = 0,
) {
  return queryOptions<OkOf<A> | ApiRefusal>({
    queryKey: ['stock', definition.path, params],
    queryFn: ({ signal }) => callEndpoint(definition, { query: params, signal }),
    refetchInterval: whileLive(refresh),
    staleTime,
  });
}
