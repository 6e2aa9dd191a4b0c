import { API_PREFIX } from '@nivesh/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BadRequestError } from './api-errors';

export const NUL_MESSAGE = 'Text must not contain a NUL character (\\u0000)';

/** Dotted paths (as the validation errors name fields) of every string or key holding a NUL. */
function nulFields(value: unknown, path: string, found: string[]): void {
  if (found.length >= 20) return;
  if (typeof value === 'string') {
    if (value.includes('\u0000')) found.push(path);
    return;
  }
  if (typeof value !== 'object' || value === null || Buffer.isBuffer(value)) return;
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  for (const [key, inner] of entries) {
    const innerPath = path === '' ? key : `${path}.${key}`;
    if (key.includes('\u0000')) found.push(innerPath);
    nulFields(inner, innerPath, found);
  }
}

/**
 * PostgreSQL cannot store a NUL character in text, so one in any parameter would reach the
 * database as a 500. Every /api/v3 request is checked once, after parsing and before validation:
 * the query, and a JSON or form body (an uploaded file, a Buffer or a stream, is not text).
 */
export function registerNulRefusal(app: FastifyInstance): void {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    if (!request.url.startsWith(`${API_PREFIX}/`)) return;
    const found: string[] = [];
    nulFields(request.query, '', found);
    if (typeof request.body === 'object') nulFields(request.body, '', found);
    if (found.length > 0)
      throw new BadRequestError(
        found.map((field) => ({ field: field === '' ? 'body' : field, message: NUL_MESSAGE })),
        NUL_MESSAGE,
      );
  });
}
