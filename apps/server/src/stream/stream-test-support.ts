import { parseStreamServerMessage, STREAM_PATH, type StreamServerMessage } from '@nivesh/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach } from 'vitest';
import WebSocket from 'ws';
import { InMemoryQuoteFeed } from './in-memory-quote-feed';
import { type StreamRoutesOptions, streamRoutes } from './stream.routes';
import type { StreamHub, StreamSocket } from './stream-hub';

/** A QuoteFeed the test drives by hand: `set` prices quietly, or `tick` them as a batch. */
export class FakeQuoteFeed extends InMemoryQuoteFeed {
  /** A feed with these prices already set. */
  static with(prices: Readonly<Record<string, number>>): FakeQuoteFeed {
    const feed = new FakeQuoteFeed();
    for (const [symbol, ltp] of Object.entries(prices)) feed.set(symbol, ltp);
    return feed;
  }

  /** Sets the last traded price of `symbol` (other fields derived) without announcing it. */
  set(symbol: string, ltp: number, time = Date.now()): void {
    const prevClose = 100;
    this.put({
      symbol,
      ltp,
      change: ltp - prevClose,
      changePct: ((ltp - prevClose) / prevClose) * 100,
      open: prevClose,
      high: Math.max(prevClose, ltp),
      low: Math.min(prevClose, ltp),
      prevClose,
      volume: 1000,
      time,
    });
  }

  /** Sets the prices, then announces the batch as the market does after each tick. */
  tick(prices: Readonly<Record<string, number>>): void {
    for (const [symbol, ltp] of Object.entries(prices)) this.set(symbol, ltp);
    this.announce(Object.keys(prices));
  }
}

export interface StreamServer {
  readonly app: FastifyInstance;
  readonly url: string;
  readonly hub: StreamHub;
  close(): Promise<void>;
}

/** A socket for driving StreamHub directly: records what was sent; the test sets its buffer. */
export class RecordingSocket implements StreamSocket {
  bufferedAmount = 0;
  readonly sent: StreamServerMessage[] = [];

  send(data: string): void {
    const parsed = parseStreamServerMessage(data);
    if (!parsed.ok) throw new Error(parsed.reason);
    this.sent.push(parsed.message);
  }

  ping(): void {}
  close(): void {}
  terminate(): void {}

  /** The prices of each pushed (not snapshot) `quotes` message, in order. */
  pushedPrices(): Array<Record<string, number>> {
    return this.sent.flatMap((m) => (m.type === 'quotes' && !m.snapshot ? [prices(m)] : []));
  }
}

/** A real server with only the stream plugin, on 127.0.0.1 and a free port. */
export async function startStreamServer(options: StreamRoutesOptions): Promise<StreamServer> {
  const app = Fastify({ logger: false });
  let hub: StreamHub | undefined;
  await app.register(streamRoutes, { ...options, exposeHub: (h) => (hub = h) });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('Expected a TCP address');
  if (!hub) throw new Error('The stream plugin did not expose its hub');
  return { app, hub, url: `ws://127.0.0.1:${address.port}${STREAM_PATH}`, close: () => app.close() };
}

/** Starts stream servers for a test file and closes them after each test. */
export function useStreamServers(): (options: StreamRoutesOptions) => Promise<StreamServer> {
  const started: StreamServer[] = [];
  afterEach(async () => {
    await Promise.all(started.splice(0).map((server) => server.close()));
  });
  return async (options) => {
    const server = await startStreamServer(options);
    started.push(server);
    return server;
  };
}

export interface ReceivedMessage {
  readonly at: number;
  readonly message: StreamServerMessage;
}

/** A `ws` client that records every server message, validated with the contract. */
export class TestStreamClient {
  /** Every message received, in order. */
  readonly log: ReceivedMessage[] = [];
  /** Messages not yet taken by `next`. */
  private readonly inbox: ReceivedMessage[] = [];
  private waiters: Array<() => void> = [];
  closeCode: number | undefined;
  hello: MessageOf<'hello'> | undefined;

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const parsed = parseStreamServerMessage(String(data));
      if (!parsed.ok) throw new Error(`The server sent an invalid message: ${parsed.reason}`);
      const entry = { at: performance.now(), message: parsed.message };
      this.log.push(entry);
      this.inbox.push(entry);
      this.wake();
    });
    socket.on('close', (code) => {
      this.closeCode = code;
      this.wake();
    });
  }

  static async connect(url: string, options: WebSocket.ClientOptions = {}): Promise<TestStreamClient> {
    const socket = new WebSocket(url, options);
    const client = new TestStreamClient(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    client.hello = await client.next('hello');
    return client;
  }

  /** Connects, subscribes to `symbols` and takes the `subscribed` answer and the snapshot. */
  static async subscribed(url: string, symbols: readonly string[]): Promise<TestStreamClient> {
    const client = await TestStreamClient.connect(url);
    client.send({ type: 'subscribe', symbols });
    await client.next('subscribed');
    await client.next('quotes');
    return client;
  }

  send(message: unknown): void {
    this.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** Every message of one type received so far (taken by `next` or not). */
  all<T extends MessageType>(type: T): Array<MessageOf<T>> {
    const out: Array<MessageOf<T>> = [];
    for (const { message } of this.log) if (isType(message, type)) out.push(message);
    return out;
  }

  /** Waits for the oldest message of `type` not yet taken by an earlier `next`, and takes it. */
  next<T extends MessageType>(type: T, timeoutMs = 3000): Promise<MessageOf<T>> {
    return this.waitFor(() => {
      const index = this.inbox.findIndex(({ message }) => message.type === type);
      const entry = this.inbox[index];
      if (!entry || !isType(entry.message, type)) return undefined;
      this.inbox.splice(index, 1);
      return entry.message;
    }, timeoutMs);
  }

  /** Waits for the socket to be closed; returns the close code. */
  closed(timeoutMs = 3000): Promise<number> {
    return this.waitFor(() => this.closeCode, timeoutMs);
  }

  async close(): Promise<void> {
    if (this.socket.readyState === WebSocket.CLOSED) return;
    this.socket.close();
    await this.closed();
  }

  private async waitFor<R>(probe: () => R | undefined, timeoutMs: number): Promise<R> {
    const deadline = performance.now() + timeoutMs;
    for (;;) {
      const value = probe();
      if (value !== undefined) return value;
      const left = deadline - performance.now();
      if (left <= 0) throw new Error(`Timed out after ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }
}

type MessageType = StreamServerMessage['type'];
type MessageOf<T extends MessageType> = Extract<StreamServerMessage, { type: T }>;

function isType<T extends MessageType>(message: StreamServerMessage, type: T): message is MessageOf<T> {
  return message.type === type;
}

/** Resolves after `ms` of real time. */
export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** The ltp of each quote in a `quotes` message, by symbol. */
export function prices(message: MessageOf<'quotes'>): Record<string, number> {
  return Object.fromEntries(message.quotes.map((q) => [q.symbol, q.ltp]));
}
