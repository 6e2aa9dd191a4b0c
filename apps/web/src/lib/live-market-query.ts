// Query options shared by every market feature: the fetcher over callEndpoint, a refetch interval
// that runs only while the answer's session trades, and keys general to specific
// ([area, definition.path, params]).
import type { Endpoint, MarketSource, NoInput } from '@nivesh/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { type ApiRefusal, callEndpoint, isRefusal, type OkOf } from '@/lib/api-client';

/**
 * Refetch every `every` ms while the answer's market trades (its own `live`, else `source.live`,
 * else its position's: a strategy valued on a chain); never after a refusal, and never for a
 * completed day, which does not change.
 */
export function refreshWhileLive(every: number) {
  return (query: { state: { data: unknown } }): number | false => {
    const data = query.state.data;
    if (data === undefined || isRefusal(data)) return false;
    const answer = data as { source?: MarketSource; live?: boolean; position?: { source?: MarketSource } };
    return (answer.live ?? answer.source?.live ?? answer.position?.source?.live) ? every : false;
  };
}

/** Query options of one market GET endpoint with its query parameters (typed by the definition). */
export function liveMarketQueryOptions<Q extends z.ZodType, A extends z.ZodType>(
  area: string,
  definition: Endpoint<Q, NoInput, A>,
  params: z.input<Q>,
  every: number,
) {
  return queryOptions<OkOf<A> | ApiRefusal>({
    queryKey: [area, definition.path, params],
    queryFn: ({ signal }) => callEndpoint(definition, { query: params, signal }),
    refetchInterval: refreshWhileLive(every),
    staleTime: 2_000,
  });
}
