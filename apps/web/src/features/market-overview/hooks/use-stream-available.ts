import { STRIP_INDICES } from '@nivesh/contracts';
import { useLiveQuotesSnapshot } from '@/lib/market-queries/get-live-quotes';
import { answerOf } from '@/lib/market-queries/overview-query';

/**
 * True once the server has said it offers the quote stream (the index strip's `market/liveQuotes`
 * answer, shared from the cache). Until then components do not open the WebSocket: a server
 * without the stream would otherwise log a failed connection on every page.
 */
export function useStreamAvailable(): boolean {
  const snapshot = useLiveQuotesSnapshot(STRIP_INDICES, false);
  return answerOf(snapshot.data)?.stream === true;
}
