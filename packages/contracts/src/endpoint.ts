import { z } from 'zod';
import { API_PREFIX } from './envelope';

/**
 * One API v3 endpoint, defined once (docs/decisions/0009-one-definition-per-endpoint.md): the
 * server registers its route from this object (schemas, session and tier gate) and the web calls it
 * through the typed client that takes the same object. The OpenAPI document is generated from the
 * list of every definition (`ENDPOINTS`).
 */
export type HttpMethod = 'GET' | 'POST';

/**
 * Who may call it: anyone; a signed-in user (Bearer header, or the spec's `mobile` + `web_token`
 * in the query or the body); the operator (a bearer token from the server's configuration).
 */
export type EndpointAccess = 'public' | 'session' | 'operator';

/** How a POST carries its body: JSON, an HTML form (`application/x-www-form-urlencoded`), or raw bytes. */
export type BodyKind = 'json' | 'form' | 'raw';

/** What a 200 answer is, when it is not the JSON envelope. */
export type AnswerKind = 'json' | 'file' | 'text';

/** The input schema of an endpoint without query parameters (or without a body). */
export const noInput = z.object({});
export type NoInput = typeof noInput;

export interface Endpoint<
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  A extends z.ZodType = z.ZodType,
> {
  readonly method: HttpMethod;
  /** `<Controller>/<action>`, spelled as the specification spells it. */
  readonly path: string;
  /** One line for the API reference. */
  readonly summary: string;
  /** Query parameters (an object schema; `noInput` when none). */
  readonly query: Q;
  /** The body of a POST (an object schema; `noInput` when none). */
  readonly body: B;
  readonly bodyKind: BodyKind;
  /** The HTTP 200 answer: usually the envelope's success-or-refusal union. */
  readonly answer: A;
  readonly answerKind: AnswerKind;
  readonly access: EndpointAccess;
  /**
   * The premium feature key (the subscription feature table) whose tiers open this endpoint; the
   * server gates it with `requireTier(feature)`, and the feature table lists a feature as included
   * in a paid tier only when an endpoint carries its gate.
   */
  readonly premiumFeature: string | null;
  /** The stricter per-IP limit of the sign-in endpoints. */
  readonly loginRateLimit: boolean;
  /** Other HTTP statuses that carry the same answer schema (health's 503, the webhook's 400). */
  readonly alsoAnswers: readonly number[];
}

interface CommonSpec<A extends z.ZodType> {
  readonly path: string;
  readonly summary: string;
  readonly answer: A;
  readonly answerKind?: AnswerKind;
  readonly access?: EndpointAccess;
  readonly premiumFeature?: string;
  readonly loginRateLimit?: boolean;
  readonly alsoAnswers?: readonly number[];
}

function common<A extends z.ZodType>(spec: CommonSpec<A>) {
  return {
    path: spec.path,
    summary: spec.summary,
    answer: spec.answer,
    answerKind: spec.answerKind ?? 'json',
    access: spec.access ?? 'public',
    premiumFeature: spec.premiumFeature ?? null,
    loginRateLimit: spec.loginRateLimit ?? false,
    alsoAnswers: spec.alsoAnswers ?? [],
  } as const;
}

/** A GET endpoint: its query schema (`noInput` when it takes none) and its answer. */
export function get<Q extends z.ZodType, A extends z.ZodType>(
  spec: CommonSpec<A> & { readonly query: Q },
): Endpoint<Q, NoInput, A> {
  return { ...common(spec), method: 'GET', query: spec.query, body: noInput, bodyKind: 'json' };
}

/**
 * A POST endpoint: its body schema (JSON by default, or an HTML form, or raw bytes), its answer, and
 * its query schema when it also takes query parameters (`noInput` otherwise).
 */
export function post<B extends z.ZodType, A extends z.ZodType>(
  spec: CommonSpec<A> & { readonly body: B; readonly bodyKind?: BodyKind },
): Endpoint<NoInput, B, A>;
export function post<Q extends z.ZodType, B extends z.ZodType, A extends z.ZodType>(
  spec: CommonSpec<A> & { readonly body: B; readonly bodyKind?: BodyKind; readonly query: Q },
): Endpoint<Q, B, A>;
export function post(
  spec: CommonSpec<z.ZodType> & {
    readonly body: z.ZodType;
    readonly bodyKind?: BodyKind;
    readonly query?: z.ZodType;
  },
): Endpoint {
  return {
    ...common(spec),
    method: 'POST',
    query: spec.query ?? noInput,
    body: spec.body,
    bodyKind: spec.bodyKind ?? 'json',
  };
}

/** The URL path of an endpoint: `/api/v3/<Controller>/<action>`. */
export function endpointUrl(definition: Pick<Endpoint, 'path'>): string {
  return `${API_PREFIX}/${definition.path}`;
}

/** What the caller passes as query parameters: the input of the definition's query schema. */
export type EndpointQuery<E> = E extends Endpoint<infer Q, z.ZodType, z.ZodType> ? z.input<Q> : never;
