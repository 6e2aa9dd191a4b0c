import { timingSafeEqual } from 'node:crypto';
import { importFileOutcome, operatorEndpoints } from '@nivesh/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { BadRequestError, UnauthorizedError } from '../http/api-errors';
import { endpointRouter, gatesAdmitting } from '../http/endpoint-routes';
import { type FileOutcome, importOne, importZip } from './import-path';

export interface MarketDataImportRoutesOptions {
  readonly db: Db;
  readonly clock: Clock;
  /** Runs before the import; throws (e.g. a 401/403) when the caller may not import. */
  readonly authorize: (request: FastifyRequest) => Promise<void>;
  /** Largest upload; a year of zipped bhavcopies is a few MB. Default 64 MB. */
  readonly bodyLimitBytes?: number;
}

const fileOutcome = importFileOutcome;

function toWire(o: FileOutcome): z.infer<typeof fileOutcome> {
  return o.ok
    ? {
        file_name: o.fileName,
        ok: true,
        format: o.result.format,
        rows: o.result.rows,
        trade_dates: o.result.tradeDates,
        ms: o.ms,
      }
    : { file_name: o.fileName, ok: false, error: o.error, ms: o.ms };
}

/**
 * `POST /api/v3/MarketData/importFile?fileName=<name>`: the body is one NSE file (`text/csv` or
 * `text/plain`) or a zip of them (`application/zip`). The same importer as `npm run import`, for
 * when the server holds the PGlite lock. Not registered by app.ts: register it with an `authorize`
 * that admits operators only (there is no admin role yet).
 */
export const marketDataImportRoutes: FastifyPluginAsync<MarketDataImportRoutesOptions> = async (
  app,
  options,
) => {
  const route = endpointRouter(app, gatesAdmitting({ requireOperator: options.authorize }));
  const bodyLimit = options.bodyLimitBytes ?? 64 * 1024 * 1024;
  // Encapsulated: these parsers exist only inside this plugin.
  app.addContentTypeParser(['text/csv', 'text/plain'], { parseAs: 'string', bodyLimit }, (_req, body, done) =>
    done(null, body),
  );
  app.addContentTypeParser(
    ['application/zip', 'application/octet-stream'],
    { parseAs: 'buffer', bodyLimit },
    (_req, body, done) => done(null, body),
  );
  route(
    operatorEndpoints.importFile,
    async (request) => {
      const { fileName } = request.query;
      const body: unknown = request.body;
      let outcomes: FileOutcome[];
      if (Buffer.isBuffer(body)) outcomes = await importZip(options.db, fileName, body, options.clock);
      else if (typeof body === 'string')
        outcomes = [await importOne(options.db, fileName, body, options.clock)];
      else
        throw new BadRequestError([
          { field: 'body', message: 'send the file as text/csv or application/zip' },
        ]);
      const failed = outcomes.filter((o) => !o.ok);
      const imported = outcomes.length - failed.length;
      return {
        status: failed.length === 0 ? (1 as const) : (0 as const),
        message:
          failed.length === 0
            ? `${imported} file(s) imported`
            : `${imported} file(s) imported, ${failed.length} refused: ${failed.map((o) => (o.ok ? '' : o.error)).join('; ')}`,
        files: outcomes.map(toWire),
      };
    },
    { bodyLimit },
  );
};

/** An `authorize` for the plugin: `Authorization: Bearer <token>` against one operator token. */
export function bearerTokenGuard(token: string): (request: FastifyRequest) => Promise<void> {
  const expected = Buffer.from(token);
  return async (request) => {
    const given = Buffer.from(/^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new UnauthorizedError('An operator token is required to import market data');
    }
  };
}
