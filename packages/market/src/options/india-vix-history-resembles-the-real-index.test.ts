import { describe, expect, it } from 'vitest';
import { hasSharedData, readShared } from '../nse-files/read-fixture';
import { correlation, logReturns, median, standardDeviation } from '../simulator/test-support';
import { isoDate } from '../units';
import { simulateIndiaVixHistory } from './india-vix-history';

/** `Date,Open,High,Low,Close,...` rows of an index file in shared/data, keyed by date. */
function readDaily(file: string): Map<string, number[]> {
  const [, ...lines] = readShared(file).trim().split('\n');
  return new Map(
    lines
      .map((line) => line.split(','))
      .filter((f) => f.length >= 5 && Number(f[4]) > 0)
      .map((f) => [f[0] ?? '', f.slice(1, 5).map(Number)]),
  );
}

const quantile = (values: Float64Array | number[], p: number): number => {
  const sorted = Array.from(values).sort((a, b) => a - b);
  return sorted[Math.floor(p * (sorted.length - 1))] ?? Number.NaN;
};

describe.skipIf(!hasSharedData)('the VIX model run on real NIFTY closes, 2010–2022', () => {
  it('matches the real India VIX in level, spread, daily moves and its link to NIFTY', () => {
    const nifty = readDaily('nse_indices/NIFTY_50_daily_2000-2022.csv');
    const realVix = readDaily('nse_indices/INDIA_VIX_daily_2010-2022.csv');
    const dates = [...nifty.keys()].filter((d) => realVix.has(d)).sort();
    expect(dates.length).toBeGreaterThan(2900);
    const column = (map: Map<string, number[]>, field: number) =>
      Float64Array.from(dates, (d) => map.get(d)?.[field] ?? Number.NaN);
    const history = simulateIndiaVixHistory({
      dates: dates.map(isoDate),
      opens: column(nifty, 0),
      highs: column(nifty, 1),
      lows: column(nifty, 2),
      closes: column(nifty, 3),
      seed: 'real-nifty',
    });
    const real = column(realVix, 3);
    const model = history.close;
    const niftyReturns = logReturns(column(nifty, 3));
    const stats = (v: Float64Array) => ({
      median: median(Array.from(v)),
      q05: quantile(v, 0.05),
      q95: quantile(v, 0.95),
      dailySd: standardDeviation(logReturns(v)),
      corr: correlation(niftyReturns, logReturns(v)),
      inBand: v.filter((x) => x >= 10 && x <= 25).length / v.length,
    });
    const m = stats(model);
    const r = stats(real);
    const levelCorrelation = correlation(model, real);
    console.log('model', m, 'real', r, 'level correlation', levelCorrelation.toFixed(3));
    // Real: median 17.2, 5 % 12.1, 95 % 28.6, daily sd of Δlog 5.2 %, corr −0.56, 90 % in 10–25.
    expect(Math.abs(m.median - r.median)).toBeLessThan(1.5);
    expect(Math.abs(m.q05 - r.q05)).toBeLessThan(1.5);
    expect(Math.abs(m.q95 - r.q95)).toBeLessThan(3);
    expect(m.dailySd).toBeGreaterThan(0.035);
    expect(m.dailySd).toBeLessThan(0.07);
    expect(m.corr).toBeLessThan(-0.45);
    expect(m.corr).toBeGreaterThan(-0.75);
    expect(m.inBand).toBeGreaterThan(0.8);
    expect(levelCorrelation).toBeGreaterThan(0.7);
    // The March 2020 crash: the real index closed at 83.6 on 24 Mar 2020.
    const march2020 = dates.flatMap((d, i) => (d.startsWith('2020-03') ? [model[i] ?? 0] : []));
    expect(Math.max(...march2020)).toBeGreaterThan(55);
    expect(Math.max(...march2020)).toBeLessThan(110);
  });
});
