// watchlist/*, stock/saveStockWatchList and the column choice (packages/contracts/src/watchlists):
// the signed-in user's watchlists as query options and mutations, shared by the watchlist pages and
// the "Add to watchlist" button of the stock page. Keys start with 'watchlists'; a change refreshes them all.
import {
  builtinScreenerEndpoints,
  type SaveStockWatchListBody,
  type StockTable,
  screenEndpoints,
  stockEndpoints,
  type UpdateWatchlistQuery,
  watchlistEndpoints,
} from '@nivesh/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, isRefusal } from '@/lib/api-client';
import { refreshWhileLive } from '@/lib/live-market-query';

const KEY = 'watchlists';
export const WATCHLISTS_KEY = [KEY] as const;

/** How often a list's answer (its columns beyond the stream's quote: 52-week, P/E, RSI) refreshes while the market trades. */
const STOCKS_LIVE_REFRESH_MS = 60_000;

export const useWatchlists = (signedIn: boolean) =>
  useQuery({
    queryKey: [KEY, 'list'],
    queryFn: ({ signal }) => callEndpoint(watchlistEndpoints.watchlistList, { signal }),
    enabled: signedIn,
  });

export const useWatchlist = (id: string, signedIn: boolean) =>
  useQuery({
    queryKey: [KEY, 'data', id],
    queryFn: ({ signal }) =>
      callEndpoint(watchlistEndpoints.watchlistData, { query: { watchlist_id: id }, signal }),
    enabled: signedIn && id !== '',
  });

export const useWatchlistStocks = (id: string, signedIn: boolean) =>
  useQuery({
    queryKey: [KEY, 'stocks', id],
    queryFn: ({ signal }) =>
      callEndpoint(watchlistEndpoints.watchlistStocks, { query: { watchlist_id: id }, signal }),
    enabled: signedIn && id !== '',
    refetchInterval: refreshWhileLive(STOCKS_LIVE_REFRESH_MS),
  });

export const useColumnList = (table: StockTable, signedIn: boolean) =>
  useQuery({
    queryKey: [KEY, 'columns', table],
    queryFn: ({ signal }) => callEndpoint(stockEndpoints.columnList, { query: { table }, signal }),
    enabled: signedIn,
  });

/** The screens a list may follow: the user's saved screens and the built-in screens. */
export const useScreenChoices = (signedIn: boolean) => {
  const saved = useQuery({
    queryKey: [KEY, 'screens', 'saved'],
    queryFn: ({ signal }) => callEndpoint(screenEndpoints.savedScreens, { signal }),
    enabled: signedIn,
  });
  const builtin = useQuery({
    queryKey: [KEY, 'screens', 'builtin'],
    queryFn: ({ signal }) => callEndpoint(builtinScreenerEndpoints.screenList, { query: {}, signal }),
    enabled: signedIn,
    staleTime: 5 * 60_000,
  });
  const savedAnswer = saved.data && !isRefusal(saved.data) ? saved.data : undefined;
  const builtinAnswer = builtin.data && !isRefusal(builtin.data) ? builtin.data : undefined;
  return {
    loading: saved.isPending || builtin.isPending,
    saved: savedAnswer?.screens ?? [],
    builtin: builtinAnswer?.screens ?? [],
  };
};

/** A mutation whose success (status 1) refreshes every watchlist query. */
function useWatchlistMutation<V, A>(run: (variables: V) => Promise<A>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (answer) => {
      if (!isRefusal(answer)) void client.invalidateQueries({ queryKey: WATCHLISTS_KEY });
    },
  });
}

/** Creates a list (no `watchlist_id`) or renames one. */
export const useSaveWatchlist = () =>
  useWatchlistMutation((query: UpdateWatchlistQuery) =>
    callEndpoint(watchlistEndpoints.updateWatchlist, { query }),
  );

/** Adds a stock to a list, removes it, or moves it up or down. */
export const useSaveStock = () =>
  useWatchlistMutation((body: SaveStockWatchListBody) =>
    callEndpoint(watchlistEndpoints.saveStock, { body }),
  );

/** Keeps the user's chosen columns of a table (field names in order). */
export const useSaveColumns = () =>
  useWatchlistMutation(({ table, fields }: { table: StockTable; fields: readonly string[] }) =>
    callEndpoint(stockEndpoints.updateColumn, { query: { table, columns: fields.join(',') } }),
  );

/** Deletes one list (the dialog reads the answer; the caller refreshes). */
export const deleteWatchlist = (id: string): Promise<unknown> =>
  callEndpoint(watchlistEndpoints.deleteWatchlist, { query: { watchlist_id: id } });
