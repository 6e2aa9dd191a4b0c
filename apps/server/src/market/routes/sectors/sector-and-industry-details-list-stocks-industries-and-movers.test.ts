import type {
  IndustryDetailsResponse,
  IndustryListResponse,
  SectorDetailsResponse,
  SectorListResponse,
} from '@nivesh/contracts';
import { EQUITIES, equityBySymbol } from '@nivesh/market';
import { describe, expect, it } from 'vitest';
import { sectorSymbols } from './sector-test-support';
import { useSectorsApp } from './sectors-test-app';

type Ok<T> = Extract<T, { status: 1 }>;

describe('sector/getSectorDetails and the industry endpoints', () => {
  const app = useSectorsApp();

  it("lists the sector's stocks with today's figures, largest first, and its movers as the MarketState ranks them", async () => {
    app.market.advance(15 * 60_000);
    const { body } = await app.get<Ok<SectorDetailsResponse>>(
      'sector/getSectorDetails?sector_id=information-technology',
    );
    const s = app.state;
    expect(body.status).toBe(1);
    expect(body.sector.name).toBe('Information Technology');
    expect(body.stocks.map((r) => r.symbol).sort()).toEqual(
      sectorSymbols(s, 'Information Technology').sort(),
    );
    for (let i = 1; i < body.stocks.length; i++) {
      expect(body.stocks[i - 1]?.marketCapCr ?? 0).toBeGreaterThanOrEqual(body.stocks[i]?.marketCapCr ?? 0);
    }
    expect(body.stocks.reduce((sum, r) => sum + r.weightPct, 0)).toBeCloseTo(100, 0);
    const tcs = body.stocks.find((r) => r.symbol === 'TCS');
    const id = s.idOf('TCS') ?? -1;
    const q = s.quote(id);
    const high52 = s.referenceLevels(id).high52;
    expect(tcs).toMatchObject({
      ltp: q.ltp / 100,
      prevClose: q.prevClose / 100,
      volume: q.volume,
      industry: 'Computers - Software & Consulting',
      high52: Math.round(high52) / 100,
    });
    expect(tcs?.fromHigh52Pct).toBeCloseTo(((q.ltp - high52) / high52) * 100, 2);

    const sector = 'Information Technology';
    expect(body.gainers.map((r) => r.symbol)).toEqual(
      s.topMovers({ direction: 'gainers', sector, limit: 5 }).map((m) => m.symbol),
    );
    expect(body.losers.map((r) => r.symbol)).toEqual(
      s.topMovers({ direction: 'losers', sector, limit: 5 }).map((m) => m.symbol),
    );
  });

  it("breaks the sector into its industries, whose stocks add up to the sector's", async () => {
    const { body } = await app.get<Ok<SectorDetailsResponse>>('sector/getSectorDetails?sector_id=services');
    expect(body.sector.name).toBe('Services');
    expect(body.industries.reduce((sum, r) => sum + r.count, 0)).toBe(body.sector.count);
    expect(body.industries.reduce((sum, r) => sum + r.advances, 0)).toBe(body.sector.advances);
    // "Diversified Commercial Services" spans two sectors: here it counts only its Services stocks.
    const shared = body.industries.find((r) => r.name === 'Diversified Commercial Services');
    const inServices = EQUITIES.filter(
      (e) => e.sector === 'Services' && e.industry === 'Diversified Commercial Services',
    );
    expect(shared?.count).toBe(inServices.length);
    expect(shared?.sectors).toEqual(expect.arrayContaining(['Services', 'Consumer Services']));
  });

  it('accepts the sector name or its number by name, and refuses an unknown one', async () => {
    const list = (await app.get<Ok<SectorListResponse>>('sector/getSectorList')).body;
    const byName = await app.get<Ok<SectorDetailsResponse>>(
      `sector/getSectorDetails?sector_id=${encodeURIComponent('Metals & Mining')}`,
    );
    expect(byName.body.sector.slug).toBe('metals-and-mining');
    const first = await app.get<Ok<SectorDetailsResponse>>('sector/getSectorDetails?sector_id=1');
    expect(first.body.sector.name).toBe(list.sectors[0]?.name);
    const unknown = await app.get('sector/getSectorDetails?sector_id=no-such-sector');
    expect(unknown).toEqual({ statusCode: 200, body: { status: 0, message: 'No sector no-such-sector' } });
    const missing = await app.get('sector/getSectorDetails');
    expect(missing.statusCode).toBe(400);
  });

  it('lists every industry once, under the sector holding most of its stocks', async () => {
    const { body } = await app.get<Ok<IndustryListResponse>>('sector/getIndustryList');
    const industries = new Set(EQUITIES.map((e) => e.industry));
    expect(body.industries).toHaveLength(industries.size);
    expect(body.industries.reduce((sum, r) => sum + r.count, 0)).toBe(EQUITIES.length);
    const sectors = body.industries.map((r) => r.sector);
    expect(sectors).toEqual([...sectors].sort());
    const banks = body.industries.find((r) => r.slug === 'private-sector-bank');
    expect(banks).toMatchObject({ sector: 'Financial Services', sectorSlug: 'financial-services' });
    const breadth = app.state.breadth();
    expect(body.industries.reduce((sum, r) => sum + r.declines, 0)).toBe(breadth.declines);
  });

  it('details an industry with its stocks and the other industries of its sector', async () => {
    const { body } = await app.get<Ok<IndustryDetailsResponse>>(
      'sector/getIndustryDetails?sector_id=private-sector-bank',
    );
    expect(body.industry.name).toBe('Private Sector Bank');
    const members = EQUITIES.filter((e) => e.industry === 'Private Sector Bank').map((e) => e.symbol);
    expect(body.stocks.map((r) => r.symbol).sort()).toEqual(members.sort());
    expect(body.stocks.every((r) => equityBySymbol(r.symbol)?.industry === 'Private Sector Bank')).toBe(true);
    expect(body.siblings.length).toBeGreaterThan(5);
    expect(body.siblings.every((r) => r.sector === 'Financial Services')).toBe(true);
    expect(body.siblings.map((r) => r.slug)).not.toContain('private-sector-bank');
    const advancing = body.stocks.filter((r) => r.change > 0).length;
    expect(body.industry.advances).toBe(advancing);
    const unknown = await app.get('sector/getIndustryDetails?sector_id=space-tourism');
    expect(unknown.body).toEqual({ status: 0, message: 'No industry space-tourism' });
  });
});
