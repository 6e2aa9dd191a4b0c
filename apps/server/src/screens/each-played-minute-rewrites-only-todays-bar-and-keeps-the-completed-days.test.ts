import { compileScreen, runScreen, ScreenCache } from '@nivesh/market';
import { describe, expect, it } from 'vitest';
import { createTestMarket } from '../testing/test-market';
import { dailyBarsWithToday } from './daily-bars-with-today';
import { MarketScreenUniverse } from './market-screen-universe';

const columns = ['open', 'high', 'low', 'close', 'volume', 'adjFactor'] as const;

describe('the screen universe across played minutes', () => {
  it('keeps each stock’s bars object and completed days, rewrites today’s bar, and screens as a fresh build does', () => {
    const test = createTestMarket();
    const universe = new MarketScreenUniverse(test.market);
    universe.refresh();
    const state = test.market.feed.state;
    const before = Array.from({ length: universe.count }, (_, i) => universe.bars(i, 'daily'));
    const versions = before.map((bars) => bars?.version);
    const completed = before[0]?.close.slice(0, -1);
    const lastClose = before[0]?.close.at(-1);
    const screen = compileScreen('close > sma(close, 20) and rsi(14) > 50');
    const cache = new ScreenCache();
    runScreen(screen, universe, { cache });

    test.advance(5 * 60_000);
    universe.refresh();
    let rewritten = 0;
    for (let i = 0; i < universe.count; i++) {
      const bars = universe.bars(i, 'daily');
      expect(bars).toBe(before[i]); // the same object: nothing rebuilt
      const fresh = dailyBarsWithToday(state, universe.idAt(i), 0);
      for (const column of columns) expect(bars?.[column]).toEqual(fresh[column]);
      expect(bars?.dates).toEqual(fresh.dates);
      if (bars?.version !== undefined && bars.version !== versions[i]) rewritten++;
    }
    expect(rewritten).toBe(universe.count);
    expect(before[0]?.close.slice(0, -1)).toEqual(completed);
    expect(before[0]?.close.at(-1)).not.toBe(lastClose); // today's close moved in five minutes
    // Every stock's bars share one dates array (one ISO-week layout for weekly terms).
    expect(universe.bars(1, 'daily')?.dates).toBe(universe.bars(0, 'daily')?.dates);

    // The kept cache sees the new minute and answers as a brand-new universe and cache do.
    const fresh = new MarketScreenUniverse(test.market);
    fresh.refresh();
    expect(runScreen(screen, universe, { cache }).symbols).toEqual(runScreen(screen, fresh).symbols);
    // 503 stocks × 6 columns of ~2,900 days compared element by element: seconds, more on a busy machine.
  }, 180_000);
});
