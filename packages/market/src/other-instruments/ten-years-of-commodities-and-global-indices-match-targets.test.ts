import { describe, expect, it } from 'vitest';
import {
  correlation,
  excessKurtosis,
  logReturns,
  median,
  standardDeviation,
} from '../simulator/test-support';
import { generateOtherInstrumentsHistory } from './generate-other-instruments';
import { fixtureInput, seriesOf } from './test-support';

// 2,600 NSE days (about ten years). Over 20 seeds the realised/target volatility ratio of every
// commodity and global index stayed within 0.78–1.30 (GARCH variance is right-skewed, so single
// decades run a little below target more often than above): hence the ±30 % band per instrument
// and a tighter ±10 % on the median across instruments.
const input = fixtureInput('statistics', 2600);
const history = generateOtherInstrumentsHistory(input);
const returnsOf = (symbol: string): Float64Array => logReturns(seriesOf(history, symbol).close);
const annualVol = (symbol: string): number => standardDeviation(returnsOf(symbol)) * Math.sqrt(252);

describe('ten years of simulated commodities and global indices', () => {
  it('realises each target volatility within ±30 % (gold 14 %, silver 25 %, crude 35 %, natural gas 55 %, base metals 20–26 %)', () => {
    const ratios: number[] = [];
    for (const s of history.series.values()) {
      if (s.meta.kind === 'etf' || s.symbol === 'GIFTNIFTY') continue;
      const ratio = annualVol(s.symbol) / s.meta.annualVolatility;
      expect(ratio, s.symbol).toBeGreaterThan(0.7);
      expect(ratio, s.symbol).toBeLessThan(1.3);
      ratios.push(ratio);
    }
    expect(ratios.length).toBe(29);
    expect(median(ratios)).toBeGreaterThan(0.9);
    expect(median(ratios)).toBeLessThan(1.1);
    expect(seriesOf(history, 'GOLD').meta).toMatchObject({ annualVolatility: 0.14 });
    expect(seriesOf(history, 'NATURALGAS').meta).toMatchObject({ annualVolatility: 0.55 });
  });

  it('correlates gold with silver (≈ 0.75), crude with natural gas partly (≈ 0.25), contract sizes fully', () => {
    expect(correlation(returnsOf('GOLD'), returnsOf('SILVER'))).toBeGreaterThan(0.6);
    expect(correlation(returnsOf('GOLD'), returnsOf('SILVER'))).toBeLessThan(0.85);
    expect(correlation(returnsOf('CRUDEOIL'), returnsOf('NATURALGAS'))).toBeGreaterThan(0.1);
    expect(correlation(returnsOf('CRUDEOIL'), returnsOf('NATURALGAS'))).toBeLessThan(0.45);
    expect(correlation(returnsOf('GOLD'), returnsOf('GOLDPETAL'))).toBeGreaterThan(0.99);
    expect(Math.abs(correlation(returnsOf('GOLD'), returnsOf('CRUDEOIL')))).toBeLessThan(0.1);
  });

  it('moves the US indices together, tied more loosely to the other regions', () => {
    for (const [a, b] of [
      ['SPX', 'DJI'],
      ['SPX', 'IXIC'],
      ['DJI', 'IXIC'],
    ] as const) {
      expect(correlation(returnsOf(a), returnsOf(b)), `${a}/${b}`).toBeGreaterThan(0.75);
    }
    const crossRegion = correlation(returnsOf('SPX'), returnsOf('FTSE'));
    expect(crossRegion).toBeGreaterThan(0.15);
    expect(crossRegion).toBeLessThan(0.5);
    expect(correlation(returnsOf('DAX'), returnsOf('CAC'))).toBeGreaterThan(0.65);
  });

  it('has fat tails and volatility clustering in the commodity returns', () => {
    const kurtosis: number[] = [];
    for (const s of history.series.values()) {
      if (s.meta.kind !== 'commodity') continue;
      const r = returnsOf(s.symbol);
      const size = r.map(Math.abs);
      // Mean autocorrelation of |r| over lags 1–5: robust to the odd huge day, unlike r².
      let clustering = 0;
      for (let lag = 1; lag <= 5; lag++)
        clustering += correlation(size.subarray(lag), size.subarray(0, -lag)) / 5;
      expect(clustering, s.symbol).toBeGreaterThan(0.03);
      expect(Math.abs(correlation(r.subarray(1), r.subarray(0, -1))), s.symbol).toBeLessThan(0.1);
      kurtosis.push(excessKurtosis(r));
    }
    expect(Math.min(...kurtosis)).toBeGreaterThan(0.5);
    expect(median(kurtosis)).toBeGreaterThan(1);
  });

  it('trades more lots on big-move days', () => {
    for (const symbol of ['GOLD', 'CRUDEOIL', 'COPPER']) {
      const s = seriesOf(history, symbol);
      const r = returnsOf(symbol).map(Math.abs);
      expect(correlation(r, s.volume.subarray(1)), symbol).toBeGreaterThan(0.2);
    }
  });
});
