// Query options shared by every market feature: the fetcher over apiRequest, a refetch interval that
// runs only while the answer's session trades, and keys general to specific ([area, endpoint, params]).
import type { MarketSource } from '@nivesh/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { type ApiRefusal, apiRequest, isRefusal } from '@/lib/api-client';

export type MarketQueryValue = string | number | undefined;

/**
 * Refetch every `every` ms while the answer's market trades (its own `live`, else `source.live`);
 * never after a refusal, and never for a completed day, which does not change.
 */
export function refreshWhileLive(every: number) {
  return (query: { state: { data: unknown } }): number | false => {
    const data = query.state.data;
    if (data === undefined || isRefusal(data)) return false;
    const answer = data as { source?: MarketSource; live?: boolean };
    return (answer.live ?? answer.source?.live) ? every : false;
  };
}

/** Query options of one market endpoint (`ok` is the contract's success schema). */
export function liveMarketQueryOptions<Ok extends z.ZodType>(
  area: string,
  endpoint: string,
  ok: Ok,
  params: Readonly<Record<string, MarketQueryValue>>,
  every: number,
) {
  return queryOptions<z.output<Ok> | ApiRefusal>({
    queryKey: [area, endpoint, params],
    queryFn: ({ signal }) => apiRequest({ endpoint, query: params, schema: ok, signal }),
    refetchInterval: refreshWhileLive(every),
    staleTime: 2_000,
  });
}
