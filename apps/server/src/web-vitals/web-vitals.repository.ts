/** Web vitals' daily aggregates (table `web_vitals_daily`): added to, never holding a single report. */
import { asc, gte, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { type WebVitalsDailyRow, webVitalsDaily } from '../db/schema';

/** Rows per statement: 9 parameters each, well under PostgreSQL's 65,535. */
const ROWS_PER_STATEMENT = 1000;

export class WebVitalsRepository {
  constructor(private readonly db: Db) {}

  /**
   * Adds each slice's counts to its stored row (one statement per chunk, the histograms added
   * bucket by bucket in SQL), so two writers never lose each other's counts.
   */
  async add(slices: readonly WebVitalsDailyRow[]): Promise<void> {
    const t = webVitalsDaily;
    for (let start = 0; start < slices.length; start += ROWS_PER_STATEMENT) {
      await this.db
        .insert(t)
        .values(slices.slice(start, start + ROWS_PER_STATEMENT))
        .onConflictDoUpdate({
          target: [t.day, t.route, t.metric, t.device],
          set: {
            count: sql`${t.count} + excluded.count`,
            good: sql`${t.good} + excluded.good`,
            needsImprovement: sql`${t.needsImprovement} + excluded.needs_improvement`,
            poor: sql`${t.poor} + excluded.poor`,
            buckets: sql`array(select coalesce(a, 0) + coalesce(b, 0)
              from unnest(${t.buckets}, excluded.buckets) with ordinality as u(a, b, i) order by i)`,
          },
        });
    }
  }

  /** Every row from IST day `from` (YYYY-MM-DD) on. */
  async since(from: string): Promise<WebVitalsDailyRow[]> {
    return this.db
      .select()
      .from(webVitalsDaily)
      .where(gte(webVitalsDaily.day, from))
      .orderBy(asc(webVitalsDaily.day));
  }
}
