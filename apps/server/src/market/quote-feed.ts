/**
 * What the WebSocket stream (and anything else that pushes prices) needs from the running market:
 * the current quote of a symbol and a signal after each batch of ticks. The market service
 * implements it; tests use a fake.
 */

/** A live quote as the API and the stream send it: prices in rupees, volume in shares. */
export interface LiveQuote {
  readonly symbol: string;
  readonly ltp: number;
  readonly change: number;
  readonly changePct: number;
  readonly open: number;
  readonly high: number;
  readonly low: number;
  readonly prevClose: number;
  readonly volume: number;
  /** Epoch milliseconds of the last trade (simulated market time). */
  readonly time: number;
}

export interface QuoteFeed {
  /** The current quote of `symbol` (exact NSE symbol or index name), or undefined when unknown. */
  quote(symbol: string): LiveQuote | undefined;
  /** Is `symbol` known to the market (so a subscription to it can be accepted)? */
  has(symbol: string): boolean;
  /**
   * Calls `listener` after each batch of ticks with the symbols whose quote changed in it (the
   * simulated market applies one batch per second). Returns the unsubscribe function.
   */
  onQuotes(listener: (symbols: readonly string[]) => void): () => void;
}
