export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please login again.';
export const INTERNAL_ERROR_MESSAGE = 'Something went wrong. Please try again.';
export const INVALID_REQUEST_MESSAGE = 'Invalid request';

/** A missing, expired, revoked or unknown session: answered with HTTP 401. */
export class UnauthorizedError extends Error {
  readonly statusCode = 401;
  constructor(message = SESSION_EXPIRED_MESSAGE) {
    super(message);
    this.name = 'UnauthorizedError';
  }
}

/** Malformed input found after schema validation (e.g. a JSON string parameter): HTTP 400. */
export class BadRequestError extends Error {
  readonly statusCode = 400;
  constructor(
    readonly errors: Array<{ field: string; message: string }>,
    message = INVALID_REQUEST_MESSAGE,
  ) {
    super(message);
    this.name = 'BadRequestError';
  }
}
