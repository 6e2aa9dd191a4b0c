import type { LiveQuote, QuoteFeed } from '../market/quote-feed';

type BatchListener = (symbols: readonly string[]) => void;

/** A QuoteFeed held in memory: `put` quotes, then `announce` the batch (tests and the benchmark). */
export class InMemoryQuoteFeed implements QuoteFeed {
  private readonly quotes = new Map<string, LiveQuote>();
  private readonly listeners = new Set<BatchListener>();

  quote(symbol: string): LiveQuote | undefined {
    return this.quotes.get(symbol);
  }

  has(symbol: string): boolean {
    return this.quotes.has(symbol);
  }

  onQuotes(listener: BatchListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  get listenerCount(): number {
    return this.listeners.size;
  }

  /** Replaces the quote of its symbol without telling anyone (the market's tick, before the batch). */
  put(quote: LiveQuote): void {
    this.quotes.set(quote.symbol, quote);
  }

  /** Tells the listeners which symbols changed, as the market does after each batch of ticks. */
  announce(symbols: readonly string[]): void {
    for (const listener of this.listeners) listener(symbols);
  }
}
