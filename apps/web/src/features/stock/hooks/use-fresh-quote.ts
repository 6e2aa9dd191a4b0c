import type { LiveQuoteDto } from '@nivesh/contracts';
import { useLiveQuote } from '@/lib/stream/use-live-quotes';

/**
 * The fresher of the streamed quote and the polled one. The stream is subscribed only when the
 * server says it serves /api/v3/stream (`streamAvailable`, from the details answer): a refused
 * socket would log an error on every page. Pages keep polling too, so either may lead.
 */
export function useFreshQuote(
  symbol: string,
  polled: LiveQuoteDto | undefined,
  streamAvailable: boolean,
): LiveQuoteDto | undefined {
  const { quote: streamed } = useLiveQuote(streamAvailable ? symbol : undefined);
  if (!streamed || streamed.symbol !== polled?.symbol) return polled ?? streamed;
  return streamed.time >= polled.time ? streamed : polled;
}
