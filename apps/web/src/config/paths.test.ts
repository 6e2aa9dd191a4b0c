import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fillRoute, SAMPLE_ROUTE_PARAMS, WEB_ROUTES } from '@nivesh/contracts/routes';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { buildRoutes } from '@/app/router';
import { APP_PATHS, isOrderDashboardPath, paths } from './paths';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const routesFile = path.resolve(repoRoot, '../shared/spec/routes.txt');

function routePathsOf(routes: readonly RouteObject[]): string[] {
  return routes.flatMap((route) => {
    const own = (route.handle as { routePath?: string } | undefined)?.routePath;
    return [...(own ? [own] : []), ...routePathsOf(route.children ?? [])];
  });
}

function shownRoute(pathname: string): string | undefined {
  const matches = matchRoutes(buildRoutes(), pathname) ?? [];
  return matches.at(-1)?.route.id;
}

describe('the route table', () => {
  const table = routePathsOf(buildRoutes());

  it.skipIf(!existsSync(routesFile))(
    'holds every line of the spec routes.txt exactly once, and nothing else',
    () => {
      const spec = readFileSync(routesFile, 'utf8')
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter((line) => line.length > 0);
      expect(spec).toHaveLength(185);
      for (const line of spec) {
        expect(
          table.filter((p) => p === line),
          line,
        ).toHaveLength(1);
      }
      expect([...table].sort()).toEqual([...spec].sort());
    },
  );

  it('is generated from paths.ts, which holds all 185 routes of the contracts', () => {
    expect(APP_PATHS).toHaveLength(185);
    expect(table).toHaveLength(WEB_ROUTES.length);
    expect(new Set(table).size).toBe(185);
  });

  it('shows each route for its own sample path', () => {
    for (const route of WEB_ROUTES) {
      expect(shownRoute(fillRoute(route.path, SAMPLE_ROUTE_PARAMS)), route.path).toBe(route.path);
    }
  });

  it('sends unknown paths and a wrong letter case to not-found', () => {
    for (const pathname of ['/no-such-page/anywhere', '/calculator', '/strategy', '/Login/', '/stocks']) {
      expect(shownRoute(pathname), pathname).toBe('not-found');
    }
  });

  it('ranks static segments above parameters', () => {
    expect(shownRoute('/order-dashboard/search')).toBe('/order-dashboard/search');
    expect(shownRoute('/order-dashboard/42')).toBe('/order-dashboard/{order_id}');
    expect(shownRoute('/video-course/thank-you')).toBe('/video-course/thank-you');
  });

  it('guards exactly the order dashboard routes', () => {
    const guarded = WEB_ROUTES.filter((r) => isOrderDashboardPath(r.path)).map((r) => r.path);
    expect(guarded).toHaveLength(13);
    expect(guarded.every((p) => WEB_ROUTES.find((r) => r.path === p)?.area === 'orders')).toBe(true);
  });

  it('builds hrefs with getHref', () => {
    expect(paths.otp.getHref({ mobile: '9876543210' })).toBe('/otp/9876543210');
    expect(paths.stock.getHref({ symbol: 'M&M' })).toBe('/stocks/M%26M');
    expect(paths.login.getHref()).toBe('/login/');
  });
});
