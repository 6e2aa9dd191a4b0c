import {
  type MarketSource,
  parseStreamClientMessage,
  STREAM_PROTOCOL_VERSION,
  type StreamErrorCode,
  type StreamServerMessage,
} from '@nivesh/contracts';
import type { QuoteFeed } from '../market/quote-feed';
import type { OrderChannel } from './order-channel';
import { quoteJson, quotesFrame } from './quote-json';

/** What the hub needs of a connection; `ws`'s WebSocket satisfies it. */
export interface StreamSocket {
  readonly bufferedAmount: number;
  send(data: string): void;
  ping(): void;
  close(code?: number, reason?: string): void;
  terminate(): void;
}

export interface StreamHubLog {
  error(details: object, message: string): void;
}

export interface StreamHubOptions {
  readonly feed: QuoteFeed;
  /** Named to clients in `hello`, which also says whether the prices are simulated. */
  readonly feedName: MarketSource['feed'];
  readonly heartbeatMs: number;
  readonly maxSymbolsPerClient: number;
  /** Least time between two pushes to one client (1 s: "at most once per second per symbol"). */
  readonly pushIntervalMs: number;
  /** A client with more than this waiting in its socket buffer is skipped until it drains. */
  readonly maxBufferedBytes: number;
  /** A client that sends more bad messages than this is closed. */
  readonly maxBadMessages: number;
  readonly maxMessagesPerSecond: number;
  /** Longest text frame accepted from a client. */
  readonly maxMessageBytes: number;
  /** Monotonic milliseconds (push pacing). */
  readonly now: () => number;
  /** Epoch milliseconds (heartbeat and pong times). */
  readonly wallClock: () => number;
  readonly log: StreamHubLog;
  /** The signed-in users' order channel; without it `orders` messages are refused. */
  readonly orders?: OrderChannel;
}

export interface StreamHubStats {
  readonly clients: number;
  /** Symbols with at least one subscriber. */
  readonly indexedSymbols: number;
  /** Client subscriptions summed over clients. */
  readonly subscriptions: number;
  /** Clients waiting for their next push slot. */
  readonly deferredClients: number;
  readonly cachedQuotes: number;
  readonly pushes: number;
  readonly skippedForBackpressure: number;
  /** Batches received from the feed, and the time spent pushing them (synchronous part). */
  readonly batches: number;
  readonly fanOutMsTotal: number;
  readonly fanOutMsMax: number;
  readonly feedListening: boolean;
  /** Users with at least one connection on the order channel. */
  readonly orderAccounts: number;
}

/** WebSocket close codes (RFC 6455 §7.4.1). */
export const CLOSE_GOING_AWAY = 1001;
export const CLOSE_POLICY_VIOLATION = 1008;

/** One connection's state; everything it holds is dropped by `StreamHub.disconnect`. */
export class StreamSubscriber {
  readonly symbols = new Set<string>();
  /** Subscribed symbols that changed since this client's last push. */
  readonly pending = new Set<string>();
  lastPushAt = Number.NEGATIVE_INFINITY;
  dueAt = 0;
  awaitingPong = false;
  missedPongs = 0;
  badMessages = 0;
  windowStart = Number.NEGATIVE_INFINITY;
  messagesInWindow = 0;
  open = true;

  /**
   * @param sameOrigin false when the upgrade came from a page of another origin: such a
   *   connection gets public quotes but may not join a user's order channel.
   */
  constructor(
    readonly socket: StreamSocket,
    readonly sameOrigin = true,
  ) {}
}

/**
 * Fans the feed's quote batches out to WebSocket clients. Subscriptions are indexed symbol →
 * clients, each changed quote is serialised once and shared by every client's frame, and each
 * client gets at most one `quotes` push per `pushIntervalMs`: changes inside the interval
 * accumulate in `pending` and are read from the feed when the push goes out, so a push always
 * carries the latest quote and the last change is never dropped.
 */
export class StreamHub {
  private readonly clients = new Set<StreamSubscriber>();
  private readonly bySymbol = new Map<string, Set<StreamSubscriber>>();
  /** JSON of the current quote per symbol; a batch invalidates the symbols it changed. */
  private readonly quoteJsons = new Map<string, string>();
  private readonly deferred = new Set<StreamSubscriber>();
  /** The current batch's symbols that have subscribers (reused from batch to batch). */
  private readonly changed = new Set<string>();
  /** Client subscriptions summed over clients. */
  private subscriptions = 0;
  private flushTimer: NodeJS.Timeout | undefined;
  private flushTimerAt = Number.POSITIVE_INFINITY;
  private readonly heartbeatTimer: NodeJS.Timeout;
  private readonly stopListening: () => void;
  private stopped = false;
  /** How early a push may go relative to its slot (2.5 % of the interval: 25 ms of 1 s). */
  private readonly jitterAllowance: number;
  private pushes = 0;
  private skippedForBackpressure = 0;
  private batches = 0;
  private fanOutMsTotal = 0;
  private fanOutMsMax = 0;

