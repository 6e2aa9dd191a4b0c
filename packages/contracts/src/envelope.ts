import { z } from 'zod';

/**
 * API v3 envelope (ARCHITECTURE §4): success is `{ status: 1, message, ...payload }` with HTTP 200;
 * a business-rule refusal is `{ status: 0, message }` with HTTP 200; malformed input is HTTP 400
 * with `errors`; a missing or expired session is HTTP 401.
 */
export const refusalSchema = z.object({ status: z.literal(0), message: z.string() });
export type Refusal = z.infer<typeof refusalSchema>;

export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** Body of HTTP 400 (malformed input), 401, 404 and 5xx answers. */
export const errorBodySchema = z.object({
  status: z.literal(0),
  message: z.string(),
  errors: z.array(fieldErrorSchema).optional(),
  requestId: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Builds the schema of a success answer carrying `payload` next to status and message. */
export function okSchema<T extends z.ZodRawShape>(payload: T) {
  return z.object({ status: z.literal(1), message: z.string(), ...payload });
}

/** A success answer or a business-rule refusal: what most endpoints return with HTTP 200. */
export function answerSchema<T extends z.ZodRawShape>(payload: T) {
  return z.discriminatedUnion('status', [okSchema(payload), refusalSchema]);
}

/** Success schema (web client) and success-or-refusal schema (server) of one endpoint. */
export function endpointSchemas<T extends z.ZodRawShape>(payload: T) {
  return { ok: okSchema(payload), answer: answerSchema(payload) };
}

/** Identity parameters the web app adds to every call; public endpoints accept and ignore them. */
export const publicQuery = { mobile: z.string().optional(), web_token: z.string().optional() };

export const API_PREFIX = '/api/v3';
