import { z } from 'zod';
import { API_PREFIX } from './envelope';
import { type LiveQuoteDto, liveQuoteSchema, marketSourceSchema } from './market/common';

/**
 * The live quote stream (WebSocket `GET /api/v3/stream`, protocol in docs/stream.md). Every frame
 * is one JSON text message with a `type`. Clients subscribe to symbols and receive `quotes`
 * batches: at most one push per second per client, carrying the latest quote of each subscribed
 * symbol that changed since the previous push.
 */
export const STREAM_PATH = `${API_PREFIX}/stream`;
export const STREAM_PROTOCOL_VERSION = 1;
/** Symbols in one subscribe or unsubscribe message, and the server's default per-client cap. */
export const STREAM_MAX_SYMBOLS_PER_MESSAGE = 200;
export const STREAM_MAX_SYMBOL_LENGTH = 40;
export const STREAM_DEFAULT_HEARTBEAT_MS = 15_000;
export const STREAM_PUSH_INTERVAL_MS = 1_000;

/** A live quote: the same shape as the market API's `liveQuoteSchema`. */
export const streamQuoteSchema = liveQuoteSchema;
export type StreamQuote = LiveQuoteDto;

const symbolListSchema = z
  .array(z.string().min(1).max(STREAM_MAX_SYMBOL_LENGTH))
  .min(1)
  .max(STREAM_MAX_SYMBOLS_PER_MESSAGE);

// Client → server.
export const streamSubscribeSchema = z.object({ type: z.literal('subscribe'), symbols: symbolListSchema });
export const streamUnsubscribeSchema = z.object({
  type: z.literal('unsubscribe'),
  symbols: symbolListSchema,
});
/** Application-level ping (browsers cannot send WebSocket pings); answered with `pong`. */
export const streamPingSchema = z.object({ type: z.literal('ping'), id: z.string().max(64).optional() });
/**
 * Joins the signed-in user's order channel with the session token (`web_token`), or leaves it
 * (`null`). The token travels in the message, not the URL, so it is not written to access logs.
 */
export const streamOrdersJoinSchema = z.object({
  type: z.literal('orders'),
  token: z.string().min(1).max(200).nullable(),
});
export const streamClientMessageSchema = z.discriminatedUnion('type', [
  streamSubscribeSchema,
  streamUnsubscribeSchema,
  streamPingSchema,
  streamOrdersJoinSchema,
]);
export type StreamClientMessage = z.infer<typeof streamClientMessageSchema>;

// Server → client.
export const streamHelloSchema = z.object({
  type: z.literal('hello'),
  protocol: z.number().int(),
  /** The server sends `heartbeat` (and a WebSocket ping) this often; silence for 2 intervals means a dead link. */
  heartbeatMs: z.number().int().positive(),
  /** Most symbols one connection may hold at once. */
  maxSymbols: z.number().int().positive(),
  /** Least time between two `quotes` pushes to this connection. */
  pushIntervalMs: z.number().int().positive(),
  /** Which market feeds the quotes. */
  feed: marketSourceSchema.shape.feed,
  /** True when the prices are simulated: the UI must label them "Simulated market data". */
  simulated: z.boolean(),
});
export const streamSubscribedSchema = z.object({
  type: z.literal('subscribed'),
  /** Requested symbols now subscribed (including ones that already were). */
  accepted: z.array(z.string()),
  /** Requested symbols the market does not know. */
  unknown: z.array(z.string()),
  /** Known symbols refused because the connection would exceed `maxSymbols`. */
  overLimit: z.array(z.string()),
  /** Symbols this connection holds after the change. */
  total: z.number().int().nonnegative(),
});
export const streamUnsubscribedSchema = z.object({
  type: z.literal('unsubscribed'),
  /** Requested symbols that were subscribed and no longer are. */
  removed: z.array(z.string()),
  total: z.number().int().nonnegative(),
});
export const streamQuotesSchema = z.object({
  type: z.literal('quotes'),
  /** True for the current quotes sent right after a subscribe; false for a pushed update. */
  snapshot: z.boolean(),
  quotes: z.array(streamQuoteSchema),
});
export const streamHeartbeatSchema = z.object({ type: z.literal('heartbeat'), time: z.number() });
export const streamPongSchema = z.object({
  type: z.literal('pong'),
  id: z.string().optional(),
  time: z.number(),
});
/** Answer to an `orders` join: the channel is open for the session's user. */
export const streamOrdersJoinedSchema = z.object({
  type: z.literal('ordersJoined'),
  /** The user's order revision now; every `orders` push raises it by one. */
  revision: z.number().int().nonnegative(),
});
/** Least time between two `orders` pushes caused by prices alone (events are pushed at once). */
export const STREAM_ORDER_PRICE_INTERVAL_MS = 2_000;
/**
 * The user's orders changed: `events` when the broker changed their state (placed, filled,
 * triggered, cancelled, expired, squared off, settled, a strategy leg entered or exited), `prices`
 * when a price moved that their open orders, positions, holdings or strategy legs are valued at.
 * The client refetches what it shows; nothing is pushed while nothing changes.
 */
