import {
  parseStreamServerMessage,
  STREAM_MAX_SYMBOLS_PER_MESSAGE,
  STREAM_PATH,
  type StreamOrdersChanged,
  type StreamOrdersJoined,
  type StreamQuote,
  type StreamServerMessage,
} from '@nivesh/contracts';

export type StreamStatus = 'connecting' | 'open' | 'reconnecting' | 'closed';

/** What the client needs of a connection; the browser's WebSocket is adapted in `browserTransport`. */
export interface StreamTransport {
  send(data: string): void;
  close(): void;
}

export interface StreamTransportHandlers {
  onOpen(): void;
  onMessage(text: string): void;
  onClose(code: number): void;
}

export type CreateStreamTransport = (url: string, handlers: StreamTransportHandlers) => StreamTransport;

/** The browser's WebSocket as a StreamTransport (binary frames are not part of the protocol). */
export const browserTransport: CreateStreamTransport = (url, handlers) => {
  const socket = new WebSocket(url);
  socket.onopen = () => handlers.onOpen();
  socket.onmessage = (event) => {
    if (typeof event.data === 'string') handlers.onMessage(event.data);
  };
  socket.onclose = (event) => handlers.onClose(event.code);
  return { send: (data) => socket.send(data), close: () => socket.close() };
};

