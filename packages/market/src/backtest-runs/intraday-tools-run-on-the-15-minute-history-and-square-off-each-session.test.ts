import { describe, expect, it } from 'vitest';
import { STRATEGIES } from '../strategies/catalogue';
import type { IntradayHistory } from './backtest-request';
import { runBacktestRequest } from './run-backtest-request';
import { LEDGER_BARS, marketData, stock } from './test-market-data';

const SESSIONS = ['2024-03-04', '2024-03-05', '2024-03-06', '2024-03-07'];
const BARS = 25;

/** Four sessions of 15-minute bars: each rises through the morning and falls back in the afternoon. */
function intradayHistory(): IntradayHistory {
  const labels: string[] = [];
  const dates: string[] = [];
  const close: number[] = [];
  SESSIONS.forEach((date, d) => {
    for (let b = 0; b < BARS; b++) {
      const minute = 9 * 60 + 15 + b * 15;
      labels.push(
        `${date} ${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`,
      );
      dates.push(date);
      close.push(10_000 + d * 100 + (b < 12 ? b * 40 : (24 - b) * 40));
    }
  });
  const n = close.length;
  const bars = {
    open: Int32Array.from(close, (c, i) => (i % BARS === 0 ? c : (close[i - 1] ?? c))),
    high: Int32Array.from(close, (c) => c + 20),
    low: Int32Array.from(close, (c) => c - 20),
    close: Int32Array.from(close),
    volume: Float64Array.from({ length: n }, () => 1_000),
    adjFactor: Float64Array.from({ length: n }, () => 1),
  };
  return {
    labels,
    dates,
    method: 'Synthetic 15-minute sessions.',
    bars: (symbol) => (symbol === 'ACME' ? bars : undefined),
    benchmark: { dates: labels, close },
  };
}

const tool = STRATEGIES.find((d) => d.timeframe === 'm15' && d.side === 'long');

describe('back-tests of tools on 15-minute bars', () => {
  it('refuses them on a market without 15-minute history', () => {
    if (!tool) throw new Error('no 15-minute tool');
    const data = marketData([stock('ACME', 'Metals', LEDGER_BARS)], 10);
    expect(() =>
      runBacktestRequest(
        {
          strategy: { kind: 'tradingTool', id: tool.id },
          scope: { kind: 'symbol', symbol: 'ACME' },
          capitalRupees: 100_000,
        },
        data,
      ),
    ).toThrow(/runs on 15-minute bars, which this market does not keep/);
  });

  it('runs them on the 15-minute bars of the chosen sessions, every trade inside one session', () => {
    if (!tool) throw new Error('no 15-minute tool');
    const data = { ...marketData([stock('ACME', 'Metals', LEDGER_BARS)], 10), intraday: intradayHistory() };
    const run = runBacktestRequest(
      {
        strategy: { kind: 'tradingTool', id: tool.id },
        scope: { kind: 'symbol', symbol: 'ACME' },
        capitalRupees: 100_000,
        from: '2024-03-05',
        to: '2024-03-07',
      },
      data,
    );
    expect(run.period).toEqual({ from: '2024-03-05 09:15', to: '2024-03-07 15:15', bars: 3 * BARS });
    for (const t of run.result.trades) expect(t.exitDate.slice(0, 10)).toBe(t.entryDate.slice(0, 10));
    expect(run.strategy.method).toContain('Synthetic 15-minute sessions.');
    expect(run.benchmark.dates).toHaveLength(3 * BARS);
  });
});
