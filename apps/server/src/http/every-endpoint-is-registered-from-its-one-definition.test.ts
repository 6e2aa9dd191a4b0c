import { ENDPOINTS, endpointKey, endpointUrl, STREAM_PATH } from '@nivesh/contracts';
import { describe, expect, it } from 'vitest';
import { useMarketTestApp } from '../testing/market-test-app';

const m = useMarketTestApp();

/**
 * `METHOD Controller/action` of every /api/v3 route in fastify's printed radix tree (a child line
 * continues its parent's path: `getlist` then `BySymbol`); HEAD is GET's shadow.
 */
function registeredKeys(printed: string): string[] {
  const keys: string[] = [];
  const stack: { depth: number; path: string }[] = [];
  for (const line of printed.split('\n')) {
    const match = /^([│\s]*)[└├]── (\S+)(?: \(([^)]+)\))?/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length;
    while (stack.length > 0 && (stack.at(-1)?.depth ?? 0) >= depth) stack.pop();
    const path = (stack.at(-1)?.path ?? '') + (match[2] ?? '');
    stack.push({ depth, path });
    if (!match[3] || !path.startsWith('/api/v3/') || path === STREAM_PATH) continue;
    for (const method of match[3].split(', '))
      if (method !== 'HEAD') keys.push(`${method} ${path.slice('/api/v3/'.length)}`);
  }
  return keys.sort();
}

describe('the endpoint registry', () => {
  it('defines each endpoint once', () => {
    const keys = ENDPOINTS.map(endpointKey);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('is exactly what the server registers: no route without a definition, no definition without a route', () => {
    const registered = registeredKeys(m.t.app.printRoutes({ commonPrefix: false }));
    const defined = ENDPOINTS.map(endpointKey).sort();
    expect(registered).toEqual(defined);
    for (const e of ENDPOINTS) expect(m.t.app.hasRoute({ method: e.method, url: endpointUrl(e) })).toBe(true);
  });

  it('gates every signed-in endpoint: without a session it answers 401, never data', async () => {
    const signedIn = ENDPOINTS.filter((e) => e.access === 'session' && e.premiumFeature === null);
    expect(signedIn.length).toBeGreaterThan(20);
    for (const e of signedIn) {
      const res = await m.t.app.inject({ method: e.method, url: endpointUrl(e) });
      expect([e.path, res.statusCode]).toEqual([e.path, 401]);
    }
  });

  it("checks the operator's token before it reads an upload", async () => {
    const importFile = ENDPOINTS.find((e) => e.access === 'operator');
    if (!importFile) throw new Error('No operator endpoint');
    const res = await m.t.app.inject({
      method: 'POST',
      url: `${endpointUrl(importFile)}?fileName=a.csv`,
      headers: { 'content-type': 'text/csv' },
      payload: 'x'.repeat(10_000),
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/v3/openapi.json', () => {
  it('serves the OpenAPI 3.1 document of every endpoint', async () => {
    const res = await m.t.app.inject({ url: '/api/v3/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    const doc = res.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toHaveLength(new Set(ENDPOINTS.map((e) => e.path)).size);
  });
});
