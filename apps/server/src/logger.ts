import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import pino, { type DestinationStream } from 'pino';

/** Query parameters that carry secrets; the logged URL shows them as [REDACTED]. */
const SECRET_PARAMS = ['web_token', 'otp', 'userdata', 'credential', 'registration_token', 'google_token'];
const SECRET_PARAM_PATTERN = new RegExp(`([?&](?:${SECRET_PARAMS.join('|')})=)[^&#]*`, 'gi');

/** Masks secret query parameters: Fastify logs `req.url`, query string included. */
export function maskUrl(url: string): string {
  return url.replace(SECRET_PARAM_PATTERN, '$1[REDACTED]');
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
