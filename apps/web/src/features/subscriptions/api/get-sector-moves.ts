import { useQuery } from '@tanstack/react-query';
import { sectorListEndpoint } from '@/features/sectors/api/get-sector-list';
import { refreshWhileLive } from '@/lib/live-market-query';

/** sector/getSectorList for the sample bar chart (the sectors pages' query; refreshes while the session trades). */
export const useSectorMoves = () =>
  useQuery({ ...sectorListEndpoint.options({}), refetchInterval: refreshWhileLive(30_000) });
