// screener/runScreen and screener/screenLanguage (packages/contracts/src/market/screens.ts).
import { type RunScreenAnswer, runScreenOk, screenLanguageSchemas } from '@nivesh/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiRefusal, apiRequest } from '@/lib/api-client';

export type { RunScreenAnswer };

/** The fields, functions, sectors and examples of the language (for autocomplete and the reference). */
export const useScreenLanguage = () =>
  useQuery(
    queryOptions({
      queryKey: ['screener', 'screenLanguage'],
      queryFn: ({ signal }) =>
        apiRequest({ endpoint: 'screener/screenLanguage', schema: screenLanguageSchemas.ok, signal }),
      staleTime: Number.POSITIVE_INFINITY,
    }),
  );

/** Where a screen went wrong: the message and, for a syntax or type error, the character position. */
export interface ScreenProblem {
  readonly message: string;
  readonly position: number | null;
}

export function problemOf(refusal: ApiRefusal): ScreenProblem {
  const position = refusal.body?.position;
  return { message: refusal.message, position: typeof position === 'number' ? position : null };
}

/** Runs `query` (when set) over the market, optionally one sector; refreshed every 30 s while it trades. */
export const useRunScreen = (query: string | undefined, sectorId: string | undefined) =>
  useQuery(
    queryOptions<RunScreenAnswer | ApiRefusal>({
      queryKey: ['screener', 'runScreen', query, sectorId],
      queryFn: ({ signal }) =>
        apiRequest({
          endpoint: 'screener/runScreen',
          query: { query, sector_id: sectorId },
          schema: runScreenOk,
          signal,
        }),
      enabled: query !== undefined && query.trim() !== '',
      refetchInterval: (q) => {
        const data = q.state.data;
        return data && data.status === 1 && data.source.live ? 30_000 : false;
      },
    }),
  );
