import type { InsiderTradesAnswer } from '@nivesh/contracts';
import { describe, expect, it } from 'vitest';
import { idOf, useMarketTestApp } from '../testing/market-test-app';

type Refusal = { status: 0; message: string };

describe('insider-trading disclosures are simulated from the trade day’s closes and holdings, filtered and paged', {
  timeout: 180_000,
}, () => {
  const app = useMarketTestApp();

  it('lists the last closed session’s disclosures, largest first, valued at the trade day’s close', async () => {
    const { statusCode, body } = await app.get<InsiderTradesAnswer>(
      'TodayActivity/getInsiderTrades?size=200',
    );
    expect(statusCode).toBe(200);
    expect(body.status).toBe(1);
    expect(body.source).toMatchObject({ kind: 'simulated', simulated: true, fileName: null });
    expect(body.date).toBe('2026-11-20');
    expect(body.nextDate).toBeNull();
    expect(body.previousDate).toBe('2026-11-19');
    expect(body.group).toBe('all');
    expect(body.total).toBe(body.totals.disclosures);
    expect(body.total).toBeGreaterThan(5);
    const state = app.state;
    for (const [i, r] of body.rows.entries()) {
      if (i > 0) expect(r.value).toBeLessThanOrEqual(body.rows[i - 1]?.value ?? 0);
      expect(r.broadcastDate).toBe('2026-11-20');
      expect(r.tradeFrom <= (r.intimationDate ?? '')).toBe(true);
      expect((r.intimationDate ?? '') <= r.broadcastDate).toBe(true);
      const t = state.dates.indexOf(r.tradeFrom as never);
      expect(t).toBeGreaterThanOrEqual(0);
      const close = state.daily(idOf(state, r.symbol)).close[t] ?? 0;
      expect(r.value).toBeCloseTo((r.quantity * close) / 100, 1);
      const delta = r.side === 'acquired' ? r.quantity : r.side === 'disposed' ? -r.quantity : 0;
      expect(r.afterShares).toBe((r.beforeShares ?? 0) + delta);
      expect(r.afterPct ?? 0).toBeLessThanOrEqual(100);
    }
    const groups = body.groupCounts;
    expect(groups['open-market'] + groups.esop + groups.pledge + groups.other).toBe(groups.all);
    const buys = body.rows
      .filter((r) => r.modeGroup === 'open-market' && r.side === 'acquired')
      .reduce((a, r) => a + r.value, 0);
    expect(body.totals.openMarketBuy.valueCr).toBeCloseTo(buys / 1e7, 1);
  });

  it('keeps open-market trades apart from ESOPs and pledges, and filters by side and stock', async () => {
    const all = await app.get<InsiderTradesAnswer>('TodayActivity/getInsiderTrades?date=2026-11-19&size=200');
    for (const group of ['open-market', 'esop', 'pledge', 'other'] as const) {
      const { body } = await app.get<InsiderTradesAnswer>(
        `TodayActivity/getInsiderTrades?date=2026-11-19&group=${group}&size=200`,
      );
      expect(body.rows).toEqual(all.body.rows.filter((r) => r.modeGroup === group));
      expect(body.total).toBe(all.body.groupCounts[group]);
    }
    const esop = all.body.rows.filter((r) => r.mode === 'esop');
    for (const r of esop) expect(['kmp', 'designated-person']).toContain(r.category);
    const disposed = await app.get<InsiderTradesAnswer>(
      'TodayActivity/getInsiderTrades?date=2026-11-19&side=disposed&size=200',
    );
    expect(disposed.body.rows).toEqual(all.body.rows.filter((r) => r.side === 'disposed'));
    const symbol = all.body.rows[0]?.symbol ?? '';
    const one = await app.get<InsiderTradesAnswer>(
      `TodayActivity/getInsiderTrades?date=2026-11-19&symbol=${symbol.toLowerCase()}&size=200`,
    );
    expect(one.body.rows).toEqual(all.body.rows.filter((r) => r.symbol === symbol));
    expect(one.body.totals.disclosures).toBe(one.body.rows.length);
  });

  it('pages the day’s disclosures without losing or repeating one', async () => {
    const all = await app.get<InsiderTradesAnswer>('TodayActivity/getInsiderTrades?date=2026-11-18&size=200');
    const pages: InsiderTradesAnswer['rows'] = [];
    for (let page = 1; page <= Math.ceil(all.body.total / 5); page++) {
      const { body } = await app.get<InsiderTradesAnswer>(
        `TodayActivity/getInsiderTrades?date=2026-11-18&size=5&page=${page}`,
      );
      expect(body.page).toBe(page);
      expect(body.rows.length).toBeLessThanOrEqual(5);
      pages.push(...body.rows);
    }
    expect(pages).toEqual(all.body.rows);
  });

  it('refuses the live session, a weekend, a malformed date and a bad group with a 400', async () => {
    for (const path of [
      'TodayActivity/getInsiderTrades?date=2026-11-23',
      'TodayActivity/getInsiderTrades?date=2026-11-15',
      'TodayActivity/getInsiderTrades?date=20-11-2026',
      'TodayActivity/getInsiderTrades?date=1990-01-02',
      'TodayActivity/getInsiderTrades?group=gifts',
      'TodayActivity/getInsiderTrades?size=100000',
    ]) {
      const { statusCode, body } = await app.get<Refusal>(path);
      expect(statusCode, path).toBe(400);
      expect(body.status).toBe(0);
      expect(body.message.length).toBeGreaterThan(5);
    }
  });
});
