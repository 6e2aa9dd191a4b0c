/**
 * Market answers cached for one market tick. Every market GET answer is a pure function of its
 * URL and the market state, and the state changes only when the market ticks (once a second), so
 * every client asking for the same URL within the same tick gets the same serialised bytes: the
 * answer is built (and validated against its contract) once per URL per tick, not once per request.
 * Bounded by bytes so a crawl of many distinct URLs cannot grow it without limit.
 * Each answer also keeps its ETag and, once asked for, its brotli and gzip bytes: compression costs
 * CPU once per URL, tick and encoding, not once per request.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  type AnswerEncoding,
  compressAnswer,
  encodeAnswer,
  encodeAnswerLater,
  encodeJsonPayload,
} from '../http/compression';

/** What the cache needs of the market: a number that changes whenever the state may have changed. */
export interface TickVersioned {
  readonly version: number;
}

/** Bytes of answers kept for one tick (JSON text counted at 2 bytes a character). */
export const ANSWER_CACHE_MAX_BYTES = 32 * 1024 * 1024;

/** An answer kept for one tick: its JSON text, its ETag, and its compressed bytes once made. */
export interface CachedAnswer {
  readonly json: string;
  readonly etag: string;
  readonly encoded: Partial<Record<AnswerEncoding, Promise<Buffer>>>;
}

/** A strong ETag of an answer's text (a changed answer in a later tick gets another one). */
export function answerEtag(json: string): string {
  return `"${createHash('sha1').update(json).digest('base64url')}"`;
}

export class TickAnswerCache {
  private readonly answers = new Map<string, CachedAnswer>();
  /** The market version the kept answers belong to. */
  private version = Number.NaN;
  /**
   * Bumped whenever the kept answers are dropped (the market moved, or `invalidate`): an answer is
   * kept only if its build started in the current generation.
   */
  private generation = 0;
  private bytes = 0;

  constructor(
    private readonly market: TickVersioned,
    private readonly maxBytes = ANSWER_CACHE_MAX_BYTES,
  ) {}

  /** The answer kept for `key` in the current tick. */
  get(key: string): CachedAnswer | undefined {
    this.turn();
    return this.answers.get(key);
  }

  /**
   * Keeps `answer` for `key` if it was built in the current tick (`builtIn`) and there is room;
   * returns what is kept for `key` in this tick (undefined when nothing is).
   */
  set(key: string, answer: string, builtIn: number): CachedAnswer | undefined {
    this.turn();
    if (builtIn !== this.generation) return undefined;
    const kept = this.answers.get(key);
    if (kept) return kept;
    const size = answer.length * 2;
    if (this.bytes + size > this.maxBytes) return undefined;
    const entry: CachedAnswer = { json: answer, etag: answerEtag(answer), encoded: {} };
    this.answers.set(key, entry);
    this.bytes += size;
    return entry;
  }

  /** `answer` compressed for `encoding`, made once per tick (the first caller's promise is shared). */
  compressed(answer: CachedAnswer, encoding: AnswerEncoding): Promise<Buffer> {
    const made = answer.encoded[encoding];
    if (made) return made;
    const generation = this.generation;
    const making = compressAnswer(answer.json, encoding);
    answer.encoded[encoding] = making;
    making.then(
      (bytes) => {
        if (this.generation === generation) this.bytes += bytes.length;
      },
      () => {},
    );
    return making;
  }

  /** The current generation of kept answers (a request's answer is kept only if built within it). */
  get tick(): number {
    this.turn();
    return this.generation;
  }

  get size(): number {
    return this.answers.size;
  }

  /**
   * Drops every kept answer now, and any being built: what the answers read besides the market
   * changed (an NSE file was imported), so the next request sees it without waiting for a tick.
   */
  invalidate(): void {
    this.answers.clear();
    this.bytes = 0;
    this.generation++;
  }

