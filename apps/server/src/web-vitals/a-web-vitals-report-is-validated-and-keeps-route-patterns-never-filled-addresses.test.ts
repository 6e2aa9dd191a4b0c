import {
  endpointUrl,
  MAX_WEB_VITALS_PER_REPORT,
  OTHER_ROUTE,
  WEB_ROUTES,
  webVitalsEndpoints,
} from '@nivesh/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/test-app-lifecycle';
import { testDrivers } from '../testing/test-database';
import { countOf, fetchSummary, OPERATOR, report, sendReport } from './web-vitals-test-support';

const STOCK = '/stocks/{symbol}';

describe.each(testDrivers())('a web-vitals report (%s)', (driver) => {
  const ctx = useTestApp(driver, { env: { OPERATOR_TOKEN: OPERATOR } });

  it('is counted at once and answered without waiting for the database', async () => {
    const sent = await sendReport(
      ctx.t.app,
      report('desktop', [
        { name: 'LCP', value: 1800, route: STOCK },
        { name: 'CLS', value: 0.02, route: STOCK },
        { name: 'INP', value: 350, route: STOCK },
        { name: 'FCP', value: 900, route: STOCK },
        { name: 'TTFB', value: 120, route: STOCK },
      ]),
    );
    expect(sent).toEqual({ statusCode: 200, body: { status: 1, message: 'Recorded', accepted: 5 } });
    const { body } = await fetchSummary(ctx.t.app, OPERATOR);
    expect(body.overall.map((m) => [m.metric, m.count])).toEqual([
      ['LCP', 1],
      ['INP', 1],
      ['CLS', 1],
      ['FCP', 1],
      ['TTFB', 1],
    ]);
    expect(body.overall.find((m) => m.metric === 'INP')).toMatchObject({
      good: 0,
      needs_improvement: 1,
      poor: 0,
    });
  });

  it.each([
    ['an unknown metric', report('desktop', [{ name: 'FID', value: 10, route: '/' }])],
    ['a negative value', report('desktop', [{ name: 'LCP', value: -1, route: '/' }])],
    ['a value past any real page load', report('desktop', [{ name: 'LCP', value: 3_600_000, route: '/' }])],
    ['a layout shift past any real page', report('phone', [{ name: 'CLS', value: 1000, route: '/' }])],
    [
      `more than ${MAX_WEB_VITALS_PER_REPORT} measurements`,
      report(
        'desktop',
        Array.from({ length: MAX_WEB_VITALS_PER_REPORT + 1 }, () => ({ name: 'LCP', value: 1, route: '/' })),
      ),
    ],
    ['no measurement', report('desktop', [])],
    ['a device class it does not know', report('tablet', [{ name: 'LCP', value: 1, route: '/' }])],
    [
      'a route longer than any route',
      report('desktop', [{ name: 'LCP', value: 1, route: `/${'x'.repeat(600)}` }]),
    ],
    [
      'a value that is not a number',
      { device: 'desktop', metrics: [{ name: 'LCP', value: '1', route: '/' }] },
    ],
  ])('is refused with HTTP 400 for %s, and nothing of it is counted', async (_case, body) => {
    const sent = await sendReport(ctx.t.app, body);
    expect(sent.statusCode).toBe(400);
    expect((await fetchSummary(ctx.t.app, OPERATOR)).body.overall).toEqual([]);
  });

  it('counts a filled address under its route pattern and an unknown one under "other"', async () => {
    const sent = await sendReport(
      ctx.t.app,
      report('phone', [
        { name: 'LCP', value: 2000, route: '/stocks/INFY?tab=chart#news' },
        { name: 'LCP', value: 2100, route: STOCK },
        { name: 'LCP', value: 2200, route: '/otp/9876543210' },
        { name: 'LCP', value: 2300, route: '/login' },
        { name: 'LCP', value: 2400, route: '/no/such/page/9876543210' },
        { name: 'LCP', value: 2500, route: 'https://evil.example/?mobile=9876543210' },
      ]),
    );
    expect(sent.statusCode).toBe(200);
    const routes = (await fetchSummary(ctx.t.app, OPERATOR)).body.by_route.map((r) => [
      r.route,
      countOf(r.metrics, 'LCP'),
    ]);
    expect(routes).toEqual([
      [STOCK, 2],
      [OTHER_ROUTE, 2],
      ['/login/', 1],
      ['/otp/{mobile}', 1],
    ]);
    // What is stored: route patterns and "other", never a number or an address someone typed.
    const stored = (await ctx.database.db.execute(
      sql`select distinct route from web_vitals_daily order by route`,
    )) as unknown as { rows: { route: string }[] };
    const patterns = new Set([...WEB_ROUTES.map((r) => r.path), OTHER_ROUTE]);
    expect(stored.rows.map((r) => r.route).filter((route) => !patterns.has(route))).toEqual([]);
    const dump = (await ctx.database.db.execute(
      sql`select string_agg(t::text, ' ') as text from web_vitals_daily t`,
    )) as unknown as { rows: { text: string }[] };
    expect(dump.rows[0]?.text).not.toContain('9876543210');
    expect(dump.rows[0]?.text).not.toContain('INFY');
  });

  it('is under the per-IP rate limit of every public endpoint', async () => {
    const limited = await ctx.t.app.inject({
      method: 'POST',
      url: endpointUrl(webVitalsEndpoints.report),
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(report('desktop', [{ name: 'LCP', value: 1, route: '/' }])),
    });
    expect(limited.headers['x-ratelimit-limit']).toBe('600');
  });
});
