import { type Endpoint, endpointUrl, type FieldError } from '@nivesh/contracts';
import type { z } from 'zod';
import { currentLanguage } from '@/lib/i18n';
import { clearUserData, getUserData } from '@/lib/session/userdata-store';

/** A refusal the user can act on: `{status: 0, message}` (HTTP 200), or malformed input (HTTP 400). */
export interface ApiRefusal {
  readonly status: 0;
  readonly message: string;
  readonly errors?: readonly FieldError[];
  /** The refusal's body as sent, for answers that carry more than a message (a screen error's position). */
  readonly body?: Readonly<Record<string, unknown>>;
}

export type ApiErrorKind = 'network' | 'unauthorized' | 'rate-limited' | 'server' | 'invalid-response';

/** A failure that is not a business answer: no connection, session gone, server fault. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly httpStatus: number | null;

  constructor(kind: ApiErrorKind, message: string, httpStatus: number | null = null) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.httpStatus = httpStatus;
  }
}

export const NETWORK_MESSAGE = 'Could not reach Nivesh. Check your connection and try again.';
export const SERVER_MESSAGE = 'There is something going wrong,please try again';
export const SESSION_MESSAGE = 'Your session has expired. Please sign in again.';
export const RATE_LIMIT_MESSAGE = 'Too many attempts. Please wait a moment and try again.';

type UnauthorizedHandler = () => void;

let onUnauthorized: UnauthorizedHandler = () => {
  window.location.assign('/login/');
};

/** The app passes its router's navigate here so a 401 does not reload the page. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
}

type QueryValue = string | number | boolean | undefined;

/** The session's Bearer header (none when signed out). */
export function authHeaders(): Record<string, string> {
  const token = getUserData()?.web_token;
  return token ? { Authorization: `Bearer ${token}` } : {};
}

interface ApiRequest<S extends z.ZodType> {
  /** The endpoint's URL path (`endpointUrl(definition)`). */
  readonly url: string;
  readonly method: 'GET' | 'POST';
  readonly query: Readonly<Record<string, QueryValue>>;
  readonly body?: unknown;
  /** An HTML-form post (`application/x-www-form-urlencoded`), instead of a JSON `body`. */
  readonly form?: Readonly<Record<string, string>>;
  /** Schema of the answer. */
  readonly schema: S;
  readonly signal?: AbortSignal;
  /** An endpoint that answers "not yours / no such record" with HTTP 404 and a refusal (`alsoAnswers`). */
  readonly notFoundIsRefusal?: boolean;
}

