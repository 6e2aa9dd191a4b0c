import {
  type StreamClientMessage,
  type StreamQuote,
  type StreamServerMessage,
  streamClientMessageSchema,
} from '@nivesh/contracts';
import {
  type CreateStreamTransport,
  StreamClient,
  type StreamClientOptions,
  type StreamTransport,
  type StreamTransportHandlers,
} from './stream-client';

/** One fake connection: the test plays the server (open, messages, close) and reads what was sent. */
export class FakeConnection implements StreamTransport {
  readonly sent: StreamClientMessage[] = [];
  closedByClient = false;

  constructor(
    readonly url: string,
    private readonly handlers: StreamTransportHandlers,
  ) {}

  send(data: string): void {
    this.sent.push(streamClientMessageSchema.parse(JSON.parse(data)));
  }

  close(): void {
    this.closedByClient = true;
  }

  /** The server accepts the connection and greets. */
  open(heartbeatMs = 15_000): void {
    this.handlers.onOpen();
    this.receive({
      type: 'hello',
      protocol: 1,
      heartbeatMs,
      maxSymbols: 200,
      pushIntervalMs: 1000,
      feed: 'simulated',
      simulated: true,
    });
  }

  receive(message: StreamServerMessage | string): void {
    this.handlers.onMessage(typeof message === 'string' ? message : JSON.stringify(message));
  }

  quotes(quotes: readonly StreamQuote[], snapshot = false): void {
    this.receive({ type: 'quotes', snapshot, quotes: [...quotes] });
  }

  /** The connection drops (1006: no close frame). */
  drop(code = 1006): void {
    this.handlers.onClose(code);
  }

  /** Symbols of the subscribe (or unsubscribe) messages sent so far, per message. */
  sentSymbols(type: 'subscribe' | 'unsubscribe'): string[][] {
    return this.sent.flatMap((m) => (m.type === type ? [m.symbols] : []));
  }
}

/** A transport factory that records every connection the client opens. */
export function fakeTransport(): { create: CreateStreamTransport; connections: FakeConnection[] } {
  const connections: FakeConnection[] = [];
  return {
    connections,
    create: (url, handlers) => {
      const connection = new FakeConnection(url, handlers);
      connections.push(connection);
      return connection;
    },
  };
}

/** A quote with the given price (other fields fixed). */
export function quoteOf(symbol: string, ltp: number): StreamQuote {
  return {
    symbol,
    ltp,
    change: ltp - 100,
    changePct: ltp - 100,
    open: 100,
    high: Math.max(100, ltp),
    low: Math.min(100, ltp),
    prevClose: 100,
    volume: 1000,
    time: 1_700_000_000_000,
  };
}

/**
 * A client on a fake transport with fast backoff (100 ms doubling to 400 ms, jitter `random`), and
 * `latest()`: the connection it opened last.
 */
export function clientOnFakeTransport(
  random: () => number,
  options: Partial<StreamClientOptions> = {},
): { client: StreamClient; transport: ReturnType<typeof fakeTransport>; latest: () => FakeConnection } {
  const transport = fakeTransport();
  const client = new StreamClient({
    url: 'ws://localhost/api/v3/stream',
    createTransport: transport.create,
    initialBackoffMs: 100,
    maxBackoffMs: 400,
    random,
    ...options,
  });
  const latest = (): FakeConnection => {
    const found = transport.connections.at(-1);
    if (!found) throw new Error('No connection yet');
    return found;
  };
  return { client, transport, latest };
}
