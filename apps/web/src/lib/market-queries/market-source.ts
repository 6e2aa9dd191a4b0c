import { type MarketSource, STRIP_INDICES } from '@nivesh/contracts';
import { useQuery } from '@tanstack/react-query';
import { answerOf } from '@/lib/api-client';
import { liveQuotesQueryOptions } from './get-live-quotes';

/**
 * The market's source as the server states it (simulated, or imported NSE data of a session date):
 * the one source of truth for the "Simulated market data" / "NSE data, {date}" label of a page whose
 * own answer carries none. Read from the index strip's query (on every page), never fetched here:
 * undefined until the strip has its answer.
 */
export function useMarketSource(): MarketSource | undefined {
  const snapshot = useQuery({ ...liveQuotesQueryOptions(STRIP_INDICES), enabled: false });
  return answerOf(snapshot.data)?.source;
}
