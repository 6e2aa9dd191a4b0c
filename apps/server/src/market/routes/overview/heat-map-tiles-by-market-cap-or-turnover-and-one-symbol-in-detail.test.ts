import type { HeatMapAnswer, HeatMapSymbolAnswer } from '@nivesh/contracts';
import { indexConstituents } from '@nivesh/market';
import { describe, expect, it } from 'vitest';
import { idOf, useOverviewApp } from './overview-test-app';

describe('HeatMap/getlist and HeatMap/getlistBySymbol', () => {
  const app = useOverviewApp();

  it('sizes the NIFTY 50 tiles by market cap by default and by turnover on request', async () => {
    const cap = (await app.get<HeatMapAnswer>('HeatMap/getlist')).body;
    expect(cap.index).toBe('NIFTY 50');
    expect(cap.measure).toBe('marketCap');
    expect(cap.tiles).toHaveLength(indexConstituents('NIFTY 50')?.length ?? 0);
    const totalCap = cap.tiles.reduce((sum, t) => sum + t.marketCap, 0);
    const first = cap.tiles[0];
    expect(first?.weight).toBeCloseTo((first?.marketCap ?? 0) / totalCap, 4);

    const turnover = (await app.get<HeatMapAnswer>('HeatMap/getlist?measure=turnover')).body;
    const totalTurnover = turnover.tiles.reduce((sum, t) => sum + t.turnover, 0);
    const top = turnover.tiles[0];
    expect(top?.weight).toBeCloseTo((top?.turnover ?? 0) / totalTurnover, 3);
    expect(turnover.tiles.map((t) => t.symbol)).not.toEqual(cap.tiles.map((t) => t.symbol));
    const q = app.state.quote(idOf(app.state, top?.symbol ?? ''));
    expect(top?.turnover).toBeCloseTo(q.turnover / 1e9, 2);
    expect(turnover.summary.advances).toBe(turnover.tiles.filter((t) => t.change > 0).length);
  });

  it('maps a whole sector when only a sector is asked, and a sector within an index when both are', async () => {
    const banks = (await app.get<HeatMapAnswer>('HeatMap/getlist?sector_id=financial-services')).body;
    expect(banks.index).toBeNull();
    expect(banks.sector).toBe('Financial Services');
    const expected = app.state.heatMap({ sector: 'Financial Services' });
    expect(banks.tiles.map((t) => t.symbol)).toEqual(expected.map((c) => c.symbol));
    const niftyBanks = (
      await app.get<HeatMapAnswer>('HeatMap/getlist?index=NIFTY%20500&sector_id=financial-services')
    ).body;
    expect(niftyBanks.tiles).toHaveLength(banks.tiles.length);
    expect((await app.get('HeatMap/getlist?index=SENSEX')).body).toEqual({
      status: 0,
      message: 'No index SENSEX',
    });
  });

  it('details one tile: its weight and rank in the index map, its indices and its sector', async () => {
    const map = (await app.get<HeatMapAnswer>('HeatMap/getlist')).body;
    const second = map.tiles[1];
    const { body } = await app.get<HeatMapSymbolAnswer>(`HeatMap/getlistBySymbol?symbol=${second?.symbol}`);
    expect(body.status).toBe(1);
    expect(body.rankInIndex).toBe(2);
    expect(body.weightInIndex).toBe(second?.weight);
    expect(body.memberOf).toContain('NIFTY 50');
    expect(body.sector.sector).toBe(body.tile.sector);
    const perf = app.state.sectorPerformance().find((p) => p.sector === body.tile.sector);
    expect(body.sector.count).toBe(perf?.count);
    // A stock outside the index has no weight or rank in it.
    const outside = (
      await app.get<HeatMapSymbolAnswer>('HeatMap/getlistBySymbol?symbol=INFY&index=NIFTY%20BANK')
    ).body;
    expect(outside.weightInIndex).toBeNull();
    expect(outside.rankInIndex).toBeNull();
    expect((await app.get('HeatMap/getlistBySymbol?symbol=NIFTY%2050')).body).toEqual({
      status: 0,
      message: 'No stock with symbol NIFTY 50',
    });
  });
});
