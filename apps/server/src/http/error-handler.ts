import type { ErrorBody } from '@nivesh/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DISK_FULL_MESSAGE, isDiskFull } from '../health/health-monitor';
import {
  BadRequestError,
  INTERNAL_ERROR_MESSAGE,
  INVALID_REQUEST_MESSAGE,
  UnauthorizedError,
} from './api-errors';

export const NOT_FOUND_API_MESSAGE = 'No such API endpoint';
export const RATE_LIMITED_MESSAGE = 'Too many requests. Please wait a minute and try again.';

/** Turns `/userdata/email` into `email` style dotted paths (the zod path). */
function fieldFromInstancePath(instancePath: string): string {
  return instancePath.replace(/^\//, '').split('/').join('.');
}

function isFastifyError(error: unknown): error is FastifyError {
  return typeof error === 'object' && error !== null && 'statusCode' in error;
}

export interface ErrorHandlingOptions {
  /** Told of every write that failed because the disk is full (health reports it). */
  readonly onDiskFull?: (error: unknown) => void;
}

/** Root error and not-found handlers: every API answer keeps the v3 envelope (ARCHITECTURE §4). */
export function registerErrorHandling(app: FastifyInstance, options: ErrorHandlingOptions = {}): void {
  app.setErrorHandler((error: unknown, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const body: ErrorBody = {
        status: 0,
        message: INVALID_REQUEST_MESSAGE,
        errors: error.validation.map((issue) => ({
          field: fieldFromInstancePath(issue.instancePath),
          message: issue.message ?? 'Invalid value',
        })),
      };
      return reply.code(400).send(body);
    }
    if (error instanceof BadRequestError) {
      return reply
        .code(400)
        .send({ status: 0, message: error.message, errors: error.errors } satisfies ErrorBody);
    }
    if (error instanceof UnauthorizedError) {
      return reply.code(401).send({ status: 0, message: error.message } satisfies ErrorBody);
    }
    const statusCode = isFastifyError(error) ? (error.statusCode ?? 500) : 500;
    if (statusCode === 429) {
      return reply.code(429).send({ status: 0, message: RATE_LIMITED_MESSAGE } satisfies ErrorBody);
    }
    if (statusCode >= 400 && statusCode < 500 && isFastifyError(error)) {
      // Fastify's own client errors (malformed JSON, wrong content type, body too large) carry
      // messages about the request, not about our internals.
      request.log.info({ err: error }, 'client error');
      return reply.code(statusCode).send({
        status: 0,
        message: INVALID_REQUEST_MESSAGE,
        errors: [{ field: 'body', message: error.message }],
      } satisfies ErrorBody);
    }
    if (isDiskFull(error)) {
      options.onDiskFull?.(error);
      request.log.error({ err: error }, 'request failed: the disk is full');
      return reply.code(503).send({ status: 0, message: DISK_FULL_MESSAGE } satisfies ErrorBody);
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .code(500)
      .send({ status: 0, message: INTERNAL_ERROR_MESSAGE, requestId: request.id } satisfies ErrorBody);
  });
}

/** API paths never fall back to the web app's HTML. */
export function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/');
}
