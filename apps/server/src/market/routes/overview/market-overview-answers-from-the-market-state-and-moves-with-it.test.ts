import { MAIN_INDICES, type MarketOverview } from '@nivesh/contracts';
import { GLOBAL_INDICES, indexConstituents } from '@nivesh/market';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../testing/test-app-lifecycle';
import { createTestMarket } from '../../../testing/test-market';
import { marketHours } from './global-hours';
import { idOf, pct, rupees, TEST_NOW, useOverviewApp } from './overview-test-app';

describe('market/marketOverview', () => {
  const app = useOverviewApp();

  it('gives the main indices, movers, breadth and 52-week counts exactly as the MarketState has them', async () => {
    const { statusCode, body } = await app.get<MarketOverview>('market/marketOverview');
    expect(statusCode).toBe(200);
    expect(body.status).toBe(1);
    expect(body.source).toMatchObject({
      simulated: true,
      feed: 'simulated',
      sessionDate: '2026-11-23',
      live: true,
    });
    const s = app.state;

    // The main indices, INDIA VIX included, in order.
    expect(body.indices.map((q) => q.symbol)).toEqual([...MAIN_INDICES]);
    expect(body.indices).toHaveLength(7);
    const nifty = s.quote(idOf(s, 'NIFTY 50'));
    expect(body.indices[0]).toMatchObject({
      ltp: rupees(nifty.ltp),
      prevClose: rupees(nifty.prevClose),
      change: rupees(nifty.ltp - nifty.prevClose),
      high52: rupees(s.referenceLevels(idOf(s, 'NIFTY 50')).high52),
    });
    expect(body.sectorIndices.map((q) => q.symbol)).toContain('NIFTY AUTO');
    expect(body.sectorIndices.map((q) => q.symbol)).not.toContain('NIFTY 50');

    const gainers = s.topMovers({ direction: 'gainers', limit: 5 });
    expect(body.gainers.map((r) => r.symbol)).toEqual(gainers.map((m) => m.symbol));
    expect(body.gainers[0]).toMatchObject({
      ltp: rupees(gainers[0]?.ltp ?? 0),
      changePct: pct(gainers[0]?.changePct ?? 0),
    });
    expect(body.losers.map((r) => r.symbol)).toEqual(
      s.topMovers({ direction: 'losers', limit: 5 }).map((m) => m.symbol),
    );

    const breadth = s.breadth();
    expect(body.breadth).toMatchObject({
      advances: breadth.advances,
      declines: breadth.declines,
      unchanged: breadth.unchanged,
    });
    expect(body.breadth.total).toBe(breadth.advances + breadth.declines + breadth.unchanged);
    expect(body.fiftyTwoWeek).toEqual({
      highs: s.fiftyTwoWeek({ kind: 'high' }).length,
      lows: s.fiftyTwoWeek({ kind: 'low' }).length,
    });
    expect(body.sectors.map((x) => x.sector)).toEqual(s.sectorPerformance().map((x) => x.sector));
    expect(body.session).toMatchObject({ date: '2026-11-23', live: true, marketTime: body.source.asOf });
  });

  it('maps the NIFTY 50 by market cap, weights summing to one, largest first', async () => {
    const { body } = await app.get<MarketOverview>('market/marketOverview');
    expect(body.heatMap).toHaveLength(indexConstituents('NIFTY 50')?.length ?? 0);
    const total = body.heatMap.reduce((sum, tile) => sum + tile.weight, 0);
    expect(total).toBeCloseTo(1, 4);
    for (let i = 1; i < body.heatMap.length; i++) {
      expect(body.heatMap[i - 1]?.marketCap ?? 0).toBeGreaterThanOrEqual(body.heatMap[i]?.marketCap ?? 0);
    }
    const top = body.heatMap[0];
    const id = idOf(app.state, top?.symbol ?? '');
    const shares = app.state.meta(id).sharesOutstanding ?? 0;
    expect(top?.marketCap).toBeCloseTo((app.state.quote(id).ltp * shares) / 1e9, 1);
  });

  it('adds the global cues with their hours and the dashboard commodities', async () => {
    const { body } = await app.get<MarketOverview>('market/marketOverview');
    expect(body.checkedAt).toBe(TEST_NOW);
    expect(body.global.map((g) => g.symbol)).toEqual(
      expect.arrayContaining(['GIFTNIFTY', 'DJI', 'IXIC', 'N225']),
    );
    expect(body.global[0]?.region).toBe('India');
    for (const row of body.global) {
      const def = GLOBAL_INDICES.find((g) => g.symbol === row.symbol);
      expect(def).toBeDefined();
      if (def) expect(row.openNow).toBe(marketHours(def, TEST_NOW).openNow);
    }
    // Monday 10:30 IST: Tokyo (05:30–12:00) trades, New York (20:00–02:30) does not.
    expect(body.global.find((g) => g.symbol === 'N225')?.openNow).toBe(true);
    expect(body.global.find((g) => g.symbol === 'DJI')?.openNow).toBe(false);
    expect(body.commodities.map((c) => c.symbol)).toEqual([
      'GOLD',
      'SILVER',
      'CRUDEOIL',
      'NATURALGAS',
      'COPPER',
    ]);
    const gold = app.state.quote(idOf(app.state, 'GOLD'));
    expect(body.commodities[0]).toMatchObject({
      ltp: rupees(gold.ltp),
      unit: '₹ per 10 g',
      lotValue: rupees(gold.ltp) * 100,
    });
  });

  it('follows the market as it moves and takes the movers count from the query', async () => {
    const before = (await app.get<MarketOverview>('market/marketOverview?movers=10')).body;
    expect(before.gainers).toHaveLength(10);
    app.market.advance(10 * 60_000);
    const after = (await app.get<MarketOverview>('market/marketOverview')).body;
    expect(after.session.marketTime).toBeGreaterThan(before.session.marketTime);
    const nifty = app.state.quote(idOf(app.state, 'NIFTY 50'));
    expect(after.indices[0]?.ltp).toBe(rupees(nifty.ltp));
    expect(after.gainers.map((g) => g.symbol)).toEqual(
      app.state.topMovers({ direction: 'gainers', limit: 5 }).map((m) => m.symbol),
    );
  });

  it('refuses a malformed movers count with HTTP 400', async () => {
    expect((await app.get('market/marketOverview?movers=0')).statusCode).toBe(400);
    expect((await app.get('market/marketOverview?movers=abc')).statusCode).toBe(400);
  });
});

describe('the overview routes in the whole app', () => {
  const ctx = useTestApp('pglite', async () => ({ market: createTestMarket().market }));

  it('are registered under API v3 with the envelope', async () => {
    const res = await ctx.t.app.inject({ url: '/api/v3/market/marketOverview?movers=3' });
    expect(res.statusCode).toBe(200);
    const body = res.json<MarketOverview>();
    expect(body.status).toBe(1);
    expect(body.gainers).toHaveLength(3);
    const bad = await ctx.t.app.inject({ url: '/api/v3/HeatMap/getlist?measure=volume' });
    expect(bad.statusCode).toBe(400);
  });
});
