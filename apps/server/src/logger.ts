import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
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

/**
 * Masks secret query parameters: Fastify logs `req.url`, query string included. Names are compared
 * decoded, as the query parser reads them (`web%5Ftoken` is `web_token`).
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
      return SECRET_NAMES.has(decodedName(name)) ? `${name}=[REDACTED]` : pair;
    })
    .join('&');
  return `${url.slice(0, queryStart + 1)}${masked}${url.slice(end)}`;
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
        err: pino.stdSerializers.err,
      },
    },
    options.destination,
  );
}
