import { beforeAll, describe, expect, it } from 'vitest';
import { type DailyHistory, generateDailyHistory, type InstrumentSpec } from './daily-history';
import {
  autocorrelation,
  correlation,
  excessKurtosis,
  logReturns,
  median,
  standardDeviation,
  universe,
  weekdays,
} from './test-support';

// ~10 years × 50 stocks in 5 sectors; bounds are the acceptance criteria.
const dates = weekdays('2015-01-01', 2600);
const stocks: InstrumentSpec[] = universe(50, 5);
let history: DailyHistory;
const returns = new Map<string, Float64Array>();

beforeAll(() => {
  history = generateDailyHistory({ seed: 'statistics', dates, instruments: stocks });
  for (const s of history.series.values()) returns.set(s.symbol, logReturns(s.adjClose));
});

function returnsOf(symbol: string): Float64Array {
  const r = returns.get(symbol);
  if (!r) throw new Error(`missing ${symbol}`);
  return r;
}

describe('ten years of 50 stocks', () => {
  it('realises each stock’s annualised volatility within ±30 % of its target', () => {
    for (const s of stocks) {
      const vol = standardDeviation(returnsOf(s.symbol)) * Math.sqrt(252);
      expect(vol / s.annualVolatility, s.symbol).toBeGreaterThan(0.7);
      expect(vol / s.annualVolatility, s.symbol).toBeLessThan(1.3);
    }
  });

  it('correlates stocks of a sector clearly more than stocks of different sectors', () => {
    let within = 0;
    let withinCount = 0;
    let across = 0;
    let acrossCount = 0;
    for (let i = 0; i < stocks.length; i++) {
      for (let j = i + 1; j < stocks.length; j++) {
        const a = stocks[i];
        const b = stocks[j];
        if (!a || !b) continue;
        const rho = correlation(returnsOf(a.symbol), returnsOf(b.symbol));
        if (a.sector === b.sector) {
          within += rho;
          withinCount++;
        } else {
          across += rho;
          acrossCount++;
        }
      }
    }
    const w = within / withinCount;
    const x = across / acrossCount;
    expect(x).toBeGreaterThan(0.05); // the market factor links everything
    expect(w - x).toBeGreaterThan(0.08);
  });

  it('has fat tails, volatility clustering and no return autocorrelation', () => {
    const kurtosis: number[] = [];
    const squaredAcf: number[] = [];
    for (const s of stocks) {
      const r = returnsOf(s.symbol);
      kurtosis.push(excessKurtosis(r));
      squaredAcf.push(
        autocorrelation(
          r.map((x) => x * x),
          1,
        ),
      );
      expect(Math.abs(autocorrelation(r, 1)), s.symbol).toBeLessThan(0.1);
    }
    for (const k of kurtosis) expect(k).toBeGreaterThan(1);
    expect(median(squaredAcf)).toBeGreaterThan(0.05);
    expect(Math.min(...squaredAcf)).toBeGreaterThan(0);
  });

  it('trades more on big-move days (volume–|return| correlation > 0.2) around the target volume', () => {
    const rhos: number[] = [];
    for (const s of stocks) {
      const series = history.series.get(s.symbol);
      if (!series) throw new Error(s.symbol);
      const r = returnsOf(s.symbol);
      // Split-adjusted volume, so a bonus does not masquerade as a volume regime.
      const v = new Float64Array(r.length);
      for (let t = 1; t < dates.length; t++)
        v[t - 1] = (series.volume[t] ?? 0) / (series.splitFactor[t] ?? 1);
      rhos.push(correlation(v, r.map(Math.abs)));
      const avg = v.reduce((a, b) => a + b, 0) / v.length;
      const firstSplitFactor = series.splitFactor[0] ?? 1;
      // Printed-before-any-action average should sit near the requested average (log-normal level noise).
      expect((avg * firstSplitFactor) / s.avgDailyVolume).toBeGreaterThan(0.5);
      expect((avg * firstSplitFactor) / s.avgDailyVolume).toBeLessThan(2);
    }
    for (const rho of rhos) expect(rho).toBeGreaterThan(0.2);
  });
});
