import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../clock';
import type { WebVitalsDailyRow } from '../db/schema';
import { createTestApp } from '../testing/test-app';
import { createTestDatabase, type TestDatabase, testDrivers } from '../testing/test-database';
import { WebVitalsRepository } from './web-vitals.repository';
import { WebVitalsAggregator, type WebVitalsStore } from './web-vitals-aggregator';
import { countOf, fetchSummary, OPERATOR, report, sendReport, validReport } from './web-vitals-test-support';

const HOME = '/';
const env = { OPERATOR_TOKEN: OPERATOR };

async function rowCount(database: TestDatabase): Promise<number> {
  const result = (await database.db.execute(
    sql`select count(*)::int as n from web_vitals_daily`,
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0]?.n ?? 0;
}

describe.each(testDrivers())('web-vitals aggregates (%s)', (driver) => {
  let database: TestDatabase | undefined;
  const db = (): TestDatabase => {
    if (!database) throw new Error('The database is created in beforeAll');
    return database;
  };
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(async () => database?.close());
  beforeEach(async () => database?.reset());

  it('keep only aggregate columns: day, route pattern, metric, device class, counts, histogram', async () => {
    const columns = (await db().db.execute(
      sql`select column_name, data_type from information_schema.columns
          where table_name = 'web_vitals_daily' order by ordinal_position`,
    )) as unknown as { rows: { column_name: string; data_type: string }[] };
    expect(columns.rows.map((c) => `${c.column_name} ${c.data_type}`)).toEqual([
      'day date',
      'route text',
      'metric text',
      'device text',
      'count integer',
      'good integer',
      'needs_improvement integer',
      'poor integer',
      'buckets ARRAY',
    ]);
  });

  it('are written when flushed, not per report, one row per day, route, metric and device', async () => {
    const clock = new ManualClock('2026-11-23T04:00:00.000Z');
    const aggregator = new WebVitalsAggregator(new WebVitalsRepository(db().db), clock, {
      onError: () => {},
    });
    for (let i = 0; i < 50; i += 1)
      aggregator.record(validReport('desktop', [{ name: 'LCP', value: 1000 + i * 100, route: HOME }]));
    aggregator.record(validReport('phone', [{ name: 'LCP', value: 5000, route: HOME }]));
    expect(aggregator.pendingSlices).toBe(2);
    expect(await rowCount(db())).toBe(0);
    await aggregator.flush();
    expect(aggregator.pendingSlices).toBe(0);
    expect(await rowCount(db())).toBe(2);
    // The next flush adds to the same rows: still two rows, now with 100 + 2 values.
    for (let i = 0; i < 50; i += 1)
      aggregator.record(validReport('desktop', [{ name: 'LCP', value: 1000 + i * 100, route: HOME }]));
    aggregator.record(validReport('phone', [{ name: 'LCP', value: 5000, route: HOME }]));
    await aggregator.stop();
    expect(await rowCount(db())).toBe(2);
    const summary = await aggregator.summary(1);
    expect(summary.overall).toEqual([
      expect.objectContaining({
        metric: 'LCP',
        unit: 'ms',
        count: 102,
        good: 0.3137,
        needs_improvement: 0.2941,
        poor: 0.3922,
      }),
    ]);
    const lcp = summary.overall[0];
    // 1000 … 5900 ms twice and 5000 twice: the 51st of 102 is 3.5 s (read within the histogram's 10 %).
    expect(lcp?.p50).toBeGreaterThan(3500 / 1.1);
    expect(lcp?.p50).toBeLessThan(3500 * 1.1);
    expect(summary.by_device.map((d) => [d.device, countOf(d.metrics, 'LCP')])).toEqual([
      ['phone', 2],
      ['desktop', 100],
    ]);
  });

  it('are kept in memory when a write fails and written by the next flush', async () => {
    const clock = new ManualClock('2026-11-23T04:00:00.000Z');
    const repository = new WebVitalsRepository(db().db);
    let failures = 1;
    const errors: unknown[] = [];
    const flaky: WebVitalsStore = {
      add: async (slices: readonly WebVitalsDailyRow[]) => {
        if (failures-- > 0) throw new Error('disk full');
        await repository.add(slices);
      },
      since: (from) => repository.since(from),
    };
    const aggregator = new WebVitalsAggregator(flaky, clock, { onError: (e) => errors.push(e) });
    aggregator.record(validReport('desktop', [{ name: 'CLS', value: 0.3, route: HOME }]));
    await aggregator.flush();
    expect(errors).toHaveLength(1);
    aggregator.record(validReport('desktop', [{ name: 'CLS', value: 0.05, route: HOME }]));
    expect(aggregator.pendingSlices).toBe(1);
    await aggregator.flush();
    expect((await aggregator.summary(1)).overall).toEqual([
      expect.objectContaining({ metric: 'CLS', unit: 'score', count: 2, good: 0.5, poor: 0.5 }),
    ]);
  });

  it('survive a restart: the second server adds to what the first wrote when it closed', async () => {
    const first = await createTestApp(db(), { env });
    await sendReport(first.app, report('desktop', [{ name: 'LCP', value: 1200, route: HOME }]));
    await sendReport(first.app, report('phone', [{ name: 'CLS', value: 0.3, route: '/stocks/TCS' }]));
    await first.close();
    expect(await rowCount(db())).toBe(2);

    const second = await createTestApp(db(), { env });
    try {
      // A day later (the test clock starts at the same instant: move it on).
      second.clock.advanceSeconds(86_400);
      await sendReport(second.app, report('desktop', [{ name: 'LCP', value: 4500, route: HOME }]));
      const { statusCode, body } = await fetchSummary(second.app, OPERATOR, 2);
      expect(statusCode).toBe(200);
      expect(body).toMatchObject({ days: 2, from: '2026-11-23', to: '2026-11-24' });
      expect(countOf(body.overall, 'LCP')).toBe(2);
      expect(countOf(body.overall, 'CLS')).toBe(1);
      expect(body.by_day.map((d) => [d.day, countOf(d.metrics, 'LCP')])).toEqual([
        ['2026-11-23', 1],
        ['2026-11-24', 1],
      ]);
      // Yesterday falls out of a one-day window.
      expect(countOf((await fetchSummary(second.app, OPERATOR, 1)).body.overall, 'LCP')).toBe(1);
    } finally {
      await second.close();
    }
  });
});
