// The imported NSE option chains as TanStack Query options (OptionData/*). They change only when a
// file is imported, so they are not refreshed on a timer; a refocus or the refresh button asks again.
import {
  type ChainSnapshotQuery,
  type ChainSnapshotsQuery,
  derivativeEndpoints,
  endpointUrl,
  operatorEndpoints,
} from '@nivesh/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';

const AREA = 'derivatives';

/** OptionData/getSnapshots: imported symbols, a symbol's dates and its snapshots on a date. */
export const chainSnapshotsQueryOptions = (params: ChainSnapshotsQuery) =>
  queryOptions({
    queryKey: [AREA, derivativeEndpoints.chainSnapshots.path, params],
    queryFn: ({ signal }) => callEndpoint(derivativeEndpoints.chainSnapshots, { query: params, signal }),
    staleTime: 30_000,
  });
export const useChainSnapshots = (params: ChainSnapshotsQuery) =>
  useQuery({ ...chainSnapshotsQueryOptions(params), placeholderData: keepPreviousData });

/** OptionData/getSnapshot: one imported snapshot's chain for an expiry (a stored file never changes). */
export const chainSnapshotQueryOptions = (params: ChainSnapshotQuery) =>
  queryOptions({
    queryKey: [AREA, derivativeEndpoints.chainSnapshot.path, params],
    queryFn: ({ signal }) => callEndpoint(derivativeEndpoints.chainSnapshot, { query: params, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
export const useChainSnapshot = (params: ChainSnapshotQuery) =>
  useQuery({ ...chainSnapshotQueryOptions(params), placeholderData: keepPreviousData });

/** The import endpoint's URL, as the empty state quotes it. */
export const IMPORT_FILE_URL = endpointUrl(operatorEndpoints.importFile);
