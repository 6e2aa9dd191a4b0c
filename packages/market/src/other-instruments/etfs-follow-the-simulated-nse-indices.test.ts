import { describe, expect, it } from 'vitest';
import { simulationCalendar } from '../calendar/projected-years';
import { generateDailyHistory } from '../simulator/daily-history';
import { correlation, logReturns, standardDeviation } from '../simulator/test-support';
import { isoDate } from '../units';
import { INDICES, simulatorInstruments } from '../universe/universe';
import { generateOtherInstrumentsHistory } from './generate-other-instruments';
import { fixtureInput, seriesOf } from './test-support';

// The real pipeline: ten years of the whole equity universe and its NSE indices, then the ETFs,
// commodities and global indices following those indices.
const dates = simulationCalendar(2015, 2027).tradingDaysBetween(isoDate('2016-11-21'), isoDate('2026-11-20'));
const { instruments, sectors } = simulatorInstruments();
const equities = generateDailyHistory({
  seed: 'nivesh-default',
  dates,
  instruments,
  sectors,
  anchor: 'last',
  indices: INDICES.map((index) => ({ symbol: index.name, constituents: index.constituents })),
});
const history = generateOtherInstrumentsHistory({
  seed: 'nivesh-default',
  dates,
  nseIndices: equities.indices,
});
const years = dates.length / 252;
const etfReturns = (symbol: string): Float64Array => logReturns(seriesOf(history, symbol).close);
const indexCloses = (name: string): Float64Array => {
  const levels = equities.indices.get(name);
  if (!levels) throw new Error(`missing index ${name}`);
  return levels.close;
};

describe('ETFs over ten years of the simulated NSE market', () => {
  it('tracks each equity ETF’s NSE index: daily return correlation above 0.95', () => {
    const tracked = [...history.series.values()].filter(
      (s) => s.meta.kind === 'etf' && s.meta.tracking.kind === 'nse-index',
    );
    expect(tracked.map((s) => s.symbol)).toEqual(
      expect.arrayContaining(['NIFTYBEES', 'BANKBEES', 'JUNIORBEES', 'ITBEES', 'PSUBNKBEES', 'MOM100']),
    );
    for (const s of tracked) {
      if (s.meta.kind !== 'etf' || !s.meta.tracking.reference) continue;
      const rho = correlation(etfReturns(s.symbol), logReturns(indexCloses(s.meta.tracking.reference)));
      expect(rho, s.symbol).toBeGreaterThan(0.95);
    }
  });

  it('keeps a fixed ratio to the index, drifting only by dividends kept minus the expense ratio', () => {
    const etf = seriesOf(history, 'NIFTYBEES');
    const index = indexCloses('NIFTY 50');
    const last = dates.length - 1;
    const relative = (t: number): number => Math.log((etf.close[t] ?? 0) / 100 / (index[t] ?? 1));
    // 1.2 % a year carry − 0.2 % expenses, compounded over the decade; premiums and ticks are noise.
    expect(relative(last) - relative(0)).toBeCloseTo(0.01 * years, 1);
    const daily = Float64Array.from({ length: last }, (_, t) => relative(t + 1) - relative(t));
    expect(standardDeviation(daily)).toBeLessThan(0.003);
    expect((etf.close[last] ?? 0) / 100).toBe(290);
  });

  it('tracks gold and silver ETFs on the simulated MCX contracts, foreign ones in rupees', () => {
    expect(correlation(etfReturns('GOLDBEES'), etfReturns('GOLD'))).toBeGreaterThan(0.95);
    expect(correlation(etfReturns('SILVERBEES'), etfReturns('SILVER'))).toBeGreaterThan(0.95);
    const nasdaqInRupees = seriesOf(history, 'IXIC').close.map((x, t) => x * (history.usdInr[t] ?? 0));
    expect(correlation(etfReturns('MON100'), logReturns(nasdaqInRupees))).toBeGreaterThan(0.9);
    expect(correlation(etfReturns('HNGSNGBEES'), etfReturns('HSI'))).toBeGreaterThan(0.85);
    expect(seriesOf(history, 'CPSEETF').meta).toMatchObject({
      tracking: { kind: 'nse-index-proxy', reference: 'NIFTY ENERGY' },
    });
    expect(correlation(etfReturns('CPSEETF'), logReturns(indexCloses('NIFTY ENERGY')))).toBeGreaterThan(0.7);
  });

  it('keeps LIQUIDBEES at ₹1,000 and pays the overnight rate out daily (in adjFactor)', () => {
    const liquid = seriesOf(history, 'LIQUIDBEES');
    expect(liquid.close.every((p) => p >= 99_990 && p <= 100_010)).toBe(true);
    const growth = -Math.log(liquid.adjFactor[0] ?? 1) / years;
    expect(growth).toBeGreaterThan(0.03);
    expect(growth).toBeLessThan(0.065);
  });

  it('follows NIFTY 50 with GIFT Nifty, ending at its approximate level', () => {
    const gift = seriesOf(history, 'GIFTNIFTY');
    expect(correlation(logReturns(gift.close), logReturns(indexCloses('NIFTY 50')))).toBeGreaterThan(0.98);
    expect(gift.close[dates.length - 1]).toBe(2_610_000);
    expect(gift.meta).toMatchObject({ kind: 'global-index', follows: 'NIFTY 50', exchange: 'NSE IX' });
  });
});

describe('ETFs over NSE indices given as closes only', () => {
  const fixture = fixtureInput('closes-only', 1500);
  const closesOnly = new Map(
    [...fixture.nseIndices].map(([name, bars]) => [name, 'close' in bars ? bars.close : bars]),
  );
  const fromCloses = generateOtherInstrumentsHistory({ ...fixture, nseIndices: closesOnly });

  it('still tracks the index and draws a valid range of its own', () => {
    const etf = seriesOf(fromCloses, 'BANKBEES');
    const index = closesOnly.get('NIFTY BANK') ?? [];
    expect(correlation(logReturns(etf.close), logReturns(index))).toBeGreaterThan(0.95);
    let ranged = 0;
    for (let t = 0; t < etf.close.length; t++) {
      const [o, h, l, c] = [etf.open[t] ?? 0, etf.high[t] ?? 0, etf.low[t] ?? 0, etf.close[t] ?? 0];
      expect(l <= Math.min(o, c) && Math.max(o, c) <= h).toBe(true);
      if (h > l) ranged++;
    }
    expect(ranged / etf.close.length).toBeGreaterThan(0.95);
  });

  it('falls back to a NIFTY 50 stand-in for an index that is not given, and says so', () => {
    const withoutBank = new Map(closesOnly);
    withoutBank.delete('NIFTY BANK');
    const h = generateOtherInstrumentsHistory({ ...fixture, nseIndices: withoutBank });
    expect(seriesOf(h, 'BANKBEES').meta).toMatchObject({
      tracking: { kind: 'nse-index-proxy', reference: 'NIFTY 50', beta: 1 },
    });
    const rho = correlation(
      logReturns(seriesOf(h, 'BANKBEES').close),
      logReturns(closesOnly.get('NIFTY 50') ?? []),
    );
    expect(rho).toBeGreaterThan(0.6);
    expect(rho).toBeLessThan(0.95);
  });
});
