// What every stock-area endpoint file shares: the fetcher over apiRequest, query options that
// refresh while the session trades, and keys general to specific (['stock', endpoint, …params]).
import type { MarketSource } from '@nivesh/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { type ApiRefusal, apiRequest, isRefusal } from '@/lib/api-client';

type QueryValue = string | number | undefined;

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

/** Query options for one market endpoint with its query parameters. */
export function marketQueryOptions<S extends z.ZodType>(
  endpoint: string,
  schema: S,
  params: Readonly<Record<string, QueryValue>>,
  refresh: LiveRefresh,
  staleTime = 0,
) {
  return queryOptions<z.output<S> | ApiRefusal>({
    queryKey: ['stock', endpoint, params],
    queryFn: ({ signal }) => apiRequest({ endpoint, query: params, schema, signal }),
    refetchInterval: whileLive(refresh),
    staleTime,
  });
}
