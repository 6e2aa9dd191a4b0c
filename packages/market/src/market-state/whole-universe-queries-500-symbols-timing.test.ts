import { describe, expect, it } from 'vitest';
import { generateDailyHistory } from '../simulator/daily-history';
import { median, universe, weekdays } from '../simulator/test-support';
import type { IsoDate } from '../units';
import { marketStateFromDailyHistory } from './from-daily-history';

/** Median wall time of `run` in ms after warm-up (printed, not asserted: CI machines vary). */
function medianMs(run: () => unknown, repeats = 200): number {
  for (let i = 0; i < 50; i++) run();
  const times: number[] = [];
  for (let i = 0; i < repeats; i++) {
    const started = performance.now();
    run();
    times.push(performance.now() - started);
  }
  return median(times);
}

describe('performance', () => {
  it('answers each whole-universe query for 500 symbols × 2,600 days (medians printed, target < 2 ms)', () => {
    const dates = weekdays('2015-01-01', 2600);
    const instruments = universe(500, 20);
    const history = generateDailyHistory({ seed: 'timing', dates, instruments });
    const loadStarted = performance.now();
    const state = marketStateFromDailyHistory(history, instruments);
    const loadMs = performance.now() - loadStarted;

    // Live ticks on every symbol, so queries see a moving market rather than the loaded last bar.
    let time = 1;
    const tickAll = () => {
      for (let id = 0; id < state.symbolCount; id++) {
        const q = state.quote(id);
        const step = ((id * 7 + time) % 11) - 5;
        state.applyTick(id, Math.max(5, q.ltp + step * 5), 10, time++);
      }
    };
    const tickMs = medianMs(tickAll, 50) / state.symbolCount;

    const queries: Record<string, () => unknown> = {
      'topMovers gainers 10': () => state.topMovers({ direction: 'gainers', limit: 10 }),
      'topMovers losers 10 sector': () =>
        state.topMovers({ direction: 'losers', limit: 10, sector: 'SECTOR3' }),
      'fiftyTwoWeek high': () => state.fiftyTwoWeek({ kind: 'high' }),
      'fiftyTwoWeek low': () => state.fiftyTwoWeek({ kind: 'low' }),
      'nearFiftyTwoWeek 5 %': () => state.nearFiftyTwoWeek({ thresholdPct: 5 }),
      allTimeHighs: () => state.allTimeHighs(),
      breadth: () => state.breadth(),
      'heatMap (500 tiles)': () => state.heatMap(),
      sectorPerformance: () => state.sectorPerformance(),
      'breakouts 20': () => state.breakouts({ lookback: 20 }),
    };
    const lines: string[] = [];
    for (const [name, run] of Object.entries(queries)) {
      lines.push(`${name.padEnd(28)} ${medianMs(run).toFixed(4)} ms`);
    }
    const sessionStarted = performance.now();
    state.beginSession('2030-01-01' as IsoDate, time);
    const sessionMs = performance.now() - sessionStarted;
    console.log(
      [
        `[market-state] 500 × 2600: load ${loadMs.toFixed(0)} ms, beginSession ${sessionMs.toFixed(1)} ms, applyTick ${(tickMs * 1000).toFixed(2)} µs`,
        ...lines.map((l) => `[market-state] ${l}`),
      ].join('\n'),
    );
    expect(state.breadth().unchanged).toBe(500);
  });
});
