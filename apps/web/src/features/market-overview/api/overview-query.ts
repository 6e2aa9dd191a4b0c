// What every overview endpoint file shares: the fetcher over apiRequest, query options that refresh
// while the session trades, and keys general to specific (['market-overview', endpoint, params]).
import type { MarketSource } from '@nivesh/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { type ApiRefusal, apiRequest, isRefusal } from '@/lib/api-client';

type QueryValue = string | number | undefined;

/** Overview pages refresh this often while their session trades (ms). */
export const OVERVIEW_REFRESH_MS = 5_000;

/** Refetch every `every` ms while the answer's market trades; never after a refusal or the close. */
export function refreshWhileLive(every: number) {
  return (query: { state: { data: unknown } }): number | false => {
    const data = query.state.data;
    if (data === undefined || isRefusal(data)) return false;
    const source = (data as { source?: MarketSource }).source;
    return source?.live ? every : false;
  };
}

/** Query options of one overview endpoint (`ok` is the contract's success schema). */
export function overviewQueryOptions<Ok extends z.ZodType>(
  endpoint: string,
  ok: Ok,
  params: Readonly<Record<string, QueryValue>> = {},
  every = OVERVIEW_REFRESH_MS,
) {
  return queryOptions<z.output<Ok> | ApiRefusal>({
    queryKey: ['market-overview', endpoint, params],
    queryFn: ({ signal }) => apiRequest({ endpoint, query: params, schema: ok, signal }),
    refetchInterval: refreshWhileLive(every),
    staleTime: 2_000,
  });
}

/** The answer when it is a success (not a refusal). */
export function answerOf<A>(data: A | ApiRefusal | undefined): A | undefined {
  return data === undefined || isRefusal(data) ? undefined : data;
}
