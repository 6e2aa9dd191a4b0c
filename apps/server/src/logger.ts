import { type FastifyBaseLogger, type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import pino, { type DestinationStream } from 'pino';

/** Query parameters that carry secrets; the logged URL shows them as [REDACTED]. */
const SECRET_PARAMS = ['web_token', 'otp', 'userdata', 'credential', 'registration_token', 'google_token'];
const SECRET_NAMES = new Set(SECRET_PARAMS);

function decodedName(raw: string): string {
  try {
    return decodeURIComponent(raw.replaceAll('+', ' ')).toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
}

function decodedValue(raw: string): string {
  try {
    return decodeURIComponent(raw.replaceAll('+', ' '));
  } catch {
    return raw;
  }
}

/** A parameter naming a phone number (mobile, mobile_no, phone…): its value keeps the last 4 characters. */
function isPhoneParam(name: string): boolean {
  return name.includes('mobile') || name.includes('phone');
}

/** 9876543210 -> xxxxxx3210 (a number typed with +91 or spaces keeps its last 4 characters too). */
export function maskPhone(value: string): string {
  const decoded = decodedValue(value);
  return `${'x'.repeat(Math.max(0, decoded.length - 4))}${encodeURIComponent(decoded.slice(-4))}`;
}

/**
 * Masks secret query parameters and phone numbers: Fastify logs `req.url`, query string included.
 * Names are compared decoded, as the query parser reads them (`web%5Ftoken` is `web_token`).
 */
export function maskUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const hashStart = url.indexOf('#', queryStart);
  const end = hashStart < 0 ? url.length : hashStart;
  const masked = url
    .slice(queryStart + 1, end)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      const decoded = decodedName(name);
      if (SECRET_NAMES.has(decoded)) return `${name}=[REDACTED]`;
      if (eq >= 0 && isPhoneParam(decoded)) return `${name}=${maskPhone(pair.slice(eq + 1))}`;
      return pair;
    })
    .join('&');
  return `${url.slice(0, queryStart + 1)}${masked}${url.slice(end)}`;
}

// A failed query's error (drizzle's DrizzleQueryError) carries its parameters: user input such as
// mobile numbers and names. The log keeps the SQL and drops the values, here and in causes.
const PARAMS_LINE = /\nparams: [\s\S]*?(?=\n {4}at |$)/;
const VALUE_FIELDS = new Set(['params', 'parameters', 'detail']);

function withoutQueryValues(value: unknown, depth = 0): unknown {
  if (typeof value !== 'object' || value === null || depth > 4) return value;
  if (Array.isArray(value)) return value.map((v) => withoutQueryValues(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (VALUE_FIELDS.has(key)) continue;
    out[key] =
      (key === 'message' || key === 'stack') && typeof inner === 'string'
        ? inner.replace(PARAMS_LINE, '')
        : withoutQueryValues(inner, depth + 1);
  }
  return out;
}

/** An error's message for a console line, without a failed query's parameters. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message.replace(PARAMS_LINE, '') : String(error);
}

/** pino's error serializer without the values of failed queries. */
export function serializeError(error: Error): unknown {
  return withoutQueryValues(pino.stdSerializers.err(error));
}

// Secrets may also show up inside logged objects (bodies, errors): redact them at any of the
// first few levels. Headers are not logged by the serializer below, but redact them anyway in
// case a handler logs them.
const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  ...SECRET_PARAMS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
];

export function createLogger(options: { level: string; destination?: DestinationStream }): FastifyBaseLogger {
  return pino(
    {
      level: options.level,
      redact: { paths: REDACT_PATHS, censor: '[REDACTED]' },
      serializers: {
        req: (req: FastifyRequest) => ({
          id: req.id,
          method: req.method,
          url: maskUrl(req.url),
          remoteAddress: req.ip,
        }),
        res: (res: FastifyReply) => ({ statusCode: res.statusCode }),
        err: serializeError,
      },
    },
    options.destination,
  );
}

/**
 * One line per request, when its answer has been sent: method, masked URL, status, time and (as
 * `reqId`, from the request's logger) the request id; Fastify's default writes two ("incoming
 * request", "request completed"). A request that ended in a stream error is logged as an error.
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = {
      method: request.method,
      url: maskUrl(request.url),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) request.log.error({ ...line, err: error }, 'request');
    else request.log.info(line, 'request');
  }
}