  constructor(private readonly options: StreamHubOptions) {
    this.jitterAllowance = options.pushIntervalMs / 40;
    this.stopListening = options.feed.onQuotes((symbols) => this.onBatch(symbols));
    this.heartbeatTimer = setInterval(() => this.heartbeat(), options.heartbeatMs);
    this.heartbeatTimer.unref();
  }

  connect(socket: StreamSocket, sameOrigin = true): StreamSubscriber {
    const subscriber = new StreamSubscriber(socket, sameOrigin);
    if (this.stopped) {
      socket.close(CLOSE_GOING_AWAY, 'Server shutting down');
      subscriber.open = false;
      return subscriber;
    }
    this.clients.add(subscriber);
    this.send(subscriber, {
      type: 'hello',
      protocol: STREAM_PROTOCOL_VERSION,
      heartbeatMs: this.options.heartbeatMs,
      maxSymbols: this.options.maxSymbolsPerClient,
      pushIntervalMs: this.options.pushIntervalMs,
      feed: this.options.feedName,
      simulated: this.options.feedName === 'simulated',
    });
    return subscriber;
  }

  /** Handles one text frame; `null` stands for a frame that is not text (binary). */
  receive(subscriber: StreamSubscriber, text: string | null): void {
    if (!subscriber.open) return;
    // Any message proves the link is alive, like a pong.
    this.pong(subscriber);
    if (!this.withinRate(subscriber)) {
      const limit = this.options.maxMessagesPerSecond;
      this.reject(subscriber, 'rate-limited', `Too many messages: at most ${limit} a second`);
      return;
    }
    if (text === null) {
      this.reject(subscriber, 'bad-message', 'Only JSON text messages are accepted');
      return;
    }
    if (text.length > this.options.maxMessageBytes) {
      this.reject(subscriber, 'bad-message', `Messages are limited to ${this.options.maxMessageBytes} bytes`);
      return;
    }
    const parsed = parseStreamClientMessage(text);
    if (!parsed.ok) {
      this.reject(subscriber, parsed.code, parsed.reason);
      return;
    }
    const message = parsed.message;
    switch (message.type) {
      case 'subscribe':
        this.subscribe(subscriber, message.symbols);
        break;
      case 'unsubscribe':
        this.unsubscribe(subscriber, message.symbols);
        break;
      case 'ping':
        this.send(subscriber, { type: 'pong', id: message.id, time: this.options.wallClock() });
        break;
      case 'orders':
        this.joinOrders(subscriber, message.token);
        break;
    }
  }

  private joinOrders(subscriber: StreamSubscriber, token: string | null): void {
    const { orders } = this.options;
    if (!orders) {
      this.reject(subscriber, 'bad-message', 'This server has no order channel');
    } else if (!subscriber.sameOrigin) {
      this.send(subscriber, {
        type: 'error',
        code: 'unauthorized',
        message: 'The order channel is open to pages of this site only',
      });
    } else {
      void orders.join(subscriber, token);
    }
  }

  pong(subscriber: StreamSubscriber): void {
    subscriber.awaitingPong = false;
    subscriber.missedPongs = 0;
  }

  /** Drops every trace of the client (idempotent): the memory target depends on it. */
  disconnect(subscriber: StreamSubscriber): void {
    if (!subscriber.open) return;
    subscriber.open = false;
    this.options.orders?.leave(subscriber);
    for (const symbol of subscriber.symbols) this.unindex(symbol, subscriber);
    subscriber.symbols.clear();
    subscriber.pending.clear();
    this.deferred.delete(subscriber);
    this.clients.delete(subscriber);
  }

  /** Stops listening to the feed, clears the timers and closes every client. */
  stop(): void {
    if (this.stopped) return;
    this.stopped = true;
    this.stopListening();
    this.options.orders?.stop();
    clearInterval(this.heartbeatTimer);
    this.clearFlushTimer();
    for (const subscriber of this.clients) {
      subscriber.socket.close(CLOSE_GOING_AWAY, 'Server shutting down');
      this.disconnect(subscriber);
    }
    this.quoteJsons.clear();
  }

  stats(): StreamHubStats {
    return {
      clients: this.clients.size,
      indexedSymbols: this.bySymbol.size,
      subscriptions: this.subscriptions,
      deferredClients: this.deferred.size,
      cachedQuotes: this.quoteJsons.size,
      pushes: this.pushes,
      skippedForBackpressure: this.skippedForBackpressure,
      batches: this.batches,
      fanOutMsTotal: this.fanOutMsTotal,
      fanOutMsMax: this.fanOutMsMax,
      feedListening: !this.stopped,
      orderAccounts: this.options.orders?.accountsFollowed() ?? 0,
    };
  }

