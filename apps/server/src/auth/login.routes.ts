import { accountEndpoints, registerUserData } from '@nivesh/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { refuse } from '../http/answers';
import { BadRequestError } from '../http/api-errors';
import { type EndpointGates, endpointRouter } from '../http/endpoint-routes';
import type { OtpService } from './otp.service';
import type { SessionService } from './session.service';
import { sessionOf } from './session-auth';
import { type Registration, SIGN_IN_MESSAGES, type SignInService } from './sign-in.service';

export interface LoginRoutesOptions {
  readonly gates: EndpointGates;
  readonly otp: OtpService;
  readonly signIn: SignInService;
  readonly sessions: SessionService;
}

/** Parses the spec's `userdata` JSON string parameter; malformed input is a 400 with fields. */
function parseUserdataParam(raw: string): Registration {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new BadRequestError([{ field: 'userdata', message: 'userdata must be a JSON object' }]);
  }
  const parsed = registerUserData.safeParse(json);
  if (!parsed.success) {
    throw new BadRequestError(
      parsed.error.issues.map((issue) => ({
        field: issue.path.join('.') || 'userdata',
        message: issue.message,
      })),
    );
  }
  return parsed.data;
}

/** Sign-in endpoints under /api/v3/login (contracts/auth.ts). */
export const loginRoutes: FastifyPluginAsync<LoginRoutesOptions> = async (app, options) => {
  const route = endpointRouter(app, options.gates);
  const { otp, signIn, sessions } = options;
  // Stricter per-IP limit for the endpoints an attacker would hammer.

  route(accountEndpoints.sendOtp, async (request) => {
    const { mobile } = request.query;
    const sent = await otp.send(mobile, request.ip, isLocalUser(request));
    if (!sent.ok) return refuse(sent.message);
    return {
      status: 1 as const,
      message: 'OTP sent',
      mobile,
      registered: await signIn.isRegistered(mobile),
      ...sent.value,
    };
  });

  route(accountEndpoints.validateMobile, async (request) => {
    const { mobile } = request.query;
    const registered = await signIn.isRegistered(mobile);
    return {
      status: 1 as const,
      message: registered ? 'Registered' : 'Not registered',
      mobile,
      registered,
    };
  });

  route(accountEndpoints.validateEmail, async (request) => {
    const { email } = request.query;
    if (!(await signIn.isEmailAvailable(email))) return refuse(SIGN_IN_MESSAGES.emailTaken);
    return { status: 1 as const, message: 'Email is available', email, available: true as const };
  });

  route(accountEndpoints.validateOtp, async (request) => {
    const outcome = await signIn.validateOtp(request.query.mobile, request.query.otp);
    if (!outcome.ok) return refuse(outcome.message);
    const message = outcome.value.registered ? SIGN_IN_MESSAGES.signedIn : SIGN_IN_MESSAGES.verifiedNewNumber;
    return { status: 1 as const, message, ...outcome.value };
  });

  const register = async (data: Registration) => {
    const outcome = await signIn.register(data);
    if (!outcome.ok) return refuse(outcome.message);
    return { status: 1 as const, message: SIGN_IN_MESSAGES.registered, userdata: outcome.value };
  };

  route(accountEndpoints.registerUser, async (request) =>
    register(parseUserdataParam(request.query.userdata)),
  );

  route(accountEndpoints.registerUserPost, async (request) => register(request.body));

  route(accountEndpoints.googleLogin, async (request) => {
    const outcome = await signIn.googleLogin(request.body.credential);
    if (!outcome.ok) return refuse(outcome.message);
    const message = outcome.value.registered ? SIGN_IN_MESSAGES.signedIn : SIGN_IN_MESSAGES.googleNew;
    return { status: 1 as const, message, ...outcome.value };
  });

  route(accountEndpoints.logout, async (request) => {
    await sessions.revoke(sessionOf(request).sessionId);
    return { status: 1 as const, message: 'Signed out' };
  });
};

/** True for a TCP peer on this machine; X-Forwarded-For cannot fake it. */
/** Headers a reverse proxy adds: a request carrying one came through a proxy, not from this machine's user. */
const PROXY_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip', 'via', 'x-forwarded-host'];

/** A caller on this machine talking to the server directly (not through a proxy on this machine). */
function isLocalUser(request: FastifyRequest): boolean {
  return (
    isLoopback(request.socket.remoteAddress) &&
    PROXY_HEADERS.every((header) => request.headers[header] === undefined)
  );
}

export function isLoopback(address: string | undefined): boolean {
  return address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';
}
