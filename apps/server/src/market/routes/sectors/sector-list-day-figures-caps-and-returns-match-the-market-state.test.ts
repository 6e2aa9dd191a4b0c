import type { SectorListResponse } from '@nivesh/contracts';
import { SECTORS } from '@nivesh/market';
import { describe, expect, it } from 'vitest';
import { chainLinkedReturn, lastSessionOnOrBefore, monthsBefore, sectorSymbols } from './sector-test-support';
import { useSectorsApp } from './sectors-test-app';

type SectorList = Extract<SectorListResponse, { status: 1 }>;

describe('sector/getSectorList', () => {
  const app = useSectorsApp();

  it('lists every NSE sector with stocks in the universe with the day exactly as the MarketState counts it', async () => {
    app.market.advance(20 * 60_000);
    const { statusCode, body } = await app.get<SectorList>('sector/getSectorList');
    expect(statusCode).toBe(200);
    expect(body.status).toBe(1);
    expect(body.source).toMatchObject({ simulated: true, sessionDate: '2026-11-23', live: true });
    const s = app.state;
    expect(body.sectors.map((r) => r.name)).toEqual(SECTORS.map((x) => x.name).sort());
    expect(body.sectors).toHaveLength(21);
    const performance = new Map(s.sectorPerformance().map((p) => [p.sector, p]));
    for (const row of body.sectors) {
      const breadth = s.breadth({ sector: row.name });
      expect(row, row.name).toMatchObject({
        advances: breadth.advances,
        declines: breadth.declines,
        unchanged: breadth.unchanged,
        count: breadth.advances + breadth.declines + breadth.unchanged,
      });
      const p = performance.get(row.name);
      expect(row.weightedChangePct, row.name).toBeCloseTo(p?.weightedChangePct ?? Number.NaN, 2);
      expect(row.averageChangePct, row.name).toBeCloseTo(p?.averageChangePct ?? Number.NaN, 2);
      const cap = s.heatMap({ sector: row.name }).reduce((sum, cell) => sum + cell.marketCap, 0);
      expect(row.marketCapCr, row.name).toBeCloseTo(cap / 1e9, 1);
    }
  });

  it('quotes the sector index where NSE has one, and no index elsewhere', async () => {
    const { body } = await app.get<SectorList>('sector/getSectorList');
    const s = app.state;
    const it = body.sectors.find((r) => r.name === 'Information Technology');
    const niftyIt = s.quote(s.idOf('NIFTY IT') ?? -1);
    expect(it?.index).toEqual({
      symbol: 'NIFTY IT',
      level: niftyIt.ltp / 100,
      change: Math.round(niftyIt.ltp - niftyIt.prevClose) / 100,
      changePct: Math.round(niftyIt.changePct * 100) / 100,
    });
    expect(body.sectors.find((r) => r.name === 'Capital Goods')?.index).toBeNull();
    expect(body.sectors.find((r) => r.name === 'Financial Services')?.index?.symbol).toBe(
      'NIFTY FIN SERVICE',
    );
    expect(body.sectors.find((r) => r.name === 'Information Technology')?.industries).toBe(4);
  });

  it('computes 1M and 1Y returns as cap-weighted chain-linked indices of adjusted closes up to the live price', async () => {
    const { body } = await app.get<SectorList>('sector/getSectorList');
    const s = app.state;
    const monthBase = lastSessionOnOrBefore(s, monthsBefore(s.sessionDate, 1));
    const yearBase = lastSessionOnOrBefore(s, monthsBefore(s.sessionDate, 12));
    expect(s.dates[monthBase]).toBe('2026-10-23');
    for (const name of ['Information Technology', 'Metals & Mining', 'Diversified']) {
      const row = body.sectors.find((r) => r.name === name);
      const symbols = sectorSymbols(s, name);
      expect(row?.returns.month1, name).toBeCloseTo(chainLinkedReturn(s, symbols, monthBase), 1);
      expect(row?.returns.year1, name).toBeCloseTo(chainLinkedReturn(s, symbols, yearBase), 1);
    }
    // The benchmark is NIFTY 500's own series: live level over its adjusted close at the base.
    const nifty = s.idOf('NIFTY 500') ?? -1;
    const daily = s.daily(nifty);
    const base = (daily.close[monthBase] ?? 0) * (daily.adjFactor[monthBase] ?? 1);
    expect(body.benchmark).toMatchObject({ symbol: 'NIFTY 500', fromConstituents: false });
    expect(body.benchmark.returns.month1).toBeCloseTo((s.quote(nifty).ltp / base - 1) * 100, 2);
    expect(body.benchmark.level).toBe(s.quote(nifty).ltp / 100);
  });

  it('moves with the market and starts over when the next session begins', async () => {
    const before = (await app.get<SectorList>('sector/getSectorList')).body;
    app.market.advance(30 * 60_000);
    const after = (await app.get<SectorList>('sector/getSectorList')).body;
    expect(after.asOf).toBe(before.asOf + 30 * 60_000);
    expect(after.sectors.map((r) => r.weightedChangePct)).not.toEqual(
      before.sectors.map((r) => r.weightedChangePct),
    );
    // A full demo session of real time later, the next trading day trades (24 November 2026 is
    // Guru Nanak Jayanti, an NSE holiday).
    app.market.advance(6.25 * 3_600_000);
    const next = (await app.get<SectorList>('sector/getSectorList')).body;
    const s = app.state;
    expect(next.source.sessionDate).toBe('2026-11-25');
    expect(s.dates.at(-1)).toBe('2026-11-23');
    const monthBase = lastSessionOnOrBefore(s, monthsBefore(s.sessionDate, 1));
    const it = next.sectors.find((r) => r.name === 'Information Technology');
    expect(it?.returns.month1).toBeCloseTo(
      chainLinkedReturn(s, sectorSymbols(s, 'Information Technology'), monthBase),
      1,
    );
    const breadth = s.breadth({ sector: 'Information Technology' });
    expect(it?.advances).toBe(breadth.advances);
  });
});
