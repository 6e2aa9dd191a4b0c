import { describe, expect, it } from 'vitest';
import {
  heldValueSeries,
  maxDrawdownPct,
  riskXray,
  type TargetAllocation,
  type XrayHolding,
} from './risk-xray';

const MODERATE: TargetAllocation = { largeCap: 35, midCap: 15, smallCap: 10, debt: 30, gold: 5, cash: 5 };

const THREE: XrayHolding[] = [
  { symbol: 'CCC', quantity: 2, value: 20, sector: 'Banks', capBand: 'smallCap' },
  { symbol: 'AAA', quantity: 5, value: 50, sector: 'Banks', capBand: 'largeCap' },
  { symbol: 'BBB', quantity: 3, value: 30, sector: 'IT', capBand: 'midCap' },
];

describe('the risk X-ray', () => {
  it('splits the value by holding, sector and cap band, largest first', () => {
    const x = riskXray({ holdings: THREE });
    expect(x.totalValue).toBe(100);
    expect(x.holdings.map((h) => [h.symbol, h.pct])).toEqual([
      ['AAA', 50],
      ['BBB', 30],
      ['CCC', 20],
    ]);
    expect(x.sectors).toEqual([
      { sector: 'Banks', value: 70, pct: 70 },
      { sector: 'IT', value: 30, pct: 30 },
    ]);
    expect(x.capBands.map((b) => [b.band, b.pct])).toEqual([
      ['largeCap', 50],
      ['midCap', 30],
      ['smallCap', 20],
    ]);
  });

  it('measures concentration: top holding, top five and Herfindahl (0.5² + 0.3² + 0.2² = 0.38)', () => {
    const { concentration } = riskXray({ holdings: THREE });
    expect(concentration.topSymbol).toBe('AAA');
    expect(concentration.topHoldingPct).toBe(50);
    expect(concentration.top5Pct).toBe(100);
    expect(concentration.herfindahl).toBeCloseTo(0.38, 12);
    expect(concentration.effectiveHoldings).toBeCloseTo(1 / 0.38, 12);
  });

  it('compares each asset class with the target and warns by rule', () => {
    const x = riskXray({ holdings: THREE, target: MODERATE });
    expect(x.comparison.map((c) => [c.assetClass, c.actualPct, c.targetPct, c.differencePct])).toEqual([
      ['largeCap', 50, 35, 15],
      ['midCap', 30, 15, 15],
      ['smallCap', 20, 10, 10],
      ['debt', 0, 30, -30],
      ['gold', 0, 5, -5],
      ['cash', 0, 5, -5],
    ]);
    // CCC is exactly 20 %: not over the 20 % rule.
    expect(x.warnings).toEqual([
      { code: 'stockOver', subject: 'AAA', actual: 50, limit: 20 },
      { code: 'stockOver', subject: 'BBB', actual: 30, limit: 20 },
      { code: 'sectorOver', subject: 'Banks', actual: 70, limit: 40 },
      { code: 'smallCapAbove', subject: null, actual: 20, limit: 10 },
      { code: 'midCapAbove', subject: null, actual: 30, limit: 15 },
      { code: 'equityAbove', subject: null, actual: 100, limit: 60 },
      { code: 'fewHoldings', subject: null, actual: 3, limit: 5 },
    ]);
  });

  it('gives no warning to five equal holdings in five sectors inside the target', () => {
    const holdings = ['A', 'B', 'C', 'D', 'E'].map(
      (symbol): XrayHolding => ({ symbol, quantity: 1, value: 20, sector: symbol, capBand: 'largeCap' }),
    );
    const x = riskXray({
      holdings,
      target: { largeCap: 100, midCap: 0, smallCap: 0, debt: 0, gold: 0, cash: 0 },
    });
    expect(x.concentration.herfindahl).toBeCloseTo(0.2, 12);
    expect(x.warnings).toEqual([]);
  });

  it('values today’s quantities on each day, carrying a gap forward and starting when every holding has a close', () => {
    const { values, start } = heldValueSeries(
      [
        { symbol: 'A', quantity: 1, value: 12, sector: 'S', capBand: 'largeCap', closes: [0, 10, 0, 12] },
        { symbol: 'B', quantity: 2, value: 12, sector: 'S', capBand: 'largeCap', closes: [5, 5, 6, 6] },
      ],
      [1, 1, 1, 1],
    );
    expect(start).toBe(1);
    expect(values).toEqual([20, 22, 24]);
  });

  it('finds beta 2, the annualised volatility and the drawdown of a holding that moves twice the index', () => {
    // Index returns +5 %, −5 %, +10 %, 0; the stock's +10 %, −10 %, +20 %, 0.
    const holdings: XrayHolding[] = [
      {
        symbol: 'TWICE',
        quantity: 1,
        value: 118.8,
        sector: 'S',
        capBand: 'largeCap',
        closes: [100, 110, 99, 118.8, 118.8],
      },
    ];
    const x = riskXray({
      holdings,
      benchmarkCloses: [1000, 1050, 997.5, 1097.25, 1097.25],
      dates: ['2026-01-01', '2026-01-02', '2026-01-05', '2026-01-06', '2026-01-07'],
      rules: { minSessions: 5 },
      lossTolerancePct: 5,
    });
    const risk = x.risk;
    expect(risk).not.toBeNull();
    if (!risk) return;
    expect(risk.sessions).toBe(5);
    expect([risk.from, risk.to]).toEqual(['2026-01-01', '2026-01-07']);
    expect(risk.beta).toBeCloseTo(2, 10);
    // Returns 0.1, −0.1, 0.2, 0: mean 0.05, Σ(d²) = 0.05, sample variance 0.05 / 3; × √252.
    expect(risk.volatilityPct).toBeCloseTo(Math.sqrt(0.05 / 3) * Math.sqrt(252) * 100, 8);
    expect(risk.volatilityPct).toBeCloseTo(204.939, 2);
    expect(risk.benchmarkVolatilityPct).toBeCloseTo(102.47, 2);
    // Peak 110, trough 99: 10 %.
    expect(risk.maxDrawdownPct).toBeCloseTo(10, 10);
    expect(x.warnings.map((w) => w.code)).toEqual([
      'stockOver',
      'sectorOver',
      'fewHoldings',
      'drawdownOverTolerance',
      'betaHigh',
    ]);
  });

  it('has no risk figures with fewer closes than the rule asks, nor a beta against a flat index', () => {
    const holding: XrayHolding = {
      symbol: 'A',
      quantity: 1,
      value: 1,
      sector: 'S',
      capBand: 'largeCap',
      closes: [1, 2, 1],
    };
    expect(riskXray({ holdings: [holding], benchmarkCloses: [5, 6, 7] }).risk).toBeNull();
    const flat = riskXray({ holdings: [holding], benchmarkCloses: [5, 5, 5], rules: { minSessions: 3 } });
    expect(flat.risk?.beta).toBeNull();
    expect(flat.risk?.maxDrawdownPct).toBe(50);
  });

  it('has a drawdown of 0 for a series that only rises, and an empty X-ray for no holdings', () => {
    expect(maxDrawdownPct([1, 2, 3])).toBe(0);
    const empty = riskXray({ holdings: [], target: MODERATE });
    expect(empty.totalValue).toBe(0);
    expect(empty.concentration.topSymbol).toBeNull();
    expect(empty.warnings).toEqual([]);
  });
});
