import { describe, expect, it } from 'vitest';
import { tradeStatistics } from '../backtest/metrics';
import { backtest, portfolioBacktest } from '../backtest/run-backtest';
import { findStrategy } from './catalogue';
import { MEASUREMENT_SETTINGS, measurementMethod, StrategyMeasurement } from './measure-strategy';
import { compileStrategy, strategySignals } from './strategy-signals';
import { barsFromRows, choppyBars, m15Dates, rowsFromCloses } from './test-support';

const N = 600;
const START = 300;
const symbols = ['AAA', 'BBB', 'CCC'].map((symbol, i) => ({
  symbol,
  daily: choppyBars(N, 20 + i, { gap: 0.01, move: 0.04 }),
}));
const labels = symbols[0]?.daily.dates ?? [];

function strategy(id: string) {
  const definition = findStrategy(id);
  if (!definition) throw new Error(id);
  return compileStrategy(definition);
}

describe('StrategyMeasurement', () => {
  it('adds up the per-symbol back-tests and runs the equal-slot portfolio over the window', () => {
    const compiled = strategy('ema-cross-9-21');
    const measurement = new StrategyMeasurement(compiled, { labels, start: START });
    for (const s of symbols) measurement.add(s.symbol, { daily: s.daily });
    const result = measurement.finish();

    const rules = {
      side: 'long',
      product: 'delivery',
      stopLossPercent: 7,
      targetPercent: 0,
      slippageBps: 5,
    } as const;
    const sliceBars = (b: (typeof symbols)[number]['daily']) => ({
      open: b.open.subarray(START),
      high: b.high.subarray(START),
      low: b.low.subarray(START),
      close: b.close.subarray(START),
      volume: b.volume.subarray(START),
      adjFactor: b.adjFactor.subarray(START),
    });
    const dates = labels.slice(START);
    const direct = symbols.map((s) => {
      const sig = strategySignals(compiled, { daily: s.daily });
      const signals = { entries: sig.entries.subarray(START), exits: sig.exits.subarray(START) };
      return { s, signals, bars: sliceBars(s.daily) };
    });
    const trades = direct.flatMap(
      ({ s, signals, bars }) =>
        backtest({ bars, dates }, signals, {
          ...rules,
          symbol: s.symbol,
          initialCapitalPaise: 1e10,
          sizing: { kind: 'fixed', capitalPaise: 10_000_000 },
        }).trades,
    );
    const stats = tradeStatistics(trades);
    expect(trades.length).toBeGreaterThan(5);
    expect(result.trades).toBe(trades.length);
    expect(result.winRatePct).toBeCloseTo((stats.winRate ?? 0) * 100, 10);
    expect(result.expectancyRupees).toBeCloseTo((stats.expectancyPaise ?? 0) / 100, 8);
    expect(result.profitFactor).toBeCloseTo(stats.profitFactor ?? 0, 10);
    const meanReturn =
      trades.reduce((a, t) => a + t.netPnlPaise / (t.entryPricePaise * t.quantity), 0) / trades.length;
    expect(result.avgNetReturnPct).toBeCloseTo(meanReturn * 100, 10);

    const portfolio = portfolioBacktest(
      dates,
      direct.map(({ s, signals, bars }) => ({
        symbol: s.symbol,
        bars,
        ...signals,
        score: Float64Array.from(bars.close, (c, t) => c * (bars.volume[t] ?? 0)),
      })),
      { ...rules, maxOpenPositions: 10, initialCapitalPaise: 100_000_000 },
    );
    expect(result.portfolioTrades).toBe(portfolio.metrics.trades);
    expect(result.portfolioReturnPct).toBeCloseTo(portfolio.metrics.totalReturn * 100, 10);
    expect(result.portfolioMaxDrawdownPct).toBeCloseTo(portfolio.metrics.maxDrawdown.fraction * 100, 10);
    expect(result.portfolioCagrPct).toBeCloseTo(portfolio.metrics.cagr * 100, 10); // 300 bars ≥ 1 year
    expect(result).toMatchObject({ symbols: 3, from: dates[0], to: dates.at(-1), bars: 300 });
  });

  it('reports no trades and no rates for a rule that never fires', () => {
    const measurement = new StrategyMeasurement(strategy('gap-up-3'), {
      labels: labels.slice(0, 50),
      start: 10,
    });
    const flat = barsFromRows(rowsFromCloses(new Array(50).fill(100)));
    measurement.add('FLAT', { daily: flat });
    expect(measurement.finish()).toMatchObject({
      trades: 0,
      winRatePct: null,
      avgNetReturnPct: null,
      expectancyRupees: null,
      portfolioReturnPct: 0,
      portfolioCagrPct: null,
    });
  });

  it('measures an intraday short tool on 15-minute bars and squares off every session', () => {
    const m15Labels = m15Dates(8, 25).map(
      (d, i) => `${d} ${String(9 + Math.floor((i % 25) / 4)).padStart(2, '0')}:${(i % 4) * 15}`,
    );
    const m15 = choppyBars(200, 5, { dates: m15Dates(8, 25), gap: 0.004, move: 0.01 });
    const measurement = new StrategyMeasurement(strategy('m15-vwap-short-0p5-1'), {
      labels: m15Labels,
      start: 25,
    });
    measurement.add('AAA', { daily: symbols[0]?.daily ?? m15, m15 });
    const result = measurement.finish();
    expect(result.trades).toBeGreaterThan(0);
    expect(result.bars).toBe(175);
    expect(result.portfolioCagrPct).toBeNull();
  });

  it('states its method with the settings used', () => {
    expect(measurementMethod()).toContain('₹1,00,000');
    expect(measurementMethod()).toContain(`${MEASUREMENT_SETTINGS.slippageBps} bps`);
  });
});
