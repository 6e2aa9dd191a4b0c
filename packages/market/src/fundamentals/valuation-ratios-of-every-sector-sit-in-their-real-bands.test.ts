import { describe, expect, it } from 'vitest';
import { keyRatios } from './key-ratios';
import { profileClassOf, type Range, sectorValuationBands, type ValuationBands } from './sector-profiles';
import { type UniverseCompany, universeFinancials } from './test-support';

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

function bandsOf(c: UniverseCompany): ValuationBands {
  const modelled = profileClassOf(c.equity.symbol, c.equity.sector, c.equity.industry);
  return sectorValuationBands(modelled.sector, modelled.industry);
}

/** Companies grouped by the bands they are drawn from (a sector, or an industry with its own). */
function byBands(companies: readonly UniverseCompany[]): Map<ValuationBands, UniverseCompany[]> {
  const groups = new Map<string, { bands: ValuationBands; members: UniverseCompany[] }>();
  for (const c of companies) {
    const bands = bandsOf(c);
    const key = JSON.stringify(bands);
    const group = groups.get(key) ?? { bands, members: [] };
    group.members.push(c);
    groups.set(key, group);
  }
  return new Map([...groups.values()].map((g) => [g.bands, g.members]));
}

const inside = (value: number, [low, high]: Range, slack = 1): boolean =>
  value >= low / slack && value <= high * slack;

