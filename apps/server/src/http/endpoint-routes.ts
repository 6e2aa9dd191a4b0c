import { type Endpoint, endpointUrl, noInput } from '@nivesh/contracts';
import type {
  FastifyInstance,
  FastifyRequest,
  FastifyTypeProviderDefault,
  preHandlerAsyncHookHandler,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteHandlerMethod,
} from 'fastify';
import type { z } from 'zod';
import type { RequireSession } from '../auth/session-auth';
import { UnauthorizedError } from './api-errors';

/**
 * What the definitions' gates need (built once in app.ts): the session guard, the premium gate of a
 * feature, the operator's guard and the sign-in rate limit.
 */
export interface EndpointGates {
  readonly requireSession: RequireSession;
  readonly requireTier: (featureKey: string) => preHandlerAsyncHookHandler;
  readonly requireOperator: (request: FastifyRequest) => Promise<void>;
  readonly loginRateLimitPerMinute: number;
}

type QueryOf<E> = E extends Endpoint<infer Q, z.ZodType, z.ZodType> ? z.output<Q> : never;
type BodyOf<E> = E extends Endpoint<z.ZodType, infer B, z.ZodType> ? z.output<B> : never;
/** What a handler returns: the answer as the schema takes it (serialised and checked by it). */
type ReplyOf<E> = E extends Endpoint<z.ZodType, z.ZodType, infer A> ? z.input<A> : never;

export interface EndpointRequestTypes<E> {
  Querystring: QueryOf<E>;
  Body: BodyOf<E>;
  Reply: ReplyOf<E>;
}

/**
 * The handler of an endpoint: the only thing an area writes. It returns the answer (typed by the
 * definition's answer schema), or takes the reply itself (a file, another status).
 */
export type EndpointHandler<E> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  EndpointRequestTypes<E>
>;

const refuseSignedOut = async (): Promise<void> => {
  throw new UnauthorizedError();
};

/** Gates where only the given ones admit anybody (a test app, the import plugin's operator guard). */
export function gatesAdmitting(admitting: Partial<EndpointGates>): EndpointGates {
  return {
    requireSession: refuseSignedOut,
    requireTier: () => refuseSignedOut,
    requireOperator: refuseSignedOut,
    loginRateLimitPerMinute: 30,
    ...admitting,
  };
}

function preHandlersOf(definition: Endpoint, gates: EndpointGates): preHandlerAsyncHookHandler[] {
  if (definition.premiumFeature !== null) return [gates.requireTier(definition.premiumFeature)];
  if (definition.access === 'session') return [gates.requireSession];
  return [];
}

function responsesOf(definition: Endpoint): Record<number, z.ZodType> | undefined {
  if (definition.answerKind !== 'json') return undefined;
  const responses: Record<number, z.ZodType> = { 200: definition.answer };
  for (const status of definition.alsoAnswers) responses[status] = definition.answer;
  return responses;
}

/**
 * Registers one endpoint from its definition: method, URL, query/body/answer schemas, the session,
 * premium or operator gate and the sign-in rate limit all come from the definition.
 */
export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  gates: EndpointGates,
  definition: E,
  handler: EndpointHandler<E>,
): void {
  const responses = responsesOf(definition);
  const hasBody =
    definition.method === 'POST' && definition.bodyKind !== 'raw' && definition.body !== noInput;
  app.withTypeProvider<FastifyTypeProviderDefault>().route<EndpointRequestTypes<E>>({
    method: definition.method,
    url: endpointUrl(definition),
    schema: {
      querystring: definition.query,
      ...(hasBody ? { body: definition.body } : {}),
      ...(responses ? { response: responses } : {}),
    },
    // The operator's token is checked before the body is read (an upload may be large).
    onRequest: definition.access === 'operator' ? [gates.requireOperator] : [],
    // Before validation: a caller without a session learns nothing about the input rules.
    preValidation: preHandlersOf(definition, gates),
    config: {
      // An answer that depends on who asks (a session's, or a premium one behind its gate) is never
      // shared: the market plugin's tick cache, whose hooks run before a route's gate, skips it.
      personal: definition.access !== 'public' || definition.premiumFeature !== null,
      ...(definition.loginRateLimit
        ? { rateLimit: { max: gates.loginRateLimitPerMinute, timeWindow: '1 minute' } }
        : {}),
    },
    handler,
  });
}

/** `registerEndpoint` bound to one plugin scope and the gates: `route(definition, handler)`. */
export function endpointRouter(app: FastifyInstance, gates: EndpointGates) {
  return <E extends Endpoint>(definition: E, handler: EndpointHandler<E>) =>
    registerEndpoint(app, gates, definition, handler);
}
