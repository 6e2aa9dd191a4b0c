import type { SectorAnalysisDetailsResponse, SectorAnalysisResponse } from '@nivesh/contracts';
import { keyRatios, type MarketState } from '@nivesh/market';
import { describe, expect, it } from 'vitest';
import { financialsOf } from '../../company-financials';
import { lastSessionOnOrBefore, monthsBefore, sectorSymbols } from './sector-test-support';
import { useSectorsApp } from './sectors-test-app';

type Ok<T> = Extract<T, { status: 1 }>;

/** Share (%) of the symbols whose LTP is above the SMA of their last `period − 1` adjusted closes and the LTP. */
function shareAboveSma(state: MarketState, symbols: readonly string[], period: number): number {
  let above = 0;
  let counted = 0;
  const end = state.dates.length;
  for (const symbol of symbols) {
    const id = state.idOf(symbol) ?? -1;
    const d = state.daily(id);
    const ltp = state.quote(id).ltp;
    if (d.firstDay < 0 || end - (period - 1) < d.firstDay) continue;
    let sum: number = ltp;
    for (let t = end - (period - 1); t < end; t++) sum += (d.close[t] ?? 0) * (d.adjFactor[t] ?? 1);
    counted++;
    if (ltp > sum / period) above++;
  }
  return (above / counted) * 100;
}

function median(values: number[]): number {
  const v = [...values].sort((a, b) => a - b);
  const mid = Math.floor(v.length / 2);
  return v.length % 2 ? (v[mid] ?? 0) : ((v[mid - 1] ?? 0) + (v[mid] ?? 0)) / 2;
}

describe('exSector/getSectorAnalysis', () => {
  const app = useSectorsApp();

  it('measures each sector against NIFTY 500 and places it in its rotation quadrant', async () => {
    app.market.advance(10 * 60_000);
    const { body } = await app.get<Ok<SectorAnalysisResponse>>('exSector/getSectorAnalysis');
    expect(body.status).toBe(1);
    expect(body.sectors).toHaveLength(21);
    const bench = body.benchmark.returns;
    for (const row of body.sectors) {
      const { month1, month3 } = row.returns;
      expect(row.relativeStrength.month1, row.name).toBeCloseTo(
        ((1 + (month1 ?? 0) / 100) / (1 + (bench.month1 ?? 0) / 100) - 1) * 100,
        1,
      );
      expect(row.relativeStrength.month3, row.name).toBeCloseTo(
        ((1 + (month3 ?? 0) / 100) / (1 + (bench.month3 ?? 0) / 100) - 1) * 100,
        1,
      );
      const rs1 = row.relativeStrength.month1 ?? 0;
      const rs3 = row.relativeStrength.month3 ?? 0;
      const expected = rs3 >= 0 ? (rs1 >= 0 ? 'leading' : 'weakening') : rs1 >= 0 ? 'improving' : 'lagging';
      expect(row.quadrant, row.name).toBe(expected);
    }
    // A simulated market spreads sectors over more than one quadrant.
    expect(new Set(body.sectors.map((r) => r.quadrant)).size).toBeGreaterThan(1);
  });

  it("gives each sector's share of stocks above their 50 and 200-day SMAs", async () => {
    const { body } = await app.get<Ok<SectorAnalysisResponse>>('exSector/getSectorAnalysis');
    const s = app.state;
    for (const name of ['Information Technology', 'Realty', 'Healthcare']) {
      const row = body.sectors.find((r) => r.name === name);
      const symbols = sectorSymbols(s, name);
      expect(row?.breadth.above50Pct, name).toBeCloseTo(shareAboveSma(s, symbols, 50), 1);
      expect(row?.breadth.above200Pct, name).toBeCloseTo(shareAboveSma(s, symbols, 200), 1);
    }
  });

  it('takes median P/E and P/B at the live price and median ROE from the simulated statements', async () => {
    const { body } = await app.get<Ok<SectorAnalysisResponse>>('exSector/getSectorAnalysis');
    expect(body.simulatedFundamentals).toBe(true);
    const s = app.state;
    const market = app.market.market;
    for (const name of ['Information Technology', 'Financial Services']) {
      const pes: number[] = [];
      const pbs: number[] = [];
      const roes: number[] = [];
      for (const symbol of sectorSymbols(s, name)) {
        const id = s.idOf(symbol) ?? -1;
        const financials = financialsOf(market, { id, meta: s.meta(id) });
        if (!financials) continue;
        const r = keyRatios(financials, s.quote(id).ltp);
        if (r.pe !== null) pes.push(r.pe);
        if (r.pb !== null) pbs.push(r.pb);
        if (r.roe !== null) roes.push(r.roe * 100);
      }
      const row = body.sectors.find((r) => r.name === name);
      expect(row?.valuation?.companies, name).toBe(sectorSymbols(s, name).length);
      expect(row?.valuation?.medianPe, name).toBeCloseTo(median(pes), 1);
      expect(row?.valuation?.medianPb, name).toBeCloseTo(median(pbs), 1);
      expect(row?.valuation?.medianRoe, name).toBeCloseTo(median(roes), 1);
      expect(row?.valuation?.medianPe ?? 0).toBeGreaterThan(3);
    }
  });
});

