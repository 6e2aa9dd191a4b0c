import { ENDPOINTS, type Endpoint, endpointUrl } from '@nivesh/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerUser } from '../testing/test-app';
import { useTestApp } from '../testing/test-app-lifecycle';
import { createTestMarket, TEST_MARKET_SEED } from '../testing/test-market';

// The real app over the test market, with the rate limits raised so every request reaches its route.
const m = useTestApp('pglite', async () => ({
  market: createTestMarket().market,
  env: {
    MARKET_SEED: TEST_MARKET_SEED,
    RATE_LIMIT_PER_MINUTE: '1000000',
    LOGIN_RATE_LIMIT_PER_MINUTE: '1000000',
  },
}));
let token = '';

/** The names of an input schema's fields (query parameters or body fields). */
function fieldsOf(schema: z.ZodType): string[] {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  return typeof json.properties === 'object' && json.properties !== null ? Object.keys(json.properties) : [];
}

/** What a careless or hostile caller sends: every field missing, empty, huge, negative, NaN, … */
const VALUES: Readonly<Record<string, unknown>> = {
  empty: '',
  huge: '9'.repeat(400),
  hugeText: 'x'.repeat(20_000),
  negative: '-2147483649',
  nan: 'NaN',
  float: '1e308',
  unicode: 'नमस्ते ₹ 🙂 \u202e',
  nul: 'a\u0000b',
  nested: { a: { b: [1, { c: null }] } },
  array: ['1', '2'],
};

type Variant = { readonly name: string; readonly input: Record<string, unknown> };

function variantsOf(fields: readonly string[]): Variant[] {
  const variants: Variant[] = [{ name: 'missing', input: {} }];
  for (const [name, value] of Object.entries(VALUES))
    variants.push({ name, input: Object.fromEntries(fields.map((f) => [f, value])) });
  return variants;
}

/** A query string of the input; an object value becomes bracketed keys, an array repeats the key. */
function queryString(input: Record<string, unknown>): string {
  const params = new URLSearchParams();
  const add = (key: string, value: unknown): void => {
    if (Array.isArray(value)) for (const v of value) add(key, v);
    else if (typeof value === 'object' && value !== null)
      for (const [k, v] of Object.entries(value)) add(`${key}[${k}]`, v);
    else params.append(key, String(value));
  };
  for (const [key, value] of Object.entries(input)) add(key, value);
  return params.toString();
}

async function send(e: Endpoint, input: Record<string, unknown>, signedIn: boolean) {
  const headers: Record<string, string> = signedIn ? { authorization: `Bearer ${token}` } : {};
  if (e.method === 'GET') {
    const search = queryString(input);
    return m.t.app.inject({ method: 'GET', url: `${endpointUrl(e)}${search ? `?${search}` : ''}`, headers });
  }
  if (e.bodyKind === 'form')
    return m.t.app.inject({
      method: 'POST',
      url: endpointUrl(e),
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: queryString(input),
    });
  return m.t.app.inject({
    method: 'POST',
    url: `${endpointUrl(e)}?${queryString(input)}`,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify(input),
  });
}

describe('no endpoint answers HTTP 500 to malformed input', () => {
  // The heavy runs (a back-test, a user strategy's performance) are cached per request, so the
  // variants that pass validation cost one run each.
  it('every endpoint, every field missing, empty, huge, negative, NaN, unicode, NUL, nested or repeated', async () => {
    token = await registerUser(m.t, { mobile: '9876500013', email: 'fuzz@example.com' });
    const faults: string[] = [];
    let sent = 0;
    const byStatus = new Map<number, number>();
    for (const e of ENDPOINTS) {
      const fields = fieldsOf(e.method === 'GET' ? e.query : e.body);
      for (const variant of variantsOf(fields)) {
        for (const signedIn of e.access === 'public' ? [false] : [false, true]) {
          const res = await send(e, variant.input, signedIn);
          sent += 1;
          byStatus.set(res.statusCode, (byStatus.get(res.statusCode) ?? 0) + 1);
          if (res.statusCode >= 500)
            faults.push(
              `${e.method} ${e.path} (${variant.name}${signedIn ? ', signed in' : ''}): ${res.statusCode} ${res.body.slice(0, 200)}`,
            );
        }
      }
    }
    expect(sent).toBeGreaterThan(ENDPOINTS.length * 10);
    // Not all refused at the door: many reach their handlers (answers, refusals) and the guards.
    expect(byStatus.get(200) ?? 0).toBeGreaterThan(ENDPOINTS.length);
    expect(byStatus.get(400) ?? 0).toBeGreaterThan(ENDPOINTS.length);
    expect(byStatus.get(401) ?? 0).toBeGreaterThan(10);
    expect(byStatus.get(429) ?? 0).toBe(0);
    console.log('fuzz answers by status', Object.fromEntries(byStatus), 'sent', sent);
    expect(faults).toEqual([]);
  }, 1_200_000);
});
