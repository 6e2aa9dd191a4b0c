import type { FutureStockAnswer } from '@nivesh/contracts';
import { FNO_STOCKS, nseCalendar } from '@nivesh/market';
import { describe, expect, it } from 'vitest';
import { idOf, useOverviewApp } from './overview-test-app';

describe('FutureStock/getFutureStockData', () => {
  const app = useOverviewApp();

  it('prices every F&O stock by cost of carry from the live spot on the near expiry, with its F&O lot', async () => {
    const { body } = await app.get<FutureStockAnswer>('FutureStock/getFutureStockData');
    expect(body.status).toBe(1);
    expect(body.simulated).toBe(true);
    expect(body.rows).toHaveLength(FNO_STOCKS.length);
    // November 2026's monthly expiry is its last Tuesday, the 24th, a holiday: it moves back to Monday the 23rd.
    expect(body.expiries.map((e) => e.expiry)).toEqual(['2026-11-23', '2026-12-29', '2027-01-25']);
    expect(nseCalendar.monthlyExpiry(2026, 12, 2)).toBe('2026-12-29');
    const near = body.expiries[0];
    const row = body.rows.find((r) => r.symbol === 'RELIANCE');
    const q = app.state.quote(idOf(app.state, 'RELIANCE'));
    const fair =
      Math.round((q.ltp * Math.exp((body.carryRatePct / 100) * ((near?.daysToExpiry ?? 0) / 365))) / 5) * 5;
    expect(row).toMatchObject({
      spot: q.ltp / 100,
      price: fair / 100,
      contract: 'RELIANCE26NOVFUT',
      lotSize: FNO_STOCKS.find((s) => s.symbol === 'RELIANCE')?.lotSize,
    });
    expect(row?.basis).toBeCloseTo((fair - q.ltp) / 100, 2);
    expect(row?.openInterest).toBeGreaterThan(0);
  });

  it('adds carry on the far month, keeps open interest the same for the same day, and filters a sector', async () => {
    const far = (await app.get<FutureStockAnswer>('FutureStock/getFutureStockData?expiry=far')).body;
    const near = (await app.get<FutureStockAnswer>('FutureStock/getFutureStockData?expiry=near')).body;
    const farRow = far.rows.find((r) => r.symbol === 'TCS');
    const nearRow = near.rows.find((r) => r.symbol === 'TCS');
    expect(farRow?.expiry).toBe('2027-01-25');
    expect(farRow?.basisPct ?? 0).toBeGreaterThan(nearRow?.basisPct ?? 0);
    // Most open interest sits in the near month.
    const sum = (rows: FutureStockAnswer['rows']) => rows.reduce((s, r) => s + r.openInterest, 0);
    expect(sum(near.rows)).toBeGreaterThan(sum(far.rows) * 5);
    const again = (await app.get<FutureStockAnswer>('FutureStock/getFutureStockData?expiry=far')).body;
    expect(again.rows.find((r) => r.symbol === 'TCS')?.openInterest).toBe(farRow?.openInterest);

    const it = (
      await app.get<FutureStockAnswer>('FutureStock/getFutureStockData?sector_id=information-technology')
    ).body;
    expect(it.sector).toBe('Information Technology');
    expect(it.rows.every((r) => r.sector === 'Information Technology')).toBe(true);
    expect((await app.get('FutureStock/getFutureStockData?expiry=weekly')).statusCode).toBe(400);
  });
});
