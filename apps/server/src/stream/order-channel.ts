import {
  STREAM_ORDER_PRICE_INTERVAL_MS,
  type StreamOrdersChanged,
  type StreamServerMessage,
} from '@nivesh/contracts';
import type { QuoteFeed } from '../market/quote-feed';
import type { StreamSubscriber } from './stream-hub';

/** What the order channel needs of the order service and the sessions. */
export interface OrderChannelSource {
  /** The account a session token belongs to, or null for an unknown, expired or revoked one. */
  authenticate(token: string): Promise<string | null>;
  /** Calls `listener` with the accounts each stored batch of broker events concerns. */
  onChange(listener: (accounts: ReadonlySet<string> | 'all') => void): () => void;
  /** The symbols whose price moves what the account's dashboard shows. */
  pricedSymbols(account: string): ReadonlySet<string>;
}

export interface OrderChannelOptions {
  readonly source: OrderChannelSource;
  readonly feed: Pick<QuoteFeed, 'onQuotes'>;
  /** Least time between two pushes caused by prices alone (default 2 s). */
  readonly priceIntervalMs?: number;
  /** Events within this window go out as one push (a fill and its position change, a basket's legs). */
  readonly eventDelayMs?: number;
  /** Monotonic milliseconds. */
  readonly now: () => number;
  /** Epoch milliseconds (the `time` of a push). */
  readonly wallClock: () => number;
  readonly onError: (error: unknown) => void;
}

interface AccountState {
  readonly subscribers: Set<StreamSubscriber>;
  revision: number;
  /** Symbols the account is valued at; recomputed after its next change. */
  priced: ReadonlySet<string> | undefined;
  lastPriceFlush: number;
  pending: StreamOrdersChanged['reason'] | undefined;
  timer: NodeJS.Timeout | undefined;
}

const send = (subscriber: StreamSubscriber, message: StreamServerMessage) =>
  subscriber.socket.send(JSON.stringify(message));

/**
 * The signed-in user's order channel on the live stream (docs/stream.md): a connection joins with
 * its session token and is told, with one small `orders` message, when its user's orders changed —
 * at once for broker events, at most every `priceIntervalMs` for prices — so a dashboard refetches
 * exactly when there is something new and never polls.
 */
export class OrderChannel {
  private readonly accounts = new Map<string, AccountState>();
  private readonly accountOf = new Map<StreamSubscriber, string>();
  private readonly stopChanges: () => void;
  private readonly stopQuotes: () => void;
  private readonly priceIntervalMs: number;
  private readonly eventDelayMs: number;
  private stopped = false;

  constructor(private readonly options: OrderChannelOptions) {
    this.priceIntervalMs = options.priceIntervalMs ?? STREAM_ORDER_PRICE_INTERVAL_MS;
    this.eventDelayMs = options.eventDelayMs ?? 100;
    this.stopChanges = options.source.onChange((accounts) => this.onChange(accounts));
    this.stopQuotes = options.feed.onQuotes((symbols) => this.onQuotes(symbols));
  }

  /** Joins `subscriber` to its session's order channel (`null` leaves it). */
  async join(subscriber: StreamSubscriber, token: string | null): Promise<void> {
    if (token === null) {
      this.leave(subscriber);
      return;
    }
    const account = await this.options.source.authenticate(token).catch((error: unknown) => {
      this.options.onError(error);
      return null;
    });
    if (!subscriber.open || this.stopped) return;
    if (account === null) {
      this.leave(subscriber);
      send(subscriber, {
        type: 'error',
        code: 'unauthorized',
        message: 'Sign in again: the session of this order channel is unknown or has ended',
      });
      return;
    }
    if (this.accountOf.get(subscriber) !== account) this.leave(subscriber);
    let state = this.accounts.get(account);
    if (!state) {
      state = {
        subscribers: new Set(),
        revision: 0,
        priced: undefined,
        lastPriceFlush: Number.NEGATIVE_INFINITY,
        pending: undefined,
        timer: undefined,
      };
      this.accounts.set(account, state);
    }
    state.subscribers.add(subscriber);
    this.accountOf.set(subscriber, account);
    send(subscriber, { type: 'ordersJoined', revision: state.revision });
  }

  /** Drops the subscriber (idempotent); an account nobody follows any more is forgotten. */
  leave(subscriber: StreamSubscriber): void {
    const account = this.accountOf.get(subscriber);
    if (account === undefined) return;
    this.accountOf.delete(subscriber);
    const state = this.accounts.get(account);
    if (!state) return;
    state.subscribers.delete(subscriber);
    if (state.subscribers.size > 0) return;
    clearTimeout(state.timer);
    this.accounts.delete(account);
  }

  /** Users with at least one connection on the channel (metrics and tests). */
  accountsFollowed(): number {
    return this.accounts.size;
  }

  stop(): void {
    if (this.stopped) return;
    this.stopped = true;
    this.stopChanges();
    this.stopQuotes();
    for (const state of this.accounts.values()) clearTimeout(state.timer);
    this.accounts.clear();
    this.accountOf.clear();
  }

  private onChange(accounts: ReadonlySet<string> | 'all'): void {
    if (this.stopped) return;
    const touched = accounts === 'all' ? [...this.accounts.keys()] : accounts;
    for (const account of touched) {
      const state = this.accounts.get(account);
      if (!state) continue;
      state.priced = undefined;
      if (state.pending === 'events') continue;
      clearTimeout(state.timer);
      state.pending = 'events';
      state.timer = setTimeout(() => this.flush(account), this.eventDelayMs);
      state.timer.unref();
    }
  }

  private onQuotes(symbols: readonly string[]): void {
    if (this.stopped || this.accounts.size === 0) return;
    try {
      for (const [account, state] of this.accounts) {
        if (state.pending !== undefined) continue;
        state.priced ??= this.options.source.pricedSymbols(account);
        if (state.priced.size === 0 || !symbols.some((s) => state.priced?.has(s))) continue;
        state.pending = 'prices';
        const delay = Math.max(0, state.lastPriceFlush + this.priceIntervalMs - this.options.now());
        state.timer = setTimeout(() => this.flush(account), delay);
        state.timer.unref();
      }
    } catch (error) {
      this.options.onError(error);
    }
  }

  private flush(account: string): void {
    const state = this.accounts.get(account);
    if (!state || state.pending === undefined) return;
    const reason = state.pending;
    state.pending = undefined;
    state.timer = undefined;
    // Any push refetches prices too: the price interval counts from it.
    state.lastPriceFlush = this.options.now();
    state.revision += 1;
    const frame = JSON.stringify({
      type: 'orders',
      revision: state.revision,
      reason,
      time: this.options.wallClock(),
    } satisfies StreamOrdersChanged);
    for (const subscriber of state.subscribers) if (subscriber.open) subscriber.socket.send(frame);
  }
}
