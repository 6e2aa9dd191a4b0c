import { describe, expect, it } from 'vitest';
import { COMMODITIES, ETFS, GLOBAL_INDICES } from '../universe/universe';
import { generateOtherInstrumentsHistory } from './generate-other-instruments';
import { fixtureInput, seriesOf } from './test-support';

const input = fixtureInput('anchor', 2600);
const history = generateOtherInstrumentsHistory(input);
const last = input.dates.length - 1;

describe("anchoring at today's level", () => {
  it('ends every commodity within 1 % of its approximate price (in paise per quotation unit)', () => {
    for (const def of COMMODITIES) {
      const close = (seriesOf(history, def.symbol).close[last] ?? 0) / 100;
      expect(Math.abs(close / def.approxPrice - 1), def.symbol).toBeLessThanOrEqual(0.01);
    }
    expect(seriesOf(history, 'GOLD').close[last]).toBe(12_500_000);
    expect(seriesOf(history, 'NATURALGAS').close[last]).toBe(39_000);
  });

  it('ends every global index within 1 % of its approximate level (points × 100)', () => {
    for (const def of GLOBAL_INDICES) {
      const close = (seriesOf(history, def.symbol).close[last] ?? 0) / 100;
      expect(Math.abs(close / def.approxLevel - 1), def.symbol).toBeLessThanOrEqual(0.01);
    }
    expect(seriesOf(history, 'SPX').close[last]).toBe(670_000);
  });

  it('ends every ETF at its approximate price', () => {
    for (const def of ETFS) {
      expect(seriesOf(history, def.symbol).close[last], def.symbol).toBe(Math.round(def.approxPrice * 100));
    }
  });

  it('starts the history somewhere else: the past is simulated, not flat', () => {
    for (const symbol of ['GOLD', 'CRUDEOIL', 'SPX', 'NIFTYBEES']) {
      const s = seriesOf(history, symbol);
      expect(s.close[0], symbol).not.toBe(s.close[last]);
    }
  });
});
