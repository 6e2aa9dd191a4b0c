import { randomUUID } from 'node:crypto';
import { open, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type importFileOutcome, operatorEndpoints } from '@nivesh/contracts';
import { isFiiStatsFileName } from '@nivesh/market';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { BadRequestError } from '../http/api-errors';
import { endpointRouter, gatesAdmitting } from '../http/endpoint-routes';
import { type OperatorGuardMessages, operatorGuard } from '../http/operator-guard';
import { type FileOutcome, importOne, importSummary, importZip } from './import-path';
import { ZIP_LIMITS, type ZipLimits } from './zip-reader';

export interface MarketDataImportRoutesOptions {
  readonly db: Db;
  readonly clock: Clock;
  /** Runs before the body is read; throws (e.g. a 401/403) when the caller may not import. */
  readonly authorize: (request: FastifyRequest) => Promise<void>;
  /** Largest upload; a year of zipped bhavcopies is a few MB. Default 64 MB. */
  readonly bodyLimitBytes?: number;
  /** What an uploaded zip may inflate to (per file and in all); default ZIP_LIMITS. */
  readonly zipLimits?: ZipLimits;
  /** Called once an upload has imported at least one file (the market's per-tick answers are dropped). */
  readonly onImported?: () => void;
}

function toWire(o: FileOutcome): z.infer<typeof importFileOutcome> {
  if (!o.ok) {
    return o.skipped
      ? { file_name: o.fileName, ok: false, skipped: true, error: o.error, ms: o.ms }
      : { file_name: o.fileName, ok: false, error: o.error, ms: o.ms };
  }
  const { format, rows, identical, conflicts, warnings, tradeDates } = o.result;
  return {
    file_name: o.fileName,
    ok: true,
    format,
    rows,
    identical,
    conflicts,
    warnings,
    trade_dates: tradeDates,
    ms: o.ms,
  };
}

/**
 * An upload written to a temporary file while it arrived: the request is never buffered whole in
 * memory, and a refused or oversized one costs no memory (the importer then reads the file).
 */
interface Upload {
  readonly path: string;
  readonly kind: 'text' | 'zip';
}

function isUpload(body: unknown): body is Upload {
  return typeof body === 'object' && body !== null && 'path' in body && 'kind' in body;
}

class PayloadTooLargeError extends Error {
  readonly statusCode = 413;
  constructor(limit: number) {
    super(`The upload is larger than the ${limit} bytes this endpoint takes`);
    this.name = 'PayloadTooLargeError';
  }
}

/** Streams a request body into a new temporary file, refusing it past `limit` bytes. */
async function saveUpload(payload: Readable, kind: Upload['kind'], limit: number): Promise<Upload> {
  const path = join(tmpdir(), `nivesh-upload-${randomUUID()}`);
  let received = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      received += chunk.length;
      done(received > limit ? new PayloadTooLargeError(limit) : null, chunk);
    },
  });
  // Opened before the first byte arrives, so a refused upload's file is closed before it is removed.
  const file = await open(path, 'wx', 0o600);
  try {
    await pipeline(payload, counter, file.createWriteStream());
  } catch (error) {
    await file.close().catch(() => {});
    await rm(path, { force: true });
    throw error;
  }
  return { path, kind };
}

/**
 * `POST /api/v3/MarketData/importFile?fileName=<name>`: the body is one NSE file (`text/csv`,
 * `text/plain`, or `application/json` for a saved option-chain answer) or a zip of them (`application/zip`). The same importer as `npm run import`, for
 * when the server holds the PGlite lock. The operator token is checked before the body is read
 * (onRequest); the body is streamed to a temporary file, removed when the answer is sent.
 */
export const marketDataImportRoutes: FastifyPluginAsync<MarketDataImportRoutesOptions> = async (
  app,
  options,
) => {
  const route = endpointRouter(app, gatesAdmitting({ requireOperator: options.authorize }));
  const bodyLimit = options.bodyLimitBytes ?? 64 * 1024 * 1024;
  const zipLimits = options.zipLimits ?? ZIP_LIMITS;
  const parser =
    (kind: Upload['kind']) =>
    async (request: FastifyRequest, payload: Readable): Promise<Upload> => {
      const declared = Number(request.headers['content-length']);
      if (declared > bodyLimit) throw new PayloadTooLargeError(bodyLimit);
      return saveUpload(payload, kind, bodyLimit);
    };
  // Encapsulated: these parsers exist only inside this plugin. A saved option-chain answer is JSON
  // text for the importer, not a request body to parse.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(['text/csv', 'text/plain', 'application/json'], parser('text'));
  // Binary uploads: zip archives, and NSE's fii_stats workbook (application/vnd.ms-excel).
  app.addContentTypeParser(
    ['application/zip', 'application/octet-stream', 'application/vnd.ms-excel'],
    parser('zip'),
  );
  // A request refused after its upload was saved (e.g. a bad fileName) never reaches the handler.
  app.addHook('onResponse', async (request) => {
    if (isUpload(request.body)) await rm(request.body.path, { force: true });
  });
  route(operatorEndpoints.importFile, async (request) => {
    const { fileName } = request.query;
    const body: unknown = request.body;
    if (!isUpload(body))
      throw new BadRequestError([{ field: 'body', message: 'send the file as text/csv or application/zip' }]);
    let outcomes: FileOutcome[];
    try {
      outcomes =
        body.kind === 'zip' && isFiiStatsFileName(fileName)
          ? [await importOne(options.db, fileName, await readFile(body.path), options.clock)]
          : body.kind === 'zip'
            ? await importZip(options.db, fileName, await readFile(body.path), options.clock, zipLimits)
            : [await importOne(options.db, fileName, await readFile(body.path, 'utf8'), options.clock)];
    } finally {
      await rm(body.path, { force: true });
    }
    if (outcomes.some((o) => o.ok)) options.onImported?.();
    return {
      status: outcomes.every((o) => o.ok || o.skipped) ? (1 as const) : (0 as const),
      message: importSummary(outcomes),
      files: outcomes.map(toWire),
    };
  });
};

/** What the import's guard says: how to enable it, or that the token is missing or wrong. */
export const IMPORT_GUARD_MESSAGES: OperatorGuardMessages = {
  refused: 'An operator token is required to import market data',
  disabled:
    'Market data import over HTTP is disabled on this server: set MARKET_DATA_IMPORT_TOKEN, or use npm run import',
};

/** An `authorize` for the plugin: `Authorization: Bearer <token>` against the operator's tokens. */
export function bearerTokenGuard(
  token: string | readonly string[],
): (request: FastifyRequest) => Promise<void> {
  return operatorGuard(typeof token === 'string' ? [token] : token, IMPORT_GUARD_MESSAGES);
}
