/**
 * Market answers cached for one market tick. Every market GET answer is a pure function of its
 * URL and the market state, and the state changes only when the market ticks (once a second), so
 * every client asking for the same URL within the same tick gets the same serialised bytes: the
 * answer is built (and validated against its contract) once per URL per tick, not once per request.
 * Bounded by bytes so a crawl of many distinct URLs cannot grow it without limit.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** What the cache needs of the market: a number that changes whenever the state may have changed. */
export interface TickVersioned {
  readonly version: number;
}

/** Bytes of answers kept for one tick (JSON text counted at 2 bytes a character). */
export const ANSWER_CACHE_MAX_BYTES = 32 * 1024 * 1024;

export class TickAnswerCache {
  private readonly answers = new Map<string, string>();
  private version = Number.NaN;
  private bytes = 0;

  constructor(
    private readonly market: TickVersioned,
    private readonly maxBytes = ANSWER_CACHE_MAX_BYTES,
  ) {}

  /** The answer kept for `key` in the current tick. */
  get(key: string): string | undefined {
    this.turn();
    return this.answers.get(key);
  }

  /** Keeps `answer` for `key` if it was built in the current tick (`builtIn`) and there is room. */
  set(key: string, answer: string, builtIn: number): void {
    this.turn();
    if (builtIn !== this.version) return;
    const size = answer.length * 2;
    if (this.bytes + size > this.maxBytes || this.answers.has(key)) return;
    this.answers.set(key, answer);
    this.bytes += size;
  }

  get tick(): number {
    return this.market.version;
  }

  get size(): number {
    return this.answers.size;
  }

  /** Drops the previous tick's answers once the market has moved. */
  private turn(): void {
    const version = this.market.version;
    if (version === this.version) return;
    this.answers.clear();
    this.bytes = 0;
    this.version = version;
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

/** Tick at which a request's answer started being built (to keep only answers of the current tick). */
const startedTick = new WeakMap<FastifyRequest, number>();

/**
 * Serves the market routes registered on `app` (an encapsulated plugin) from `cache`: a GET whose URL
 * was answered in this tick is sent the same bytes without running its handler; a successful GET
 * answer is kept. Other methods, refusals of the request (4xx) and errors pass through.
 */
export function registerTickAnswerCache(app: FastifyInstance, cache: TickAnswerCache): void {
  // preValidation, not onRequest: the rate limiter's onRequest hook is added per route, so it runs
  // after every plugin-level onRequest hook; a cached answer must still count against the limit.
  app.addHook('preValidation', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'GET') return;
    const cached = cache.get(answerKey(request.url));
    if (cached !== undefined)
      return reply.header('content-type', JSON_TYPE).header(CACHE_HEADER, 'tick').send(cached);
    startedTick.set(request, cache.tick);
    return undefined;
  });
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const tick = startedTick.get(request);
    if (tick === undefined || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    cache.set(answerKey(request.url), payload, tick);
    return payload;
  });
}