  /** Drops the previous tick's answers once the market has moved. */
  private turn(): void {
    const version = this.market.version;
    if (version === this.version) return;
    this.version = version;
    this.invalidate();
  }
}

const JSON_TYPE = 'application/json; charset=utf-8';
/** Query parameters the web app sends with every call that no market answer depends on. */
const IDENTITY_PARAMS = /(?<=[?&])(?:mobile|web_token)=[^&]*&?/g;

/** The cache key of a URL: the URL without the caller's identity parameters (answers are the same for everyone). */
export function answerKey(url: string): string {
  if (!url.includes('mobile=') && !url.includes('web_token=')) return url;
  return url.replace(IDENTITY_PARAMS, '').replace(/[?&]$/, '');
}
const CACHE_HEADER = 'x-market-answer';
/**
 * Browsers may reuse an answer for the second it belongs to, then must ask again; the ETag turns an
 * unchanged answer (a closed market) into a 304 with no body.
 */
export const MARKET_CACHE_CONTROL = 'private, max-age=1';

/** Tick at which a request's answer started being built (to keep only answers of the current tick). */
const startedTick = new WeakMap<FastifyRequest, number>();

/**
 * Keeps the request's answer out of the tick's cache: an answer that says it is still being computed
 * (`ready: false`) must not be served again to the next poll of the same URL, which would otherwise
 * see "computing" until the market ticks (never, while it is closed).
 */
export function keepOutOfTickCache(request: FastifyRequest): void {
  startedTick.delete(request);
}

/** Whether the request's If-None-Match names `etag` (or is `*`). */
function notModified(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (header === undefined) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/**
 * Serves the market routes registered on `app` (an encapsulated plugin) from `cache`: a GET whose URL
 * was answered in this tick is sent the same bytes without running its handler; a successful GET
 * answer is kept. Other methods, refusals of the request (4xx) and errors pass through. Every kept
 * answer carries its ETag and MARKET_CACHE_CONTROL, answers 304 to a matching If-None-Match, and is
 * sent compressed by Accept-Encoding from the bytes kept for the tick.
 */
export function registerTickAnswerCache(app: FastifyInstance, cache: TickAnswerCache): void {
  // preValidation, not onRequest: the rate limiter's onRequest hook is added per route, so it runs
  // after every plugin-level onRequest hook; a cached answer must still count against the limit.
  app.addHook('preValidation', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'GET') return;
    encodeAnswerLater(request);
    // A premium or session answer: this hook runs before the route's gate, so it must not answer
    // from (or add to) the cache everyone shares; it is still compressed like the others.
    if (request.routeOptions.config.personal === true) return undefined;
    const cached = cache.get(answerKey(request.url));
    if (cached === undefined) {
      startedTick.set(request, cache.tick);
      return undefined;
    }
    reply
      .header('content-type', JSON_TYPE)
      .header(CACHE_HEADER, 'tick')
      .header('etag', cached.etag)
      .header('cache-control', MARKET_CACHE_CONTROL);
    if (notModified(request, cached.etag)) return reply.code(304).send();
    return reply.send(await encodeAnswer(request, reply, cached.json, (e) => cache.compressed(cached, e)));
  });
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const tick = startedTick.get(request);
    if (tick === undefined || reply.statusCode !== 200 || typeof payload !== 'string') {
      // Refusals and errors of a GET are compressed here too (the root hook left GETs to this one).
      return request.method === 'GET' ? encodeJsonPayload(request, reply, payload) : payload;
    }
    const kept = cache.set(answerKey(request.url), payload, tick);
    const etag = kept?.etag ?? answerEtag(payload);
    reply.header('etag', etag).header('cache-control', MARKET_CACHE_CONTROL);
    if (notModified(request, etag)) {
      reply.code(304);
      return null;
    }
    return kept
      ? encodeAnswer(request, reply, payload, (e) => cache.compressed(kept, e))
      : encodeAnswer(request, reply, payload);
  });
}