describe('valuation ratios of the simulated universe sit in the real bands of their sector', () => {
  const { companies } = universeFinancials();
  const ratios = new Map(companies.map((c) => [c, keyRatios(c.financials, c.pricePaise)]));
  const ratiosOf = (c: UniverseCompany) => {
    const r = ratios.get(c);
    if (!r) throw new Error(`${c.equity.symbol} has no ratios`);
    return r;
  };
  const ps = (c: UniverseCompany): number | null => {
    const r = ratiosOf(c);
    return r.revenueTtm !== null && r.revenueTtm > 0 ? r.marketCap / r.revenueTtm : null;
  };
  const groups = [...byBands(companies)].filter(([, members]) => members.length >= 8);

  it('puts every sector’s median P/E, P/B and P/S (non-lenders) inside its band', () => {
    const misses: string[] = [];
    for (const [bands, members] of groups) {
      const label = `${members[0]?.equity.industry} (${members.length})`;
      const pe = median(members.map((c) => ratiosOf(c).pe ?? Number.POSITIVE_INFINITY));
      const pb = median(members.map((c) => ratiosOf(c).pb ?? Number.POSITIVE_INFINITY));
      if (!inside(pe, bands.pe)) misses.push(`${label} P/E ${pe.toFixed(1)} outside ${bands.pe}`);
      if (!inside(pb, bands.pb, 1.25)) misses.push(`${label} P/B ${pb.toFixed(2)} outside ${bands.pb}`);
      if (bands.ps) {
        const value = median(members.map((c) => ps(c) ?? Number.POSITIVE_INFINITY));
        if (!inside(value, bands.ps)) misses.push(`${label} P/S ${value.toFixed(2)} outside ${bands.ps}`);
      }
    }
    console.log(`[fundamentals] ${groups.length} band groups; misses: ${misses.join('; ') || 'none'}`);
    expect(misses).toEqual([]);
  });

  it('puts sector medians in the real-world bands the issue names, whatever the profiles say', () => {
    // Fixed here, not read from the profiles, so a profile drifting out of reality fails.
    const real: readonly {
      readonly name: string;
      readonly match: (c: UniverseCompany) => boolean;
      readonly pe?: Range;
      readonly pb?: Range;
      readonly ps?: Range;
    }[] = [
      {
        name: 'IT',
        match: (c) => c.equity.sector === 'Information Technology',
        pe: [20, 35],
        pb: [3, 14],
        ps: [3, 8],
      },
      {
        name: 'FMCG',
        match: (c) => c.equity.sector === 'Fast Moving Consumer Goods',
        pe: [35, 70],
        pb: [5, 16],
        ps: [5, 12],
      },
      {
        name: 'metals',
        match: (c) => c.equity.sector === 'Metals & Mining',
        pe: [6, 15],
        pb: [0.7, 3],
        ps: [0.5, 1.6],
      },
      {
        name: 'oil & gas',
        match: (c) => c.equity.sector === 'Oil Gas & Consumable Fuels',
        pe: [6, 20],
        pb: [0.8, 3],
        ps: [0.4, 2],
      },
      {
        name: 'autos',
        match: (c) => c.equity.sector === 'Automobile and Auto Components',
        pb: [2, 7],
        ps: [1, 3],
      },
      { name: 'healthcare', match: (c) => c.equity.sector === 'Healthcare', pb: [3, 9], ps: [3, 7] },
      {
        name: 'private banks',
        match: (c) => c.equity.industry === 'Private Sector Bank',
        pe: [10, 22],
        pb: [1.5, 4],
      },
    ];
    const misses: string[] = [];
    for (const band of real) {
      const members = companies.filter(band.match);
      const check = (
        label: string,
        range: Range | undefined,
        value: (c: UniverseCompany) => number | null,
      ) => {
        if (!range) return;
        const m = median(members.map((c) => value(c) ?? Number.POSITIVE_INFINITY));
        if (!inside(m, range)) misses.push(`${band.name} ${label} ${m.toFixed(2)} outside ${range}`);
      };
      check('P/E', band.pe, (c) => ratiosOf(c).pe);
      check('P/B', band.pb, (c) => ratiosOf(c).pb);
      check('P/S', band.ps, ps);
    }
    expect(misses).toEqual([]);
  });

  it('keeps at least 90 % of companies inside twice-wide bands of P/E (profitable), P/B and P/S', () => {
    const share = (ok: (c: UniverseCompany) => boolean, pool: readonly UniverseCompany[]): number =>
      pool.filter(ok).length / pool.length;
    const profitable = companies.filter((c) => ratiosOf(c).pe !== null);
    const peShare = share((c) => inside(ratiosOf(c).pe ?? 0, bandsOf(c).pe, 2), profitable);
    const pbShare = share((c) => inside(ratiosOf(c).pb ?? 0, bandsOf(c).pb, 2), companies);
    const withSales = companies.filter((c) => bandsOf(c).ps !== null);
    const psShare = share((c) => inside(ps(c) ?? 0, bandsOf(c).ps ?? [0, 0], 2), withSales);
    console.log(
      `[fundamentals] inside twice-wide bands: P/E ${(peShare * 100).toFixed(1)} %, P/B ${(pbShare * 100).toFixed(1)} %, P/S ${(psShare * 100).toFixed(1)} %`,
    );
    expect(peShare).toBeGreaterThanOrEqual(0.9);
    expect(pbShare).toBeGreaterThanOrEqual(0.9);
    expect(psShare).toBeGreaterThanOrEqual(0.9);
  });

  it('pays no dividend in a fiscal year with a loss, nor from a loss-making trailing year', () => {
    const lossYearsWithDividends = companies.flatMap((c) =>
      c.financials.annual
        .filter((y) => y.dividendsPaid > 0 && y.netProfit <= 0)
        .map((y) => `${c.equity.symbol} ${y.fiscalYear}`),
    );
    expect(lossYearsWithDividends).toEqual([]);
    const ttmLossPayers = companies.filter((c) => {
      const r = ratiosOf(c);
      return (r.netProfitTtm ?? 0) <= 0 && (r.dividendYield ?? 0) > 0;
    });
    expect(ttmLossPayers.map((c) => c.equity.symbol)).toEqual([]);
  });

  it('sizes Reliance at ₹1.5–3.5 lakh crore of revenue a quarter and ITC at a P/B of 4–12', () => {
    const named = (symbol: string): UniverseCompany => {
      const c = companies.find((x) => x.equity.symbol === symbol);
      if (!c) throw new Error(`${symbol} missing`);
      return c;
    };
    const lakhCrore = 1e12;
    for (const q of named('RELIANCE').financials.quarterly.slice(-4)) {
      expect(q.revenue / lakhCrore).toBeGreaterThanOrEqual(1.5);
      expect(q.revenue / lakhCrore).toBeLessThanOrEqual(3.5);
    }
    const itcPb = ratiosOf(named('ITC')).pb ?? 0;
    expect(itcPb).toBeGreaterThanOrEqual(4);
    expect(itcPb).toBeLessThanOrEqual(12);
  });
});
