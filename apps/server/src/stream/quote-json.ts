import type { StreamQuote } from '@nivesh/contracts';
import type { LiveQuote } from '../market/quote-feed';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
// The stream sends the feed's quotes as they are: fail the build if the two shapes drift apart.
const liveQuoteMatchesContract: Equal<LiveQuote, Readonly<StreamQuote>> = true;
void liveQuoteMatchesContract;

/**
 * The JSON of one quote in the stream. Fields are picked explicitly so a richer object from the
 * market (extra internal fields) never leaks onto the wire.
 */
export function quoteJson(quote: LiveQuote): string {
  const wire: StreamQuote = {
    symbol: quote.symbol,
    ltp: quote.ltp,
    change: quote.change,
    changePct: quote.changePct,
    open: quote.open,
    high: quote.high,
    low: quote.low,
    prevClose: quote.prevClose,
    volume: quote.volume,
    time: quote.time,
  };
  return JSON.stringify(wire);
}

/** A `quotes` frame assembled from already serialised quotes (each serialised once per batch). */
export function quotesFrame(snapshot: boolean, quoteJsons: readonly string[]): string {
  return `{"type":"quotes","snapshot":${snapshot},"quotes":[${quoteJsons.join(',')}]}`;
}
