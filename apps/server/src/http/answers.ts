/**
 * The one helper set for answers (issue 13 §6). Routes answer in the v3 envelope: `ok` (status 1,
 * a message and the payload) or `refuse` (HTTP 200, status 0 and a message the user can act on).
 * Services return an `Outcome`: `success` with a value or `failure` with the refusal's message.
 */
export interface Refusal {
  readonly status: 0;
  readonly message: string;
}

export function refuse(message: string): Refusal {
  return { status: 0, message };
}

/**
 * The refusal of a record that is not the caller's (or does not exist): HTTP 404 with the v3
 * refusal, for endpoints that declare `alsoAnswers: [404]` (the web client reads it as a refusal).
 */
export function refuseNotFound(reply: { code(statusCode: number): unknown }, message: string): Refusal {
  reply.code(404);
  return refuse(message);
}

export function isRefusal(value: unknown): value is Refusal {
  return typeof value === 'object' && value !== null && 'status' in value && value.status === 0;
}

/** A successful v3 answer: status 1, its message and the payload's fields. */
export function ok<T extends object>(message: string, payload: T): { status: 1; message: string } & T {
  return { status: 1 as const, message, ...payload };
}

/** Services return either a value or a refusal; routes turn both into the v3 envelope. */
export type Outcome<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly message: string };

export function success<T>(value: T): Outcome<T> {
  return { ok: true, value };
}

export function failure<T>(message: string): Outcome<T> {
  return { ok: false, message };
}
