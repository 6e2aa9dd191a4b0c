// One sectors endpoint as a fetcher plus TanStack query options: keys run general to specific
// (['sectors', definition.path, params]) and answers refetch while their session trades.
import type { Endpoint, NoInput } from '@nivesh/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { type ApiRefusal, callEndpoint, isRefusal, type OkOf } from '@/lib/api-client';

/** How often a sectors page refreshes while the market trades (ms). */
export const SECTORS_REFRESH_MS = 5_000;

/** `every` ms while the last answer says its session is live; never after a refusal. */
function whileLive(every: number) {
  return ({ state }: { state: { data: unknown } }): number | false => {
    const data = state.data as { source?: { live?: boolean } } | undefined;
    return data !== undefined && !isRefusal(data) && data.source?.live === true ? every : false;
  };
}

/** The fetcher and query options of one sectors endpoint (`sectorEndpoints.*`), parameters typed by it. */
export function sectorsEndpoint<Q extends z.ZodType, A extends z.ZodType>(
  definition: Endpoint<Q, NoInput, A>,
  every = SECTORS_REFRESH_MS,
) {
  const fetchAnswer = (params: z.input<Q>, signal?: AbortSignal) =>
    callEndpoint(definition, { query: params, signal });
  const options = (params: z.input<Q>) =>
    queryOptions<OkOf<A> | ApiRefusal>({
      queryKey: ['sectors', definition.path, params],
      queryFn: ({ signal }) => fetchAnswer(params, signal),
      refetchInterval: whileLive(every),
      staleTime: 2_000,
    });
  return { fetchAnswer, options };
}
