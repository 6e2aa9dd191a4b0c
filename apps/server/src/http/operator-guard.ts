import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { UnauthorizedError } from './api-errors';

export const OPERATOR_TOKEN_REQUIRED_MESSAGE = 'An operator token is required';
export const OPERATOR_ENDPOINTS_DISABLED_MESSAGE =
  'Operator endpoints are disabled on this server: set OPERATOR_TOKEN';

export interface OperatorGuardMessages {
  /** Said to a caller without one of the tokens. */
  readonly refused: string;
  /** Said to every caller when no token is configured. */
  readonly disabled: string;
}

const GENERAL_MESSAGES: OperatorGuardMessages = {
  refused: OPERATOR_TOKEN_REQUIRED_MESSAGE,
  disabled: OPERATOR_ENDPOINTS_DISABLED_MESSAGE,
};

function bearerOf(request: FastifyRequest): Buffer {
  return Buffer.from(/^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '');
}

/**
 * The operator's gate: `Authorization: Bearer <token>` against any of the configured tokens
 * (OPERATOR_TOKEN, and MARKET_DATA_IMPORT_TOKEN, its older name), compared in constant time. With
 * no token configured every caller is refused with `messages.disabled`.
 */
export function operatorGuard(
  tokens: readonly string[],
  messages: OperatorGuardMessages = GENERAL_MESSAGES,
): (request: FastifyRequest) => Promise<void> {
  const expected = tokens.map((token) => Buffer.from(token));
  return async (request) => {
    if (expected.length === 0) throw new UnauthorizedError(messages.disabled);
    const given = bearerOf(request);
    // Every token is compared, so the time taken does not say which one came close.
    let admitted = false;
    for (const token of expected)
      if (given.length === token.length && timingSafeEqual(given, token)) admitted = true;
    if (!admitted) throw new UnauthorizedError(messages.refused);
  };
}
