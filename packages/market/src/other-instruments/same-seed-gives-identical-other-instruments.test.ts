import { describe, expect, it } from 'vitest';
import type { CommodityDef } from '../universe/commodities';
import type { GlobalIndexDef } from '../universe/global-indices';
import { COMMODITIES, ETFS, GLOBAL_INDICES } from '../universe/universe';
import { generateOtherInstrumentsHistory } from './generate-other-instruments';
import { fixtureInput, seriesBytes, seriesOf } from './test-support';
import type { OtherInstrumentsHistory } from './types';

const input = fixtureInput('determinism', 700);
const symbols = [...COMMODITIES, ...GLOBAL_INDICES, ...ETFS].map((d) => d.symbol);

function sameBytes(a: OtherInstrumentsHistory, b: OtherInstrumentsHistory, symbol: string): boolean {
  return seriesBytes(seriesOf(a, symbol)).equals(seriesBytes(seriesOf(b, symbol)));
}

describe('determinism of ETFs, commodities and global indices', () => {
  it('gives byte-identical series for the same seed', () => {
    const a = generateOtherInstrumentsHistory(input);
    const b = generateOtherInstrumentsHistory(input);
    expect(a.series.size).toBe(symbols.length);
    for (const symbol of symbols) expect(sameBytes(a, b, symbol), symbol).toBe(true);
    expect(Buffer.from(a.usdInr.buffer).equals(Buffer.from(b.usdInr.buffer))).toBe(true);
  });

  it('gives different series for a different seed (the anchored last close aside)', () => {
    const a = generateOtherInstrumentsHistory(input);
    const b = generateOtherInstrumentsHistory({ ...input, seed: 'determinism-2' });
    for (const symbol of symbols) expect(sameBytes(a, b, symbol), symbol).toBe(false);
  });

  it('leaves every other history unchanged when an instrument is added or GOLD is left out', () => {
    const a = generateOtherInstrumentsHistory(input);
    const platinum: CommodityDef = {
      symbol: 'PLATINUM',
      name: 'Platinum',
      quoteUnit: '₹ per g',
      lot: '100 g',
      lotMultiplier: 100,
      tick: 1,
      approxPrice: 3500,
      group: 'Bullion',
    };
    const tsx: GlobalIndexDef = {
      symbol: 'TSX',
      name: 'S&P/TSX Composite',
      country: 'Canada',
      timezone: 'America/Toronto',
      sessionIst: '20:00-02:30',
      approxLevel: 30000,
    };
    // A new contract on a new underlying, a new index, and GOLD dropped from the list.
    const b = generateOtherInstrumentsHistory({
      ...input,
      commodities: [platinum, ...COMMODITIES.filter((c) => c.symbol !== 'GOLD')],
      globalIndices: [tsx, ...GLOBAL_INDICES],
    });
    expect(b.series.has('GOLD')).toBe(false);
    expect(b.series.has('PLATINUM')).toBe(true);
    for (const symbol of symbols.filter((s) => s !== 'GOLD'))
      expect(sameBytes(a, b, symbol), symbol).toBe(true);
  });
});
