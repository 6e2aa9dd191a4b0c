import type { CashMarket } from '@nivesh/contracts';
import { EQUITIES, indexConstituents } from '@nivesh/market';
import { describe, expect, it } from 'vitest';
import { idOf, rupees, useOverviewApp } from './overview-test-app';

describe('market/cashMarket', () => {
  const app = useOverviewApp();

  it('lists every equity with its session, turnover and market cap in ₹ crore', async () => {
    const { body } = await app.get<CashMarket>('market/cashMarket');
    expect(body.status).toBe(1);
    expect(body.rows).toHaveLength(EQUITIES.length);
    expect(body.index).toBeNull();
    const row = body.rows.find((r) => r.symbol === 'INFY');
    const id = idOf(app.state, 'INFY');
    const q = app.state.quote(id);
    expect(row).toMatchObject({
      ltp: rupees(q.ltp),
      prevClose: rupees(q.prevClose),
      volume: q.volume,
      sector: 'Information Technology',
    });
    expect(row?.turnover).toBeCloseTo(q.turnover / 1e9, 2);
    expect(row?.marketCap).toBeCloseTo((q.ltp * (app.state.meta(id).sharesOutstanding ?? 0)) / 1e9, 1);
    const advances = body.rows.filter((r) => r.change > 0).length;
    expect(body.totals.advances).toBe(advances);
    expect(body.totals.total).toBe(body.rows.length);
    expect(body.totals.volume).toBe(body.rows.reduce((sum, r) => sum + r.volume, 0));
    expect(body.indices).toContain('NIFTY BANK');
    expect(body.sectors).toContainEqual({ name: 'Information Technology', slug: 'information-technology' });
  });

  it('filters by index name in any case and by sector slug, together or apart', async () => {
    const nifty = (await app.get<CashMarket>('market/cashMarket?index=nifty%2050')).body;
    expect(nifty.index).toBe('NIFTY 50');
    expect(new Set(nifty.rows.map((r) => r.symbol))).toEqual(new Set(indexConstituents('NIFTY 50')));
    const itNifty = (
      await app.get<CashMarket>('market/cashMarket?index=NIFTY%2050&sector_id=information-technology')
    ).body;
    expect(itNifty.sector).toBe('Information Technology');
    expect(itNifty.rows.length).toBeGreaterThan(0);
    expect(itNifty.rows.every((r) => r.sector === 'Information Technology')).toBe(true);
    expect(itNifty.rows.length).toBeLessThan(nifty.rows.length);
  });

  it('refuses an unknown index or sector with a message', async () => {
    expect((await app.get('market/cashMarket?index=NIFTY%20999')).body).toEqual({
      status: 0,
      message: 'No index NIFTY 999',
    });
    expect((await app.get('market/cashMarket?sector_id=no-such-sector')).body).toEqual({
      status: 0,
      message: 'No sector no-such-sector',
    });
  });
});
