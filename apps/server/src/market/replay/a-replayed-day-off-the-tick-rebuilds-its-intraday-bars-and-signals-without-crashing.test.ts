import { describe, expect, it } from 'vitest';
import { useImportDatabase } from '../../market-data/import-test-support';
import { SignalReplay } from '../../signals/signal-replay';
import { pastDayBars } from '../past-intraday';
import { idOf, paise, REPLAY_SEED, startReplay } from './replay-test-support';

// BHARATIWIN (an ETF in the EQ series) trades on ₹0.01: its 20 Dec 2017 bar is 37.90 / 37.90 / 37.30
// / 37.58, off the ₹0.05 tick the path generator needs (fixtures/replay-dec-2017/README.md).
describe('a replayed day off the tick rebuilds its intraday bars and signals without crashing', () => {
  const ctx = useImportDatabase('pglite');

  it('draws the past day through the bar rounded inward to the tick', async () => {
    const { state } = await startReplay(ctx.db, 'replay-dec-2017');
    const id = idOf(state, 'BHARATIWIN');
    const bars = pastDayBars(REPLAY_SEED, state, id, 0, 15);
    expect(bars).toBeDefined();
    const highs = [...(bars?.high ?? [])];
    const lows = [...(bars?.low ?? [])];
    expect(Math.max(...highs)).toBe(paise(37.9));
    expect(Math.min(...lows)).toBe(paise(37.3));
    expect(bars?.close[bars.count - 1]).toBe(paise(37.6));
    for (const price of [...highs, ...lows]) expect(price % 5).toBe(0);
  });

  it('replays the completed sessions through the signal engine on every imported stock', async () => {
    const { state } = await startReplay(ctx.db, 'replay-dec-2017');
    const replay = new SignalReplay(state, REPLAY_SEED);
    expect(() => replay.day(1)).not.toThrow();
    for (const row of replay.day(1)) {
      for (const price of [row.signal.price, row.signal.target, row.signal.stop]) {
        expect(Number.isInteger(price), `${row.signal.symbol} ${price}`).toBe(true);
      }
    }
  });
});
