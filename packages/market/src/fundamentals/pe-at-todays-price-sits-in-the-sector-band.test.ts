import { describe, expect, it } from 'vitest';
import { keyRatios } from './key-ratios';
import { sectorPeBand } from './sector-profiles';
import { type UniverseCompany, universeFinancials } from './test-support';

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

describe("earnings are calibrated to today's market cap", () => {
  const { companies } = universeFinancials();
  const pe = (c: UniverseCompany): number | null => keyRatios(c.financials, c.pricePaise).pe;

  it('puts most stocks inside their sector P/E band, with dispersion', () => {
    const inBand = companies.filter((c) => {
      const value = pe(c);
      const [low, high] = sectorPeBand(c.equity.sector, c.equity.industry);
      return value !== null && value >= low && value <= high;
    });
    const share = inBand.length / companies.length;
    console.log(`[fundamentals] ${inBand.length}/${companies.length} stocks inside their sector P/E band`);
    expect(share).toBeGreaterThan(0.7);
    // Not everyone: some are out of favour, re-rated, in a slump or loss-making.
    expect(share).toBeLessThan(0.97);
    const lossMaking = companies.filter((c) => pe(c) === null).length;
    expect(lossMaking).toBeGreaterThan(5);
    expect(lossMaking).toBeLessThan(companies.length * 0.12);
  });

  it('gives sector-typical medians (IT 20–35, banks 8–20, FMCG 40–70, PSU banks and metals 6–15)', () => {
    const medianPe = (match: (c: UniverseCompany) => boolean): number =>
      median(companies.filter(match).map((c) => pe(c) ?? Number.POSITIVE_INFINITY));
    const it = medianPe((c) => c.equity.sector === 'Information Technology');
    const privateBanks = medianPe((c) => c.equity.industry === 'Private Sector Bank');
    const fmcg = medianPe((c) => c.equity.sector === 'Fast Moving Consumer Goods');
    const psuBanks = medianPe((c) => c.equity.industry === 'Public Sector Bank');
    const metals = medianPe((c) => c.equity.sector === 'Metals & Mining');
    console.log(
      `[fundamentals] median P/E: IT ${it.toFixed(1)}, private banks ${privateBanks.toFixed(1)}, FMCG ${fmcg.toFixed(1)}, PSU banks ${psuBanks.toFixed(1)}, metals ${metals.toFixed(1)}`,
    );
    expect(it).toBeGreaterThanOrEqual(20);
    expect(it).toBeLessThanOrEqual(35);
    expect(privateBanks).toBeGreaterThanOrEqual(8);
    expect(privateBanks).toBeLessThanOrEqual(20);
    expect(fmcg).toBeGreaterThanOrEqual(40);
    expect(fmcg).toBeLessThanOrEqual(70);
    expect(psuBanks).toBeGreaterThanOrEqual(6);
    expect(psuBanks).toBeLessThanOrEqual(15);
    expect(metals).toBeGreaterThanOrEqual(6);
    expect(metals).toBeLessThanOrEqual(15);
  });

  it('makes P/E the market cap over the last four quarters of net profit', () => {
    const tcs = companies.find((c) => c.equity.symbol === 'TCS');
    if (!tcs) throw new Error('TCS missing');
    const ttm = tcs.financials.quarterly.slice(-4).reduce((sum, q) => sum + q.netProfit, 0);
    const marketCap = (tcs.pricePaise / 100) * tcs.equity.sharesOutstanding;
    expect(keyRatios(tcs.financials, tcs.pricePaise).pe).toBeCloseTo(marketCap / ttm, 9);
  });
});