function withQuery(url: string, query: Readonly<Record<string, QueryValue>>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return `${url}${search ? `?${search}` : ''}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Field errors as a list of `{field, message}`, or as a record of field → message (the order forms). */
function fieldErrorsOf(value: unknown): FieldError[] | undefined {
  if (Array.isArray(value))
    return value.filter(
      (e): e is FieldError => isRecord(e) && typeof e.field === 'string' && typeof e.message === 'string',
    );
  if (!isRecord(value)) return undefined;
  return Object.entries(value).flatMap(([field, message]) =>
    typeof message === 'string' ? [{ field, message }] : [],
  );
}

function toRefusal(body: unknown, fallback: string): ApiRefusal {
  if (!isRecord(body)) return { status: 0, message: fallback };
  const message = typeof body.message === 'string' && body.message ? body.message : fallback;
  const errors = fieldErrorsOf(body.errors);
  const refusal: ApiRefusal = errors ? { status: 0, message, errors } : { status: 0, message };
  return Object.keys(body).some((k) => k !== 'status' && k !== 'message' && k !== 'errors')
    ? { ...refusal, body }
    : refusal;
}

/**
 * Calls API v3 and returns the parsed envelope: the success answer (validated by `schema`) or a
 * refusal. Throws ApiError for network failures, 401 (after signing out), 429 and 5xx.
 */
async function apiRequest<S extends z.ZodType>(request: ApiRequest<S>): Promise<z.output<S> | ApiRefusal> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    // The server answers its messages (refusals, validation) in the page's language.
    'Accept-Language': currentLanguage(),
    ...authHeaders(),
  };
  const method = request.method;
  let body: string | undefined;
  if (request.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(request.body);
  } else if (request.form !== undefined) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(request.form).toString();
  }

  let response: Response;
  try {
    response = await fetch(withQuery(request.url, request.query), {
      method,
      headers,
      body,
      signal: request.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError('network', NETWORK_MESSAGE);
  }

  let json: unknown = null;
  try {
    json = await response.json();
  } catch {
    json = null;
  }

  if (response.status === 401) {
    clearUserData();
    onUnauthorized();
    throw new ApiError('unauthorized', SESSION_MESSAGE, 401);
  }
  if (response.status === 429)
    throw new ApiError('rate-limited', toRefusal(json, RATE_LIMIT_MESSAGE).message, 429);
  if (response.status === 400) return toRefusal(json, SERVER_MESSAGE);
  if (response.status === 404 && request.notFoundIsRefusal && isRecord(json) && json.status === 0)
    return toRefusal(json, SERVER_MESSAGE);
  if (!response.ok) throw new ApiError('server', SERVER_MESSAGE, response.status);

  if (isRecord(json) && json.status === 0) return toRefusal(json, SERVER_MESSAGE);
  const parsed = request.schema.safeParse(json);
  if (!parsed.success) throw new ApiError('invalid-response', SERVER_MESSAGE, response.status);
  return parsed.data;
}

export function isRefusal(answer: unknown): answer is ApiRefusal {
  return isRecord(answer) && answer.status === 0;
}

/** The answer when it is a success (not a refusal). */
export function answerOf<A>(data: A | ApiRefusal | undefined): A | undefined {
  return data === undefined || isRefusal(data) ? undefined : data;
}

/** A message to show for any error thrown while calling the API. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return SERVER_MESSAGE;
}

/** The success part of an answer schema's output. */
export type OkOf<A extends z.ZodType> = Exclude<z.output<A>, { readonly status: 0 }>;

export interface EndpointCall<Q extends z.ZodType, B extends z.ZodType> {
  /** Query parameters, typed by the definition (undefined values are left out). */
  readonly query?: z.input<Q>;
  /** The body of a POST, typed by the definition (sent as JSON or as an HTML form, as it says). */
  readonly body?: z.input<B>;
  readonly signal?: AbortSignal;
}

function queryValues(query: unknown): Record<string, QueryValue> {
  const values: Record<string, QueryValue> = {};
  if (!isRecord(query)) return values;
  for (const [key, value] of Object.entries(query)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      values[key] = value;
  }
  return values;
}

function formValues(body: unknown): Record<string, string> {
  const values: Record<string, string> = {};
  if (!isRecord(body)) return values;
  for (const [key, value] of Object.entries(body)) {
    if (value !== undefined && value !== null) values[key] = String(value);
  }
  return values;
}

function isOk<T>(answer: T | ApiRefusal): answer is Exclude<T, { readonly status: 0 }> {
  return !isRefusal(answer);
}

/**
 * Calls one endpoint of the registry (`@nivesh/contracts` ENDPOINT_AREAS): its method, path, body
 * kind and answer schema come from the definition, the parameters are typed by it. Returns the
 * success answer or a refusal; throws ApiError for network failures, 401, 429 and 5xx.
 */
export async function callEndpoint<Q extends z.ZodType, B extends z.ZodType, A extends z.ZodType>(
  definition: Endpoint<Q, B, A>,
  call: EndpointCall<Q, B> = {},
): Promise<OkOf<A> | ApiRefusal> {
  const answer = await apiRequest({
    url: endpointUrl(definition),
    method: definition.method,
    query: queryValues(call.query),
    ...(definition.method === 'POST'
      ? definition.bodyKind === 'form'
        ? { form: formValues(call.body) }
        : { body: call.body ?? {} }
      : {}),
    schema: definition.answer,
    signal: call.signal,
    notFoundIsRefusal: definition.alsoAnswers.includes(404),
  });
  if (isRefusal(answer)) return answer;
  if (isOk(answer)) return answer;
  throw new ApiError('invalid-response', SERVER_MESSAGE);
}

/**
 * The URL of a GET endpoint with its typed query (undefined values left out), for answers that are
 * not the JSON envelope (a file) and are fetched directly.
 */
export function endpointUrlWithQuery<Q extends z.ZodType, B extends z.ZodType, A extends z.ZodType>(
  definition: Endpoint<Q, B, A>,
  query: z.input<Q>,
): string {
  return withQuery(endpointUrl(definition), queryValues(query));
}

/**
 * Sends a JSON POST endpoint's body as a beacon, for reports the page does not wait for (web
 * vitals): `navigator.sendBeacon` (which outlives the page being hidden or closed), else `fetch`
 * with `keepalive`. The body is checked with the definition's schema first, so the server is never
 * sent what it would refuse; nothing is read back, nothing is thrown or logged. True when queued.
 */
export function sendEndpointBeacon<Q extends z.ZodType, B extends z.ZodType, A extends z.ZodType>(
  definition: Endpoint<Q, B, A>,
  body: z.input<B>,
): boolean {
  if (definition.method !== 'POST' || definition.bodyKind !== 'json') return false;
  if (!definition.body.safeParse(body).success) return false;
  const url = endpointUrl(definition);
  const json = JSON.stringify(body);
  try {
    if (typeof navigator.sendBeacon === 'function')
      return navigator.sendBeacon(url, new Blob([json], { type: 'application/json' }));
    void fetch(url, {
      method: 'POST',
      keepalive: true,
      headers: { 'Content-Type': 'application/json' },
      body: json,
    }).catch(() => {});
    return true;
  } catch {
    return false;
  }
}
