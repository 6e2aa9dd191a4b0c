// screener/runScreen and the saved screens (packages/contracts/src/market/screens.ts); the language's
// catalogue is lib/screen-language/screen-language.ts.
import { type RunScreenAnswer, type SaveScreenBody, screenEndpoints } from '@nivesh/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiRefusal, callEndpoint } from '@/lib/api-client';

export type { RunScreenAnswer };

/** Runs `query` (when set) over the market, optionally one sector; refreshed every 30 s while it trades. */
export const useRunScreen = (query: string | undefined, sectorId: string | undefined) =>
  useQuery(
    queryOptions<RunScreenAnswer | ApiRefusal>({
      queryKey: ['screener', 'runScreen', query, sectorId],
      queryFn: ({ signal }) =>
        callEndpoint(screenEndpoints.runScreen, {
          query: { query: query ?? '', sector_id: sectorId },
          signal,
        }),
      enabled: query !== undefined && query.trim() !== '',
      refetchInterval: (q) => {
        const data = q.state.data;
        return data && data.status === 1 && data.source.live ? 30_000 : false;
      },
    }),
  );

const SAVED_KEY = ['screener', 'savedScreens'] as const;

/** The signed-in user's saved screens (`enabled` only when signed in). */
export const useSavedScreens = (signedIn: boolean) =>
  useQuery(
    queryOptions({
      queryKey: SAVED_KEY,
      queryFn: ({ signal }) => callEndpoint(screenEndpoints.savedScreens, { signal }),
      enabled: signedIn,
    }),
  );

/** Saves (or replaces by name) a screen; refreshes the list. */
export function useSaveScreen() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveScreenBody) => callEndpoint(screenEndpoints.saveScreen, { body: body }),
    onSuccess: () => client.invalidateQueries({ queryKey: SAVED_KEY }),
  });
}

/** Deletes one of the user's screens; refreshes the list. */
export function useDeleteScreen() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callEndpoint(screenEndpoints.deleteScreen, { body: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: SAVED_KEY }),
  });
}
