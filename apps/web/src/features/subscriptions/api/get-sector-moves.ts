import { sectorListResponse } from '@nivesh/contracts';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { refreshWhileLive } from '@/lib/live-market-query';

const sectorListOk = sectorListResponse.options[0];
export type SectorListOk = z.infer<typeof sectorListOk>;

/** sector/getSectorList for the sample bar chart (refreshes while the session trades). */
export const useSectorMoves = () =>
  useQuery({
    queryKey: ['subscriptions', 'sector/getSectorList'],
    queryFn: ({ signal }) => apiRequest({ endpoint: 'sector/getSectorList', schema: sectorListOk, signal }),
    refetchInterval: refreshWhileLive(30_000),
  });
