/**
 * API messages in the user's language (issue 14): an `onSend` hook that, for a request in Hindi
 * (request-language.ts), replaces the English `message` of a JSON answer under /api/ — and the
 * messages of its field `errors` — with their Hindi from messages-hi.ts.
 *
 * Which answers: refusals (`status: 0`), errors (HTTP 4xx/5xx) and the answers of commands (any
 * method but GET/HEAD/OPTIONS). Successful GET answers are never touched: they are the market's
 * lists, cached per tick (market/answer-cache.ts) and served with an ETag, and their messages are not
 * shown. An answer that could be translated says `Vary: Accept-Language` (and `Cookie` when the
 * cookie chose the language), in English too.
 *
 * Cheap: an English request is never parsed; a Hindi one only when its text names a "message".
 * On any problem the original answer is sent.
 *
 * Order: the hook runs on the root before the compression hook (compression.ts), so it reads the
 * JSON text. Answers another hook encodes itself (the market answer cache, which keeps the English
 * text of a tick's answer for everyone) are left to a route-level onSend added to every API GET route,
 * which runs after that plugin's hooks: the cache keeps the English, and a Hindi request gets its
 * own ETag (`…-hi`), so a cached English answer is never served to a Hindi reader as not modified.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler, RouteOptions } from 'fastify';
import { isEncodedElsewhere } from './compression';
import { translateMessage } from './messages-hi';
import { requestLanguageOf } from './request-language';

const NOT_COMMANDS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** How far into an answer its top-level `status` is looked for (the envelope puts it first). */
const STATUS_WITHIN = 256;

type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isApiRequest(request: FastifyRequest): boolean {
  return request.url.startsWith('/api/');
}

/** Whether the answer is one whose message is translated: a refusal, an error, or a command's answer. */
function translatable(request: FastifyRequest, reply: FastifyReply, payload: string): boolean {
  // The cheap tests first: a successful GET (most answers, some of them large) is only looked at
  // in its first bytes.
  const command = reply.statusCode >= 400 || !NOT_COMMANDS.has(request.method);
  if (!command && !/"status":0[,}]/.test(payload.slice(0, STATUS_WITHIN))) return false;
  if (!String(reply.getHeader('content-type') ?? '').includes('json')) return false;
  return payload.includes('"message"');
}

function addVary(reply: FastifyReply, names: readonly string[]): void {
  const current = reply.getHeader('vary');
  const value = Array.isArray(current) ? current.join(', ') : String(current ?? '');
  if (/(?:^|,)\s*\*\s*(?:,|$)/.test(value)) return;
  const present = new Set(value.split(',').map((name) => name.trim().toLowerCase()));
  const missing = names.filter((name) => !present.has(name.toLowerCase()));
  if (missing.length > 0) reply.header('vary', [value, ...missing].filter((v) => v !== '').join(', '));
}

/** Hindi in place of a string (undefined when it has none). */
function hindiOf(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const hindi = translateMessage(value, 'hi');
  return hindi === value ? undefined : hindi;
}

/** Translates `body.message` and its field errors (a list of `{field, message}` or a field → message map). */
function translateBody(body: JsonObject): boolean {
  let changed = false;
  const message = hindiOf(body.message);
  if (message !== undefined) {
    body.message = message;
    changed = true;
  }
  const errors = body.errors;
  if (Array.isArray(errors)) {
    for (const error of errors) {
      const hindi = isObject(error) ? hindiOf(error.message) : undefined;
      if (isObject(error) && hindi !== undefined) {
        error.message = hindi;
        changed = true;
      }
    }
  } else if (isObject(errors)) {
    for (const [field, text] of Object.entries(errors)) {
      const hindi = hindiOf(text);
      if (hindi !== undefined) {
        errors[field] = hindi;
        changed = true;
      }
    }
  }
  return changed;
}

/** The answer's text with its messages in the request's language (the original when nothing changes). */
export function translatedAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
  try {
    if (typeof payload !== 'string' || !isApiRequest(request)) return payload;
    if (reply.hasHeader('content-encoding') || !translatable(request, reply, payload)) return payload;
    const { language, from } = requestLanguageOf(request.headers);
    addVary(reply, from === 'cookie' ? ['Accept-Language', 'Cookie'] : ['Accept-Language']);
    if (language !== 'hi') return payload;
    const body: unknown = JSON.parse(payload);
    if (!isObject(body) || !translateBody(body)) return payload;
    const etag = reply.getHeader('etag');
    if (typeof etag === 'string') reply.header('etag', etag.replace(/"$/, '-hi"'));
    return JSON.stringify(body);
  } catch (error) {
    request.log.warn({ err: error }, 'answer not translated');
    return payload;
  }
}

/** On the root: every answer but those another hook encodes. */
const beforeCompression: onSendHookHandler = (request, reply, payload, done) => {
  done(null, isEncodedElsewhere(request) ? payload : translatedAnswer(request, reply, payload));
};

/** On each API GET route, after its plugin's hooks: the answers another hook encoded (the market cache). */
const afterAnswerCache: onSendHookHandler = (request, reply, payload, done) => {
  done(null, isEncodedElsewhere(request) ? translatedAnswer(request, reply, payload) : payload);
};

function isGetRoute(route: RouteOptions): boolean {
  return Array.isArray(route.method) ? route.method.includes('GET') : route.method === 'GET';
}

/** Registers the translation; call before the compression hook and before any route. */
export function registerMessageTranslation(app: FastifyInstance): void {
  app.addHook('onSend', beforeCompression);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || !isGetRoute(route)) return;
    const own = route.onSend;
    route.onSend =
      own === undefined ? [afterAnswerCache] : [...(Array.isArray(own) ? own : [own]), afterAnswerCache];
  });
}
