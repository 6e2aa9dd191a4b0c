// Query options shared by every market feature: the fetcher over callEndpoint, a refetch interval
// that runs only while the answer's session trades, and keys general to specific
// ([area, definition.path, params]).
import type { Endpoint, MarketSource, NoInput } from '@nivesh/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { type ApiRefusal, callEndpoint, isRefusal, type OkOf } from '@/lib/api-client';

/** Whether an answer's market trades: its own `live`, else its `source.live`. */
function ownOrSourceLive(data: unknown): boolean | undefined {
  const answer = data as { source?: MarketSource; live?: boolean };
  return answer.live ?? answer.source?.live;
}

/**
 * Refetch every `every` ms while the answer's market trades (`liveOf`: by default its own `live`,
 * else `source.live`); never after a refusal, and never for a completed day, which does not change.
 */
export function refreshWhileLive<A>(
  every: number,
  liveOf: (answer: A) => boolean | undefined = ownOrSourceLive,
) {
  return (query: { state: { data: unknown } }): number | false => {
    const data = query.state.data;
    if (data === undefined || isRefusal(data)) return false;
    // The query's own answer (the caller's `liveOf` is typed by it).
    return liveOf(data as A) ? every : false;
  };
}

/** Query options of one market GET endpoint with its query parameters (typed by the definition). */
export function liveMarketQueryOptions<Q extends z.ZodType, A extends z.ZodType>(
  area: string,
  definition: Endpoint<Q, NoInput, A>,
  params: z.input<Q>,
  every: number,
  liveOf?: (answer: OkOf<A>) => boolean | undefined,
) {
  return queryOptions<OkOf<A> | ApiRefusal>({
    queryKey: [area, definition.path, params],
    queryFn: ({ signal }) => callEndpoint(definition, { query: params, signal }),
    refetchInterval: refreshWhileLive(every, liveOf),
    staleTime: 2_000,
  });
}