  private onBatch(symbols: readonly string[]): void {
    if (this.stopped) return;
    // The feed calls us from its tick loop: a fault here must not stop the market.
    try {
      const now = this.options.now();
      const changed = this.changed;
      let fanOut = 0;
      for (const symbol of symbols) {
        this.quoteJsons.delete(symbol);
        const subscribers = this.bySymbol.get(symbol);
        if (subscribers && !changed.has(symbol)) {
          changed.add(symbol);
          fanOut += subscribers.size;
        }
      }
      if (fanOut * 2 < this.subscriptions) this.fanOutBySymbol(now);
      else this.fanOutByClient(now);
      const spent = this.options.now() - now;
      this.batches += 1;
      this.fanOutMsTotal += spent;
      this.fanOutMsMax = Math.max(this.fanOutMsMax, spent);
    } catch (error) {
      this.options.log.error({ err: error }, 'stream: pushing a quote batch failed');
    } finally {
      this.changed.clear();
    }
  }

  /** Few changes: walk the changed symbols' subscribers, then push to each client touched. */
  private fanOutBySymbol(now: number): void {
    const touched = new Set<StreamSubscriber>();
    for (const symbol of this.changed) {
      const subscribers = this.bySymbol.get(symbol);
      if (!subscribers) continue;
      for (const subscriber of subscribers) {
        subscriber.pending.add(symbol);
        touched.add(subscriber);
      }
    }
    for (const subscriber of touched) this.flush(subscriber, now);
  }

  /**
   * Most subscriptions changed (the simulated market moves nearly every symbol each second): walk
   * the clients instead, pushing to each as soon as its frame is known, so the first clients do not
   * wait for the whole batch to be sorted out.
   */
  private fanOutByClient(now: number): void {
    const changed = this.changed;
    for (const subscriber of this.clients) {
      for (const symbol of subscriber.symbols) if (changed.has(symbol)) subscriber.pending.add(symbol);
      this.flush(subscriber, now);
    }
  }

  /**
   * Pushes the client's pending changes if its slot has come, else defers them to the slot: one
   * push per slot of `pushIntervalMs`. A batch may go out up to `jitterAllowance` before its slot
   * (the feed's own timer is not exact). A deferred push counts as sent at its slot, not when the
   * timer got round to it: counting the timer's lateness would move every later slot back, and the
   * delay would ratchet up batch after batch.
   */
  private flush(subscriber: StreamSubscriber, now: number, slot?: number): void {
    if (!subscriber.open || subscriber.pending.size === 0) return;
    const dueAt = subscriber.lastPushAt + this.options.pushIntervalMs;
    if (now < dueAt - this.jitterAllowance) {
      this.defer(subscriber, dueAt);
      return;
    }
    if (subscriber.socket.bufferedAmount > this.options.maxBufferedBytes) {
      // Keep `pending`: the next push reads the latest quotes, so skipping loses nothing.
      this.skippedForBackpressure += 1;
      this.defer(subscriber, now + this.options.pushIntervalMs);
      return;
    }
    const parts: string[] = [];
    for (const symbol of subscriber.pending) {
      const json = this.currentQuoteJson(symbol);
      if (json !== undefined) parts.push(json);
    }
    subscriber.pending.clear();
    this.deferred.delete(subscriber);
    subscriber.lastPushAt = slot ?? now;
    if (parts.length > 0) {
      subscriber.socket.send(quotesFrame(false, parts));
      this.pushes += 1;
    }
  }

  private defer(subscriber: StreamSubscriber, dueAt: number): void {
    if (this.deferred.has(subscriber)) return;
    subscriber.dueAt = dueAt;
    this.deferred.add(subscriber);
    this.scheduleFlush(dueAt);
  }

  private scheduleFlush(at: number): void {
    if (this.flushTimer !== undefined && this.flushTimerAt <= at) return;
    this.clearFlushTimer();
    this.flushTimerAt = at;
    const delay = Math.max(1, Math.ceil(at - this.options.now()));
    this.flushTimer = setTimeout(() => this.flushDeferred(), delay);
    this.flushTimer.unref();
  }

  private clearFlushTimer(): void {
    if (this.flushTimer !== undefined) clearTimeout(this.flushTimer);
    this.flushTimer = undefined;
    this.flushTimerAt = Number.POSITIVE_INFINITY;
  }

