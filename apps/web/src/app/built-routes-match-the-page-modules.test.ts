import { BUILT_ROUTE_PATHS, WEB_ROUTES } from '@nivesh/contracts/routes';
import { describe, expect, it } from 'vitest';
import { PAGE_MODULES } from './router';

describe('BUILT_ROUTE_PATHS, the one list of built routes', () => {
  it('names exactly the routes that have a page module (the rest show "not available yet")', () => {
    expect([...BUILT_ROUTE_PATHS].sort()).toEqual(Object.keys(PAGE_MODULES).sort());
  });

  it('holds only routes of the route table, once each', () => {
    const known = new Set(WEB_ROUTES.map((r) => r.path));
    expect(BUILT_ROUTE_PATHS.filter((p) => !known.has(p))).toEqual([]);
    expect(new Set(BUILT_ROUTE_PATHS).size).toBe(BUILT_ROUTE_PATHS.length);
    // The three legal pages are built (issue 13).
    expect(BUILT_ROUTE_PATHS).toEqual(
      expect.arrayContaining(['/privacy-policy/', '/terms-and-condition/', '/refund-policy/']),
    );
  });
});
