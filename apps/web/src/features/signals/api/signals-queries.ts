// The auto-signal endpoints (packages/contracts/src/market/signals.ts): refreshed every 60 s while
// the session trades (new signals come at each 15-minute bar close).
import { signalEndpoints } from '@nivesh/contracts';
import { useQuery } from '@tanstack/react-query';
import { liveMarketQueryOptions } from '@/lib/live-market-query';

const REFRESH_MS = 60_000;

export type {
  MostCommonSignalsAnswer,
  SignalDataAnswer,
  SignalListAnswer,
  SignalPerformanceAnswer,
  SignalRow,
  SignalStatsDto,
} from '@nivesh/contracts';

/** autoSignal/getSignalList: every type with the session's count and its measured record. */
export const useSignalList = (date?: string) =>
  useQuery(liveMarketQueryOptions('signals', signalEndpoints.signalList, { date }, REFRESH_MS));

export interface SignalDataParams {
  readonly signalId: string;
  readonly sectorId: string;
  readonly date?: string;
}

/** autoSignal/getSignalData: one session's signals of a type and sector with their live move. */
export const useSignalData = ({ signalId, sectorId, date }: SignalDataParams) =>
  useQuery(
    liveMarketQueryOptions(
      'signals',
      signalEndpoints.signalData,
      { signal_id: signalId, sector_id: sectorId, date },
      REFRESH_MS,
    ),
  );

/** autoSignal/mostCommon: the stocks with the most signals in a session, and signals per sector. */
export const useMostCommonSignals = (date?: string) =>
  useQuery(liveMarketQueryOptions('signals', signalEndpoints.signalMostCommon, { date }, REFRESH_MS));

/** autoSignal/performance: the measured record by type, sector or both. */
export const useSignalPerformance = (group: 'type' | 'sector' | 'type-sector') =>
  useQuery(liveMarketQueryOptions('signals', signalEndpoints.signalPerformance, { group }, REFRESH_MS));
