import type { FastifyRequest } from 'fastify';
import type { AuthenticatedSession } from '../auth/session.service';
import type { RequireSession } from '../auth/session-auth';
import { UnauthorizedError } from '../http/api-errors';

/** The request's session when it carries a live one, else null (public pages that adapt to the user). */
export async function optionalSession(
  request: FastifyRequest,
  requireSession: RequireSession,
): Promise<AuthenticatedSession | null> {
  try {
    await requireSession(request);
    return request.session;
  } catch (error) {
    if (error instanceof UnauthorizedError) return null;
    throw error;
  }
}
