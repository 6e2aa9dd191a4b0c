import { get, okSchema, post, refusalSchema } from '@nivesh/contracts';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { getUserData, saveUserData } from '@/lib/session/userdata-store';
import { mockApi } from '@/test/mock-api';
import { ApiError, callEndpoint, setUnauthorizedHandler } from './api-client';

const answer = z.union([okSchema({ value: z.number() }), refusalSchema]);
/** A test endpoint (not in the registry): GET `Test/<action>` with optional `a` and `skip`. */
const testGet = (action: string) =>
  get({
    path: `Test/${action}`,
    summary: 'test',
    query: z.object({ a: z.number().optional(), skip: z.string().optional() }),
    answer,
  });
const testForm = post({
  path: 'Test/form',
  summary: 'test',
  body: z.object({ quantity: z.string(), symbol: z.string() }),
  bodyKind: 'form',
  answer,
});

describe('api client', () => {
  it('sends the bearer token and returns the parsed success answer', async () => {
    saveUserData({ mobile: '9876543210', web_token: 'secret', user_name: 'Asha' });
    const fetch = mockApi({ 'Test/ok': () => ({ body: { status: 1, message: 'ok', value: 3 } }) });
    const answer = await callEndpoint(testGet('ok'), { query: { a: 1, skip: undefined } });
    expect(answer).toEqual({ status: 1, message: 'ok', value: 3 });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/v3/Test/ok?a=1');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer secret');
  });

  it('posts an HTML form url-encoded', async () => {
    const fetch = mockApi({ 'Test/form': () => ({ body: { status: 1, message: 'ok', value: 1 } }) });
    await callEndpoint(testForm, { body: { quantity: '10', symbol: 'M&M' } });
    const [, init] = fetch.mock.calls[0] ?? [];
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(init?.body).toBe('quantity=10&symbol=M%26M');
  });

  it('returns refusals (status 0, and HTTP 400 with field errors) for the UI to show', async () => {
    mockApi({
      'Test/refuse': () => ({ body: { status: 0, message: 'Not allowed' } }),
      'Test/bad': () => ({
        status: 400,
        body: { status: 0, message: 'Invalid input', errors: [{ field: 'email', message: 'Bad email' }] },
      }),
    });
    expect(await callEndpoint(testGet('refuse'))).toEqual({
      status: 0,
      message: 'Not allowed',
    });
    expect(await callEndpoint(testGet('bad'))).toEqual({
      status: 0,
      message: 'Invalid input',
      errors: [{ field: 'email', message: 'Bad email' }],
    });
  });

  it('on HTTP 401 clears userdata and goes to /login/', async () => {
    saveUserData({ mobile: '9876543210', web_token: 'expired', user_name: 'Asha' });
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    mockApi({ 'Test/private': () => ({ status: 401, body: { status: 0, message: 'Session expired' } }) });
    await expect(callEndpoint(testGet('private'))).rejects.toMatchObject({
      kind: 'unauthorized',
    });
    expect(getUserData()).toBeNull();
    expect(window.localStorage.getItem('userdata')).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('turns a network failure into a typed error', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const failure = await callEndpoint(testGet('ok')).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ kind: 'network' });
  });

  it('reports rate limiting and server faults as typed errors', async () => {
    mockApi({
      'Test/busy': () => ({ status: 429, body: { status: 0, message: 'Slow down' } }),
      'Test/fault': () => ({ status: 500, body: { status: 0, message: 'Internal' } }),
    });
    await expect(callEndpoint(testGet('busy'))).rejects.toMatchObject({
      kind: 'rate-limited',
      message: 'Slow down',
    });
    await expect(callEndpoint(testGet('fault'))).rejects.toMatchObject({ kind: 'server' });
  });
});