export const streamOrdersChangedSchema = z.object({
  type: z.literal('orders'),
  revision: z.number().int().positive(),
  reason: z.enum(['events', 'prices']),
  time: z.number(),
});
export const STREAM_ERROR_CODES = [
  'bad-json',
  'bad-message',
  'rate-limited',
  'too-many-bad-messages',
  'unauthorized',
] as const;
export type StreamErrorCode = (typeof STREAM_ERROR_CODES)[number];
export const streamErrorSchema = z.object({
  type: z.literal('error'),
  code: z.enum(STREAM_ERROR_CODES),
  message: z.string(),
});
export const streamServerMessageSchema = z.discriminatedUnion('type', [
  streamHelloSchema,
  streamSubscribedSchema,
  streamUnsubscribedSchema,
  streamQuotesSchema,
  streamHeartbeatSchema,
  streamPongSchema,
  streamErrorSchema,
  streamOrdersJoinedSchema,
  streamOrdersChangedSchema,
]);
export type StreamServerMessage = z.infer<typeof streamServerMessageSchema>;
export type StreamHello = z.infer<typeof streamHelloSchema>;
export type StreamSubscribed = z.infer<typeof streamSubscribedSchema>;
export type StreamUnsubscribed = z.infer<typeof streamUnsubscribedSchema>;
export type StreamQuotes = z.infer<typeof streamQuotesSchema>;
export type StreamError = z.infer<typeof streamErrorSchema>;

export type StreamParseResult<T> =
  | { readonly ok: true; readonly message: T }
  | { readonly ok: false; readonly code: 'bad-json' | 'bad-message'; readonly reason: string };

function parseWith<T>(schema: z.ZodType<T>, text: string): StreamParseResult<T> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, code: 'bad-json', reason: 'The message is not valid JSON' };
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return { ok: true, message: parsed.data };
  const issue = parsed.error.issues[0];
  const where = issue && issue.path.length > 0 ? ` at ${issue.path.join('.')}` : '';
  return { ok: false, code: 'bad-message', reason: `${issue?.message ?? 'Invalid message'}${where}` };
}

/** Parses one text frame a client sent. */
export function parseStreamClientMessage(text: string): StreamParseResult<StreamClientMessage> {
  return parseWith(streamClientMessageSchema, text);
}

/** Parses one text frame the server sent. */
export function parseStreamServerMessage(text: string): StreamParseResult<StreamServerMessage> {
  return parseWith(streamServerMessageSchema, text);
}

export type StreamOrdersJoined = z.infer<typeof streamOrdersJoinedSchema>;
export type StreamOrdersChanged = z.infer<typeof streamOrdersChangedSchema>;
