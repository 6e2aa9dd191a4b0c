import { useQuery } from '@tanstack/react-query';
import { refreshWhileLive } from '@/lib/live-market-query';
import { sectorListEndpoint } from '@/lib/market-queries/get-sector-list';

/** sector/getSectorList for the sample bar chart (the sectors pages' query; refreshes while the session trades). */
export const useSectorMoves = () =>
  useQuery({ ...sectorListEndpoint.options({}), refetchInterval: refreshWhileLive(30_000) });
