/**
 * Compressed JSON answers: brotli or gzip by the request's Accept-Encoding, for answers of at least
 * COMPRESS_MIN_BYTES. Compression runs on libuv's thread pool (zlib's asynchronous calls), at fast
 * levels, so the event loop never waits for it. Static files are compressed at build time instead
 * (scripts/precompress.ts). The per-tick market answer cache (market/answer-cache.ts) compresses each
 * answer once per tick and encoding, and marks its requests so the hook here leaves them alone.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export type AnswerEncoding = 'br' | 'gzip';

/** Below this a compressed answer saves less than a packet and costs a thread-pool round trip. */
export const COMPRESS_MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Brotli quality 4 and gzip level 6: a 50 KB answer in a few ms of thread-pool time, within ~10-30 %
 * of the best size; brotli's best quality (11) takes hundreds of ms for the same answer.
 */
export function compressAnswer(body: string | Buffer, encoding: AnswerEncoding): Promise<Buffer> {
  const input = typeof body === 'string' ? Buffer.from(body) : body;
  if (encoding === 'gzip') return gzipAsync(input, { level: 6 });
  return brotli(input, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: input.length },
  });
}

/** The encoding to send for an Accept-Encoding header: brotli first, then gzip; none for identity. */
export function acceptedEncoding(header: string | string[] | undefined): AnswerEncoding | undefined {
  const accepted = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  const wanted = (name: AnswerEncoding): boolean => {
    const q = accepted.get(name) ?? accepted.get('*');
    return q !== undefined && q > 0;
  };
  if (wanted('br')) return 'br';
  if (wanted('gzip')) return 'gzip';
  return undefined;
}

function varyOnAcceptEncoding(reply: FastifyReply): void {
  const current = reply.getHeader('vary');
  const value = Array.isArray(current) ? current.join(', ') : String(current ?? '');
  if (/(?:^|,)\s*(?:accept-encoding|\*)\s*(?:,|$)/i.test(value)) return;
  reply.header('vary', value ? `${value}, Accept-Encoding` : 'Accept-Encoding');
}

/**
 * The bytes to send for a JSON `body`: compressed by `compress` (default: now) when the client accepts
 * an encoding and the body is large enough, with Content-Encoding and Vary set; `body` otherwise.
 */
export async function encodeAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  body: string | Buffer,
  compress: (encoding: AnswerEncoding) => Promise<Buffer> = (encoding) => compressAnswer(body, encoding),
): Promise<string | Buffer> {
  if (Buffer.byteLength(body) < COMPRESS_MIN_BYTES) return body;
  varyOnAcceptEncoding(reply);
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  if (!encoding) return body;
  const bytes = await compress(encoding);
  reply.header('content-encoding', encoding);
  return bytes;
}

/** Requests whose answer another hook encodes (the answer cache, which keeps the compressed bytes). */
const encodedElsewhere = new WeakSet<FastifyRequest>();

/** Leaves the encoding of `request`'s answer to the caller's own onSend hook. */
export function encodeAnswerLater(request: FastifyRequest): void {
  encodedElsewhere.add(request);
}

/** Whether another hook encodes `request`'s answer (encodeAnswerLater was called for it). */
export function isEncodedElsewhere(request: FastifyRequest): boolean {
  return encodedElsewhere.has(request);
}

/** `payload` compressed as encodeAnswer does when it is a JSON answer not yet encoded; as it is otherwise. */
export async function encodeJsonPayload(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  if (reply.hasHeader('content-encoding')) return payload;
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  if (!String(reply.getHeader('content-type') ?? '').includes('json')) return payload;
  return encodeAnswer(request, reply, payload);
}

/** Compresses every JSON answer the app sends (registered on the root, so it covers every route). */
export function registerAnswerCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) =>
    encodedElsewhere.has(request) ? payload : encodeJsonPayload(request, reply, payload),
  );
}
