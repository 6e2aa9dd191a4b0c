// One sectors endpoint as a fetcher plus TanStack query options: keys run general to specific
// (['sectors', endpoint, params]) and answers refetch while their session trades.
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { type ApiRefusal, apiRequest, isRefusal } from '@/lib/api-client';

type Params = Readonly<Record<string, string | undefined>>;

/** How often a sectors page refreshes while the market trades (ms). */
export const SECTORS_REFRESH_MS = 5_000;

/** The part of a contract's answer schema used here: its first option is the success answer. */
interface AnswerSchema<Ok extends z.ZodType> {
  readonly options: readonly [Ok, ...z.ZodType[]];
}

/** `every` ms while the last answer says its session is live; never after a refusal. */
function whileLive(every: number) {
  return ({ state }: { state: { data: unknown } }): number | false => {
    const data = state.data as { source?: { live?: boolean } } | undefined;
    return data !== undefined && !isRefusal(data) && data.source?.live === true ? every : false;
  };
}

/** The fetcher and query options of `endpoint` (`<Controller>/<action>`). */
export function sectorsEndpoint<Ok extends z.ZodType>(
  endpoint: string,
  answer: AnswerSchema<Ok>,
  every = SECTORS_REFRESH_MS,
) {
  const schema = answer.options[0];
  const fetchAnswer = (params: Params, signal?: AbortSignal) =>
    apiRequest({ endpoint, query: params, schema, signal });
  const options = (params: Params = {}) =>
    queryOptions<z.output<Ok> | ApiRefusal>({
      queryKey: ['sectors', endpoint, params],
      queryFn: ({ signal }) => fetchAnswer(params, signal),
      refetchInterval: whileLive(every),
      staleTime: 2_000,
    });
  return { fetchAnswer, options };
}
