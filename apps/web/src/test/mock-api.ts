import { vi } from 'vitest';

export interface MockAnswer {
  readonly status?: number;
  readonly body: unknown;
}

type Handler = (url: URL, init: RequestInit | undefined) => MockAnswer;

/** Replaces fetch: `handlers` is keyed by `<Controller>/<action>`; anything else answers 404. */
export function mockApi(handlers: Readonly<Record<string, Handler>>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(raw, 'http://localhost');
    const endpoint = url.pathname.replace(/^\/api\/v3\//, '');
    const handler = handlers[endpoint];
    const answer = handler ? handler(url, init) : { status: 404, body: { status: 0, message: 'Not found' } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
}

/** The query strings the app called the mocked API with, oldest first. */
export function requestedQueries(fetch: ReturnType<typeof mockApi>): URLSearchParams[] {
  return fetch.mock.calls.map(([input]) => {
    const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    return new URL(raw, 'http://localhost').searchParams;
  });
}