/** `ws(s)://<this host>/api/v3/stream`: same origin, so the dev proxy and the CSP's 'self' apply. */
export function streamUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${STREAM_PATH}`;
}

export interface StreamClientOptions {
  readonly url: string;
  readonly createTransport?: CreateStreamTransport;
  /** First reconnect delay; doubles per failed attempt up to `maxBackoffMs`. */
  readonly initialBackoffMs?: number;
  readonly maxBackoffMs?: number;
  /** With no subscription left, the socket is closed after this long. */
  readonly idleCloseMs?: number;
  /** Jitter source in [0, 1). */
  readonly random?: () => number;
}

type Listener = () => void;

/** What the order channel tells its watchers: joined, a change, or refused (sign in again). */
export type OrderChannelEvent = StreamOrdersJoined | StreamOrdersChanged | { readonly type: 'ordersRefused' };
export type OrderChannelListener = (event: OrderChannelEvent) => void;

// Until the server's hello says otherwise.
const ASSUMED_HEARTBEAT_MS = 15_000;
// Heartbeats every interval: 2.5 intervals of silence means the link is dead even if the
// browser has not noticed (a half-open TCP connection can stay "open" for minutes).
const SILENCE_FACTOR = 2.5;

/**
 * One WebSocket to the quote stream, shared by every component of the tab. Subscriptions are
 * reference-counted per symbol and sent in batches (one message per microtask); after a drop the
 * client reconnects with capped exponential backoff and jitter and subscribes everything again,
 * which brings the current quotes at once. Incoming messages are validated with the contracts.
 */
export class StreamClient {
  private readonly refs = new Map<string, number>();
  private readonly quotes = new Map<string, StreamQuote>();
  private readonly symbolListeners = new Map<string, Set<Listener>>();
  private readonly statusListeners = new Set<Listener>();
  private readonly orderListeners = new Set<OrderChannelListener>();
  private ordersToken: string | undefined;
  private readonly toSubscribe = new Set<string>();
  private readonly toUnsubscribe = new Set<string>();
  private readonly createTransport: CreateStreamTransport;
  private readonly initialBackoffMs: number;
  private readonly maxBackoffMs: number;
  private readonly idleCloseMs: number;
  private readonly random: () => number;
  private transport: StreamTransport | undefined;
  private transportOpen = false;
  private status: StreamStatus = 'closed';
  private failedAttempts = 0;
  private heartbeatMs = ASSUMED_HEARTBEAT_MS;
  private flushQueued = false;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  private idleTimer: ReturnType<typeof setTimeout> | undefined;
  private silenceTimer: ReturnType<typeof setTimeout> | undefined;
  private disposed = false;

  constructor(private readonly options: StreamClientOptions) {
    this.createTransport = options.createTransport ?? browserTransport;
    this.initialBackoffMs = options.initialBackoffMs ?? 500;
    this.maxBackoffMs = options.maxBackoffMs ?? 30_000;
    this.idleCloseMs = options.idleCloseMs ?? 30_000;
    this.random = options.random ?? Math.random;
  }

  /**
   * Wants live quotes of `symbol`; `listener` runs when its quote changes. Returns the function
   * that gives the subscription back (the symbol is unsubscribed when nobody wants it any more).
   */
  subscribe(symbol: string, listener: Listener): () => void {
    let listeners = this.symbolListeners.get(symbol);
    if (!listeners) {
      listeners = new Set();
      this.symbolListeners.set(symbol, listeners);
    }
    listeners.add(listener);
    this.retain(symbol);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      listeners.delete(listener);
      if (listeners.size === 0) this.symbolListeners.delete(symbol);
      this.release(symbol);
    };
  }

  /**
   * Follows the signed-in user's order channel with the session `token`: `listener` hears when the
   * channel is joined (again after every reconnect), each change of the user's orders, and a refusal.
   * Returns the function that stops following (the channel is left when nobody follows it).
   */
  watchOrders(token: string, listener: OrderChannelListener): () => void {
    this.orderListeners.add(listener);
    if (this.ordersToken !== token) {
      this.ordersToken = token;
      this.sendOrders(token);
    }
    this.wantConnection();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.orderListeners.delete(listener);
      if (this.orderListeners.size > 0) return;
      this.ordersToken = undefined;
      this.sendOrders(null);
      this.closeLaterIfIdle();
    };
  }

  /** The latest quote of `symbol`, or undefined until the first arrives. */
  getQuote(symbol: string): StreamQuote | undefined {
    return this.quotes.get(symbol);
  }

  getStatus(): StreamStatus {
    return this.status;
  }

  /** Calls `listener` whenever the connection status changes; returns the unsubscribe function. */
  onStatus(listener: Listener): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  /** Symbols somebody subscribed to (for diagnostics and tests). */
  subscribedSymbols(): string[] {
    return [...this.refs.keys()];
  }

  /** Closes the connection for good (tests, and a page that tears the app down). */
  dispose(): void {
    this.disposed = true;
    this.clearTimers();
    this.dropTransport();
    this.setStatus('closed');
  }

  private retain(symbol: string): void {
    const count = this.refs.get(symbol) ?? 0;
    this.refs.set(symbol, count + 1);
    if (count > 0) return;
    if (!this.toUnsubscribe.delete(symbol)) this.toSubscribe.add(symbol);
    this.wantConnection();
    this.queueFlush();
  }

  private release(symbol: string): void {
    const count = this.refs.get(symbol) ?? 0;
    if (count > 1) {
      this.refs.set(symbol, count - 1);
      return;
    }
    this.refs.delete(symbol);
    if (!this.toSubscribe.delete(symbol)) this.toUnsubscribe.add(symbol);
    this.queueFlush();
    this.closeLaterIfIdle();
  }

  /** Somebody wants the connection: a quote subscription or an order channel watcher. */
  private wanted(): boolean {
    return this.refs.size > 0 || this.orderListeners.size > 0;
  }

  /** Somebody wants the connection now: no idle close, and a connection unless one is (being) made. */
  private wantConnection(): void {
    clearTimeout(this.idleTimer);
    this.idleTimer = undefined;
    if (!this.transport && !this.reconnectTimer && !this.disposed) this.connect('connecting');
  }

  private closeLaterIfIdle(): void {
    if (!this.wanted() && !this.idleTimer) {
      this.idleTimer = setTimeout(() => this.closeWhenIdle(), this.idleCloseMs);
    }
  }

  private sendOrders(token: string | null): void {
    if (this.transport && this.transportOpen) this.transport.send(JSON.stringify({ type: 'orders', token }));
  }

  private tellOrders(event: OrderChannelEvent): void {
    for (const listener of this.orderListeners) listener(event);
  }

  // A microtask gathers everything a render changed into one message, and a symbol released and
  // taken again in the same task (React's strict-mode double effects) sends nothing at all.
  private queueFlush(): void {
    if (this.flushQueued) return;
    this.flushQueued = true;
    queueMicrotask(() => {
      this.flushQueued = false;
      this.flush();
    });
  }

  private flush(): void {
    for (const symbol of this.toUnsubscribe) this.quotes.delete(symbol);
    if (this.transport && this.transportOpen) {
      this.sendInChunks('unsubscribe', [...this.toUnsubscribe]);
      this.sendInChunks('subscribe', [...this.toSubscribe]);
    }
    // When not open, the next open subscribes everything in `refs`.
    this.toSubscribe.clear();
    this.toUnsubscribe.clear();
  }

  private sendInChunks(type: 'subscribe' | 'unsubscribe', symbols: readonly string[]): void {
    for (let i = 0; i < symbols.length; i += STREAM_MAX_SYMBOLS_PER_MESSAGE) {
      const chunk = symbols.slice(i, i + STREAM_MAX_SYMBOLS_PER_MESSAGE);
      this.transport?.send(JSON.stringify({ type, symbols: chunk }));
    }
  }

  private connect(status: 'connecting' | 'reconnecting'): void {
    this.setStatus(status);
    let transport: StreamTransport;
    try {
      transport = this.createTransport(this.options.url, {
        onOpen: () => {
          if (this.transport !== transport) return;
          this.transportOpen = true;
          this.setStatus('open');
          this.toSubscribe.clear();
          this.toUnsubscribe.clear();
          this.sendInChunks('subscribe', [...this.refs.keys()]);
          if (this.ordersToken !== undefined) this.sendOrders(this.ordersToken);
          this.watchSilence();
        },
        onMessage: (text) => {
          if (this.transport === transport) this.receive(text);
        },
        onClose: () => {
          if (this.transport === transport) this.lost();
        },
      });
    } catch {
      // E.g. a URL the browser refuses: retry later like any other failed attempt.
      this.lost();
      return;
    }
    this.transport = transport;
  }

  private receive(text: string): void {
    this.watchSilence();
    const parsed = parseStreamServerMessage(text);
    if (!parsed.ok) return;
    this.handle(parsed.message);
  }

  private handle(message: StreamServerMessage): void {
    switch (message.type) {
      case 'hello':
        this.heartbeatMs = message.heartbeatMs;
        // A server that greets us is healthy again: the next drop starts from the first delay.
        this.failedAttempts = 0;
        this.watchSilence();
        break;
      case 'quotes':
        for (const quote of message.quotes) {
          // A push may cross our unsubscribe on the wire: keep only what somebody still wants.
          if (!this.refs.has(quote.symbol)) continue;
          this.quotes.set(quote.symbol, quote);
          for (const listener of this.symbolListeners.get(quote.symbol) ?? []) listener();
        }
        break;
      case 'ordersJoined':
      case 'orders':
        this.tellOrders(message);
        break;
      case 'error':
        if (message.code === 'unauthorized') this.tellOrders({ type: 'ordersRefused' });
        break;
      default:
        // subscribed/unsubscribed/heartbeat/pong need no action: unknown symbols stay without a
        // quote; other errors are the server telling us about our own bug.
        break;
    }
  }

  private watchSilence(): void {
    clearTimeout(this.silenceTimer);
    this.silenceTimer = setTimeout(() => this.lost(), this.heartbeatMs * SILENCE_FACTOR);
  }

  /** The connection is gone (closed by the server, the network, or found silent). */
  private lost(): void {
    this.dropTransport();
    if (this.disposed || !this.wanted()) {
      this.setStatus('closed');
      return;
    }
    const ceiling = Math.min(this.maxBackoffMs, this.initialBackoffMs * 2 ** this.failedAttempts);
    // "Equal jitter": between half and all of the ceiling, so a server restart is not met by
    // every tab at the same instant, yet no tab retries much sooner than planned.
    const delay = ceiling / 2 + (this.random() * ceiling) / 2;
    this.failedAttempts += 1;
    this.setStatus('reconnecting');
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = undefined;
      if (this.wanted()) this.connect('reconnecting');
      else this.setStatus('closed');
    }, delay);
  }

  private closeWhenIdle(): void {
    this.idleTimer = undefined;
    if (this.wanted()) return;
    clearTimeout(this.reconnectTimer);
    this.reconnectTimer = undefined;
    this.dropTransport();
    this.setStatus('closed');
  }

  private dropTransport(): void {
    clearTimeout(this.silenceTimer);
    this.silenceTimer = undefined;
    const transport = this.transport;
    this.transport = undefined;
    this.transportOpen = false;
    transport?.close();
  }

  private clearTimers(): void {
    clearTimeout(this.reconnectTimer);
    clearTimeout(this.idleTimer);
    clearTimeout(this.silenceTimer);
    this.reconnectTimer = undefined;
    this.idleTimer = undefined;
    this.silenceTimer = undefined;
  }

  private setStatus(status: StreamStatus): void {
    if (this.status === status) return;
    this.status = status;
    for (const listener of this.statusListeners) listener();
  }
}
