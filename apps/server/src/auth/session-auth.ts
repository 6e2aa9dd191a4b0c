import { normaliseMobile } from '@nivesh/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { UnauthorizedError } from '../http/api-errors';
import type { AuthenticatedSession, SessionService } from './session.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the `requireSession` pre-handler on routes that need a signed-in user. */
    session: AuthenticatedSession | null;
  }
  interface FastifyContextConfig {
    /** The answer depends on who asks (session or premium endpoints): never cached for everyone. */
    personal?: boolean;
  }
}

interface Credentials {
  readonly token: string;
  /** Present for the spec's `mobile` + `web_token` query form: must belong to the token's user. */
  readonly mobile: string | null;
}

function readCredentials(request: FastifyRequest): Credentials | null {
  const header = request.headers.authorization;
  if (typeof header === 'string') {
    const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
    if (match?.[1]) return { token: match[1], mobile: null };
  }
  // Read the raw query string so this works whatever query schema the route declares.
  const query = new URL(request.url, 'http://localhost').searchParams;
  const token = query.get('web_token');
  if (token) {
    const mobile = normaliseMobile(query.get('mobile') ?? '');
    // The query form must name the mobile too: a token alone is not enough in this form.
    return { token, mobile: mobile ?? '' };
  }
  // The spec's form posts (Payment/paymentDetails…) carry mobile and web_token in the body; the
  // mobile, when given, must be the session's.
  const body: unknown = request.body;
  if (typeof body !== 'object' || body === null || !('web_token' in body)) return null;
  const bodyToken = body.web_token;
  if (typeof bodyToken !== 'string' || !bodyToken) return null;
  const bodyMobile = 'mobile' in body && typeof body.mobile === 'string' ? body.mobile : '';
  return { token: bodyToken, mobile: bodyMobile === '' ? null : (normaliseMobile(bodyMobile) ?? '') };
}

export type RequireSession = (request: FastifyRequest) => Promise<void>;

/**
 * Decorates requests with `session` and returns the pre-handler that demands one: a Bearer header,
 * the spec's `mobile` + `web_token` query parameters, or the same two fields of a posted body.
 */
export function registerSessionAuth(app: FastifyInstance, sessions: SessionService): RequireSession {
  app.decorateRequest('session', null);
  return async (request) => {
    const credentials = readCredentials(request);
    if (!credentials) throw new UnauthorizedError();
    const session = await sessions.authenticate(credentials.token);
    if (!session) throw new UnauthorizedError();
    if (credentials.mobile !== null && credentials.mobile !== session.user.mobile)
      throw new UnauthorizedError();
    request.session = session;
  };
}

/** The session a `requireSession` route runs with; a route without the guard is a bug. */
export function sessionOf(request: FastifyRequest): AuthenticatedSession {
  if (!request.session) throw new UnauthorizedError();
  return request.session;
}
