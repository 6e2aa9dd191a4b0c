import { type PiotroskiAnswer, sectorEndpoints } from '@nivesh/contracts';
import { useQuery } from '@tanstack/react-query';
import { liveMarketQueryOptions } from '@/lib/live-market-query';

export type { PiotroskiAnswer };

export interface PiotroskiParams {
  /** Sector slug; undefined for every sector. */
  readonly sectorId?: string;
  readonly minScore: number;
}

/** Scores change only when new results are published; prices refresh every 30 s while the session trades. */
const REFRESH_MS = 30_000;

/** piotroski/piotroskiScan: every stock's F-score with its nine marks (all rows; the table pages them). */
export const piotroskiQueryOptions = ({ sectorId, minScore }: PiotroskiParams) =>
  liveMarketQueryOptions(
    'screeners',
    sectorEndpoints.piotroskiScan,
    { sector_id: sectorId, min_score: minScore },
    REFRESH_MS,
  );

export const usePiotroskiScan = (params: PiotroskiParams) => useQuery(piotroskiQueryOptions(params));
