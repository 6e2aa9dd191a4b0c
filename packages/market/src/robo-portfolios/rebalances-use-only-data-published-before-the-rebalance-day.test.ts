import { describe, expect, it } from 'vitest';
import { generateFinancials } from '../fundamentals/generate-financials';
import { keyRatios } from '../fundamentals/key-ratios';
import { equityNamed, inputFor } from '../fundamentals/test-support';
import { createRng } from '../simulator/prng';
import { weekdays } from '../simulator/test-support';
import { EQUITIES } from '../universe/universe';
import { capBySector, financialsPublishedBy, momentumModel, qualityAtFairPriceModel } from './robo-rules';
import type { RoboInput, RoboStock } from './robo-types';
import { runRoboModel } from './run-robo-model';

const dates = weekdays('2024-01-01', 700);

function walk(symbol: string, n: number): number[] {
  const rng = createRng('robo-test', symbol);
  const out: number[] = [10_000];
  for (let t = 1; t < n; t++) out.push((out[t - 1] ?? 10_000) * (1 + 0.02 * (rng.uniform() - 0.49)));
  return out;
}

const stocks: RoboStock[] = EQUITIES.slice(0, 40).map((e) => ({
  symbol: e.symbol,
  sector: e.sector,
  close: walk(e.symbol, dates.length),
}));
const base: RoboInput = { dates, stocks, benchmark: walk('NIFTY', dates.length), costs: 'none' };

describe('no look-ahead', () => {
  it('changing every close after a day changes no rebalance up to that day (momentum)', () => {
    const k = 500;
    const changed: RoboInput = {
      ...base,
      stocks: stocks.map((s) => ({
        ...s,
        close: Array.from(s.close as number[], (c, t) => (t > k ? c * (t % 3 === 0 ? 1.5 : 0.6) : c)),
      })),
    };
    const model = momentumModel({ size: 5, sectorCap: 2 });
    const a = runRoboModel(base, model);
    const b = runRoboModel(changed, model);
    const upTo = (r: typeof a) => r.rebalances.filter((x) => x.date <= (dates[k] ?? ''));
    expect(upTo(a).length).toBeGreaterThan(5);
    expect(upTo(b)).toEqual(upTo(a));
    expect(b.rebalances).not.toEqual(a.rebalances);
  });

  it('the rule reads the day before the rebalance: a jump on the rebalance day itself does not change the pick', () => {
    const model = momentumModel({ size: 5, sectorCap: 2 });
    const a = runRoboModel(base, model);
    const first = a.rebalances[0];
    expect(first).toBeDefined();
    const t = first ? dates.indexOf(first.date) : -1;
    expect(t).toBeGreaterThan(0);
    const changed: RoboInput = {
      ...base,
      stocks: stocks.map((s, i) => ({
        ...s,
        close: Array.from(s.close as number[], (c, u) => (u === t ? c * (1 + i / 10) : c)),
      })),
    };
    expect(runRoboModel(changed, model).rebalances[0]?.entered).toEqual(first?.entered);
  });

  it('quality picks use only statements published on or before the data day', () => {
    const symbols = [
      'HDFCBANK',
      'ICICIBANK',
      'TCS',
      'INFY',
      'WIPRO',
      'HCLTECH',
      'ITC',
      'HINDUNILVR',
      'NESTLEIND',
      'SUNPHARMA',
      'CIPLA',
      'MARUTI',
    ].filter((s) => EQUITIES.some((e) => e.symbol === s));
    const qStocks: RoboStock[] = symbols.map((symbol) => {
      const equity = equityNamed(symbol);
      return {
        symbol,
        sector: equity.sector,
        close: walk(symbol, dates.length),
        financials: generateFinancials(inputFor(equity, { quarters: 40 })),
      };
    });
    const model = qualityAtFairPriceModel({ size: 4, sectorCap: 2 });
    const t = 300;
    const asOf = dates[t - 1] ?? dates[0];
    if (asOf === undefined) throw new Error('no dates');
    const full = model.select({ dates, stocks: qStocks, asOfIndex: t - 1 });
    const cut = model.select({
      dates,
      stocks: qStocks.map((s) =>
        s.financials ? { ...s, financials: financialsPublishedBy(s.financials, asOf) } : s,
      ),
      asOfIndex: t - 1,
    });
    expect(full.length).toBeGreaterThan(0);
    expect(cut).toEqual(full);
    // every pick obeys the stated rule on that day's published statements
    for (const symbol of full) {
      const s = qStocks.find((x) => x.symbol === symbol);
      if (!s?.financials) throw new Error('missing');
      const r = keyRatios(financialsPublishedBy(s.financials, asOf), s.close[t - 1] ?? 0);
      expect(r.debtToEquity ?? 9).toBeLessThan(1);
      for (const q of s.financials.quarterly)
        if (q.publishedOn > asOf)
          expect(financialsPublishedBy(s.financials, asOf).quarterly).not.toContain(q);
    }
  });

  it('the sector cap skips a sector once it holds its share', () => {
    const ranked = [
      { symbol: 'A', sector: 'IT' },
      { symbol: 'B', sector: 'IT' },
      { symbol: 'C', sector: 'IT' },
      { symbol: 'D', sector: 'Bank' },
      { symbol: 'E', sector: 'Pharma' },
    ];
    expect(capBySector(ranked, 3, 2)).toEqual(['A', 'B', 'D']);
  });
});