  private flushDeferred(): void {
    this.flushTimer = undefined;
    this.flushTimerAt = Number.POSITIVE_INFINITY;
    if (this.stopped) return;
    try {
      const now = this.options.now();
      const due: StreamSubscriber[] = [];
      let next = Number.POSITIVE_INFINITY;
      for (const subscriber of this.deferred) {
        if (subscriber.dueAt <= now) due.push(subscriber);
        else next = Math.min(next, subscriber.dueAt);
      }
      for (const subscriber of due) {
        this.deferred.delete(subscriber);
        this.flush(subscriber, now, subscriber.dueAt);
      }
      if (next < Number.POSITIVE_INFINITY) this.scheduleFlush(next);
    } catch (error) {
      this.options.log.error({ err: error }, 'stream: a deferred push failed');
    }
  }

  private currentQuoteJson(symbol: string): string | undefined {
    const cached = this.quoteJsons.get(symbol);
    if (cached !== undefined) return cached;
    const quote = this.options.feed.quote(symbol);
    if (quote === undefined) return undefined;
    const json = quoteJson(quote);
    this.quoteJsons.set(symbol, json);
    return json;
  }

  private subscribe(subscriber: StreamSubscriber, requested: readonly string[]): void {
    const accepted: string[] = [];
    const unknown: string[] = [];
    const overLimit: string[] = [];
    for (const symbol of new Set(requested)) {
      if (subscriber.symbols.has(symbol)) {
        accepted.push(symbol);
      } else if (!this.options.feed.has(symbol)) {
        unknown.push(symbol);
      } else if (subscriber.symbols.size >= this.options.maxSymbolsPerClient) {
        overLimit.push(symbol);
      } else {
        subscriber.symbols.add(symbol);
        this.index(symbol, subscriber);
        accepted.push(symbol);
      }
    }
    this.send(subscriber, {
      type: 'subscribed',
      accepted,
      unknown,
      overLimit,
      total: subscriber.symbols.size,
    });
    // The current quotes at once: a (re)connecting client has fresh state without waiting a tick.
    const parts: string[] = [];
    for (const symbol of accepted) {
      const json = this.currentQuoteJson(symbol);
      if (json !== undefined) parts.push(json);
      subscriber.pending.delete(symbol);
    }
    if (parts.length > 0) subscriber.socket.send(quotesFrame(true, parts));
  }

  private unsubscribe(subscriber: StreamSubscriber, requested: readonly string[]): void {
    const removed: string[] = [];
    for (const symbol of new Set(requested)) {
      if (!subscriber.symbols.delete(symbol)) continue;
      subscriber.pending.delete(symbol);
      this.unindex(symbol, subscriber);
      removed.push(symbol);
    }
    this.send(subscriber, { type: 'unsubscribed', removed, total: subscriber.symbols.size });
  }

  private index(symbol: string, subscriber: StreamSubscriber): void {
    this.subscriptions += 1;
    const subscribers = this.bySymbol.get(symbol);
    if (subscribers) subscribers.add(subscriber);
    else this.bySymbol.set(symbol, new Set([subscriber]));
  }

  private unindex(symbol: string, subscriber: StreamSubscriber): void {
    const subscribers = this.bySymbol.get(symbol);
    if (!subscribers?.delete(subscriber)) return;
    this.subscriptions -= 1;
    if (subscribers.size === 0) this.bySymbol.delete(symbol);
  }

  private withinRate(subscriber: StreamSubscriber): boolean {
    const now = this.options.now();
    if (now - subscriber.windowStart >= 1000) {
      subscriber.windowStart = now;
      subscriber.messagesInWindow = 0;
    }
    subscriber.messagesInWindow += 1;
    return subscriber.messagesInWindow <= this.options.maxMessagesPerSecond;
  }

  private reject(subscriber: StreamSubscriber, code: StreamErrorCode, message: string): void {
    subscriber.badMessages += 1;
    if (subscriber.badMessages > this.options.maxBadMessages) {
      this.send(subscriber, {
        type: 'error',
        code: 'too-many-bad-messages',
        message: `Closed after ${this.options.maxBadMessages} bad messages`,
      });
      subscriber.socket.close(CLOSE_POLICY_VIOLATION, 'Too many bad messages');
      this.disconnect(subscriber);
      return;
    }
    this.send(subscriber, { type: 'error', code, message });
  }

  private heartbeat(): void {
    const frame = JSON.stringify({ type: 'heartbeat', time: this.options.wallClock() });
    for (const subscriber of this.clients) {
      if (subscriber.awaitingPong) subscriber.missedPongs += 1;
      if (subscriber.missedPongs >= 2) {
        // No pong for two intervals: the link is dead (or the peer is stuck); free its state now.
        subscriber.socket.terminate();
        this.disconnect(subscriber);
        continue;
      }
      subscriber.awaitingPong = true;
      subscriber.socket.ping();
      subscriber.socket.send(frame);
    }
  }

  private send(subscriber: StreamSubscriber, message: StreamServerMessage): void {
    subscriber.socket.send(JSON.stringify(message));
  }
}