describe('exSector/getSectorAnalysisDetails', () => {
  const app = useSectorsApp();

  it("draws the sector's relative-strength line over a year up to the live session", async () => {
    const { body } = await app.get<Ok<SectorAnalysisDetailsResponse>>(
      'exSector/getSectorAnalysisDetails?ex_sector_id=information-technology',
    );
    const s = app.state;
    expect(body.sector.name).toBe('Information Technology');
    const line = body.relativeStrength;
    const yearBase = lastSessionOnOrBefore(s, monthsBefore(s.sessionDate, 12));
    expect(line[0]).toEqual({ date: s.dates[yearBase], sector: 100, benchmark: 100, ratio: 100 });
    expect(line.at(-1)?.date).toBe(s.sessionDate);
    expect(line.length).toBe(s.dates.length - yearBase + 1);
    const { year1 } = body.sector.returns;
    const benchYear = body.benchmark.returns.year1 ?? 0;
    expect(line.at(-1)?.sector).toBeCloseTo(100 + (year1 ?? 0), 1);
    expect(line.at(-1)?.benchmark).toBeCloseTo(100 + benchYear, 1);
    expect(line.at(-1)?.ratio).toBeCloseTo(((1 + (year1 ?? 0) / 100) / (1 + benchYear / 100)) * 100, 1);
  });

  it("ranks the sector's stocks by their own three-month return into leaders and laggards", async () => {
    const { body } = await app.get<Ok<SectorAnalysisDetailsResponse>>(
      'exSector/getSectorAnalysisDetails?ex_sector_id=realty',
    );
    const s = app.state;
    expect(body.stocks.map((r) => r.symbol).sort()).toEqual(sectorSymbols(s, 'Realty').sort());
    const base = lastSessionOnOrBefore(s, monthsBefore(s.sessionDate, 3));
    for (const row of body.stocks) {
      const id = s.idOf(row.symbol) ?? -1;
      const d = s.daily(id);
      const start = (d.close[base] ?? 0) * (d.adjFactor[base] ?? 1);
      expect(row.returns.month3, row.symbol).toBeCloseTo((s.quote(id).ltp / start - 1) * 100, 2);
    }
    const m3 = (r: { returns: { month3: number | null } }) => r.returns.month3 ?? 0;
    const sorted = [...body.stocks].sort((a, b) => m3(b) - m3(a));
    expect(body.leaders.map(m3)).toEqual(sorted.slice(0, 5).map(m3));
    expect(body.laggards.map(m3)).toEqual(sorted.reverse().slice(0, 5).map(m3));
    expect(body.stocks.some((r) => r.pe !== null)).toBe(true);
  });

  it('refuses an unknown sector', async () => {
    const { body } = await app.get('exSector/getSectorAnalysisDetails?ex_sector_id=astrology');
    expect(body).toEqual({ status: 0, message: 'No sector astrology' });
  });
});
