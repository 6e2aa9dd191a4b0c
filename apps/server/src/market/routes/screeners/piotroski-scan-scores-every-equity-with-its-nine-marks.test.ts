import type { PiotroskiAnswer } from '@nivesh/contracts';
import { latestPiotroskiScore, PIOTROSKI_SIGNALS } from '@nivesh/market';
import { describe, expect, it } from 'vitest';
import { useMarketTestApp } from '../../../testing/market-test-app';
import { financialsOf } from '../../company-financials';

describe('piotroski/piotroskiScan', () => {
  const app = useMarketTestApp();

  it("scores every equity on its latest three fiscal years with the paper's nine marks", async () => {
    const { statusCode, body } = await app.get<PiotroskiAnswer>('piotroski/piotroskiScan');
    expect(statusCode).toBe(200);
    expect(body).toMatchObject({ status: 1, simulatedStatements: true, sector: null, minScore: 0 });
    expect(body.source.simulated).toBe(true);
    expect(body.signals.map((s) => s.key)).toEqual(PIOTROSKI_SIGNALS.map((s) => s.key));
    expect(body.total).toBeGreaterThan(450);
    expect(body.histogram.reduce((a, b) => a + b, 0)).toBe(body.total);
    // Sorted by score, best first.
    const scores = body.rows.map((r) => r.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    // Each row's marks are the statements' marks, and the score is their count.
    const s = app.state;
    for (const row of body.rows.filter((_, i) => i % 50 === 0)) {
      const id = s.idOf(row.symbol) ?? -1;
      const annual = financialsOf(app.market.market, { id, meta: s.meta(id) })?.annual ?? [];
      const expected = latestPiotroskiScore(annual);
      expect(row.marks).toEqual(PIOTROSKI_SIGNALS.map((sig) => expected?.marks[sig.key]));
      expect(row.score).toBe(row.marks.filter(Boolean).length);
      expect(row.fiscalYear).toBe(annual.at(-1)?.fiscalYear);
      expect(row.ltp).toBe(s.quote(id).ltp / 100);
    }
  });

  it('filters by sector and minimum score and pages the rows', async () => {
    const all = (await app.get<PiotroskiAnswer>('piotroski/piotroskiScan?sector_id=information-technology'))
      .body;
    expect(all.sector).toBe('Information Technology');
    expect(all.rows.every((r) => r.sector === 'Information Technology')).toBe(true);
    const strong = (
      await app.get<PiotroskiAnswer>('piotroski/piotroskiScan?sector_id=information-technology&min_score=7')
    ).body;
    expect(strong.total).toBe(all.rows.filter((r) => r.score >= 7).length);
    expect(strong.histogram).toEqual(all.histogram);
    const page2 = (await app.get<PiotroskiAnswer>('piotroski/piotroskiScan?limit=20&page=2')).body;
    const whole = (await app.get<PiotroskiAnswer>('piotroski/piotroskiScan')).body;
    expect(page2.rows.map((r) => r.symbol)).toEqual(whole.rows.slice(20, 40).map((r) => r.symbol));
  });

  it('refuses an unknown sector and a score outside 0–9 with a clear message', async () => {
    const unknown = await app.get('piotroski/piotroskiScan?sector_id=astrology');
    expect(unknown.body).toEqual({ status: 0, message: 'No sector astrology' });
    const bad = await app.get('piotroski/piotroskiScan?min_score=12');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toMatchObject({
      errors: [{ field: 'min_score', message: 'min_score must be a whole number from 0 to 9' }],
    });
  });
});
