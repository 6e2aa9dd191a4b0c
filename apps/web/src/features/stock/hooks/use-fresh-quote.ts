import type { LiveQuoteDto } from '@nivesh/contracts';
import { useLiveQuote } from '@/features/stream/hooks/use-live-quotes';

/**
 * Whether pages take quotes from the WebSocket stream as well as from polling. Off while the server
 * does not serve /api/v3/stream yet: a refused socket logs a console error on every page.
 */
export const QUOTE_STREAM_ENABLED = false;

/** The fresher of the streamed quote and the polled one (pages poll anyway, so either may lead). */
export function useFreshQuote(symbol: string, polled: LiveQuoteDto | undefined): LiveQuoteDto | undefined {
  const { quote: streamed } = useLiveQuote(QUOTE_STREAM_ENABLED ? symbol : undefined);
  if (!streamed || streamed.symbol !== polled?.symbol) return polled ?? streamed;
  return streamed.time >= polled.time ? streamed : polled;
}
