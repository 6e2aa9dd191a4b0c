/**
 * The running market: a MarketFeed moved by the market clock once a second, with listeners for
 * each batch of changed quotes (the stream) and the status the health check reports. Implements the
 * stream's QuoteFeed port.
 */
import type { MarketClock, Quote } from '@nivesh/market';
import type { MarketFeed } from './market-feed';
import type { LiveQuote, QuoteFeed } from './quote-feed';

export interface MarketStatus {
  readonly feed: string;
  readonly ready: boolean;
  readonly detail: string;
}

const TICK_INTERVAL_MS = 1000;

/** Index levels are kept in hundredths of a point, prices in paise: both divide by 100. */
export function toLiveQuote(quote: Quote): LiveQuote {
  const prevClose = quote.prevClose / 100;
  const ltp = quote.ltp / 100;
  return {
    symbol: quote.symbol,
    ltp,
    change: Math.round((ltp - prevClose) * 100) / 100,
    changePct: Number.isFinite(quote.changePct) ? Math.round(quote.changePct * 100) / 100 : 0,
    open: quote.open / 100,
    high: quote.high / 100,
    low: quote.low / 100,
    prevClose,
    volume: quote.volume,
    time: quote.lastUpdate,
  };
}

export class MarketService implements QuoteFeed {
  private readonly listeners = new Set<(symbols: readonly string[]) => void>();
  private timer: NodeJS.Timeout | undefined;
  private failure: string | undefined;
  private ticks = 0;

  constructor(
    readonly feed: MarketFeed,
    private readonly clock: MarketClock,
    private readonly onError: (error: unknown) => void = () => {},
  ) {}

  /** Starts moving the market once a second (unref'd: it never keeps the process alive). */
  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.tick(), TICK_INTERVAL_MS);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  /** The market's time now (epoch ms): the one clock the pages show, the demo clock's when it runs one. */
  now(): number {
    return this.clock.now().getTime();
  }

  /** Changes whenever the market may have moved (each tick): answers built from the state are valid for one version. */
  get version(): number {
    return this.ticks;
  }

  /** Moves the feed to the clock's now and tells the listeners which symbols changed. */
  tick(): readonly string[] {
    this.ticks++;
    let symbols: string[] = [];
    try {
      const ids = this.feed.advance(this.clock.now());
      symbols = ids.map((id) => this.feed.state.meta(id).symbol);
      this.failure = undefined;
    } catch (error) {
      this.failure = error instanceof Error ? error.message : String(error);
      this.onError(error);
      return [];
    }
    if (symbols.length > 0) for (const listener of this.listeners) listener(symbols);
    return symbols;
  }

  quote(symbol: string): LiveQuote | undefined {
    const id = this.feed.state.idOf(symbol);
    return id === undefined ? undefined : toLiveQuote(this.feed.state.quote(id));
  }

  has(symbol: string): boolean {
    return this.feed.state.idOf(symbol) !== undefined;
  }

  onQuotes(listener: (symbols: readonly string[]) => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  status(): MarketStatus {
    const session = this.feed.session();
    const label = this.feed.simulated ? 'Simulated market data' : 'Imported NSE data (replay)';
    if (this.failure) return { feed: this.feed.kind, ready: false, detail: `${label}: ${this.failure}` };
    const state = session.live ? 'session in progress' : 'session closed';
    return {
      feed: this.feed.kind,
      ready: true,
      detail: `${label}, ${session.date}, ${state}, ${this.feed.state.symbolCount} symbols`,
    };
  }
}
