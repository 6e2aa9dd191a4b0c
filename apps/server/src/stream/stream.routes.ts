import websocket from '@fastify/websocket';
import {
  type MarketSource,
  STREAM_DEFAULT_HEARTBEAT_MS,
  STREAM_MAX_SYMBOLS_PER_MESSAGE,
  STREAM_PATH,
  STREAM_PUSH_INTERVAL_MS,
} from '@nivesh/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { RawData } from 'ws';
import type { QuoteFeed } from '../market/quote-feed';
import { OrderChannel, type OrderChannelSource } from './order-channel';
import { StreamHub, type StreamHubLog, type StreamHubOptions } from './stream-hub';

/** Longest client frame: a full 200-symbol subscribe is under 9 KB. */
export const STREAM_MAX_MESSAGE_BYTES = 16 * 1024;

export interface StreamRoutesOptions {
  readonly feed: QuoteFeed;
  /** Heartbeat and WebSocket ping period; a client silent for 2 periods is closed. Default 15 s. */
  readonly heartbeatMs?: number;
  /** Most symbols one connection may hold. Default 200. */
  readonly maxSymbolsPerClient?: number;
  /** Least time between two pushes to a client. Default 1 s; tests shorten it. */
  readonly pushIntervalMs?: number;
  /** Skip pushes to a client with more than this buffered. Default 512 KiB. */
  readonly maxBufferedBytes?: number;
  /** Which feed runs, sent in `hello` so clients can label simulated prices. Default `simulated`. */
  readonly feedName?: MarketSource['feed'];
  /** Receives the hub (connected clients and counters for metrics; tests check cleanup with it). */
  readonly exposeHub?: (hub: StreamHub) => void;
  /** The signed-in users' orders: with it, a connection may join its user's order channel. */
  readonly orders?: OrderChannelSource;
  /** Least time between two order pushes caused by prices alone. Default 2 s; tests shorten it. */
  readonly orderPriceIntervalMs?: number;
}

/** Whether the upgrade request came from a page of this server's own origin (or from no page). */
export function fromSameOrigin(headers: {
  origin?: string;
  host?: string;
  'x-forwarded-host'?: string | string[];
}): boolean {
  if (headers.origin === undefined) return true;
  let origin: string;
  try {
    origin = new URL(headers.origin).host;
  } catch {
    return false;
  }
  const forwarded = headers['x-forwarded-host'];
  const forwardedHost = Array.isArray(forwarded) ? forwarded[0] : forwarded?.split(',')[0]?.trim();
  return origin === headers.host || (forwardedHost !== undefined && origin === forwardedHost);
}

function frameText(data: RawData, isBinary: boolean): string | null {
  if (isBinary) return null;
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString('utf8');
  return data.toString('utf8');
}

/** The hub's settings from the plugin's options, with the production defaults. */
export function streamHubOptions(options: StreamRoutesOptions, log: StreamHubLog): StreamHubOptions {
  return {
    feed: options.feed,
    feedName: options.feedName ?? 'simulated',
    heartbeatMs: options.heartbeatMs ?? STREAM_DEFAULT_HEARTBEAT_MS,
    maxSymbolsPerClient: options.maxSymbolsPerClient ?? STREAM_MAX_SYMBOLS_PER_MESSAGE,
    pushIntervalMs: options.pushIntervalMs ?? STREAM_PUSH_INTERVAL_MS,
    maxBufferedBytes: options.maxBufferedBytes ?? 512 * 1024,
    maxBadMessages: 50,
    maxMessagesPerSecond: 20,
    maxMessageBytes: STREAM_MAX_MESSAGE_BYTES,
    now: () => performance.now(),
    wallClock: () => Date.now(),
    log,
    orders:
      options.orders &&
      new OrderChannel({
        source: options.orders,
        feed: options.feed,
        priceIntervalMs: options.orderPriceIntervalMs,
        now: () => performance.now(),
        wallClock: () => Date.now(),
        onError: (error) => log.error({ err: error }, 'stream: order channel'),
      }),
  };
}

/**
 * The live quote stream at `GET /api/v3/stream` (protocol: docs/stream.md). Registers
 * @fastify/websocket in its own context unless an enclosing context already has it.
 */
export const streamRoutes: FastifyPluginAsync<StreamRoutesOptions> = async (app, options) => {
  const hub = new StreamHub(streamHubOptions(options, app.log));
  options.exposeHub?.(hub);
  // Added before @fastify/websocket's own preClose so clients see 1001 "going away" and the feed
  // listener and timers are gone before the server stops.
  app.addHook('preClose', async () => hub.stop());
  if (!app.hasDecorator('websocketServer')) {
    // ws closes a connection whose frame exceeds maxPayload (1009) before we parse anything.
    await app.register(websocket, { options: { maxPayload: STREAM_MAX_MESSAGE_BYTES } });
  }

  app.get(STREAM_PATH, { websocket: true }, (socket, request) => {
    const subscriber = hub.connect(socket, fromSameOrigin(request.headers));
    socket.on('message', (data, isBinary) => hub.receive(subscriber, frameText(data, isBinary)));
    socket.on('pong', () => hub.pong(subscriber));
    socket.on('close', () => hub.disconnect(subscriber));
  });
};
