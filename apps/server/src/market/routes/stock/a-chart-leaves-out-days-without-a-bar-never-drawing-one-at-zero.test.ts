import { type IsoDate, MarketState } from '@nivesh/market';
import { describe, expect, it } from 'vitest';
import { dailySeries } from './daily-series';

// An imported index file ends before the last equity file (NIFTY 50 to 2022, bhavcopies of 2024):
// the days between have no bar for it, and a chart must not show them as bars at 0.
describe('a chart leaves out days without a bar, never drawing one at zero', () => {
  it('keeps the bars there are, with their dates, and the live bar last', () => {
    const closes = [1_755_890, 0, 0];
    const state = new MarketState({
      dates: ['2022-08-26', '2024-03-14', '2024-03-15'] as IsoDate[],
      symbols: [
        {
          meta: { symbol: 'NIFTY 50', sector: 'INDEX', isIndex: true },
          open: closes,
          high: closes,
          low: closes,
          close: closes,
          volume: [0, 0, 0],
        },
      ],
      sessionDate: '2024-03-18' as IsoDate,
    });
    const series = dailySeries(state, 0);
    expect(series.dates).toEqual(['2022-08-26']);
    expect([...series.close]).toEqual([1_755_890]);
    expect(series.hasLiveBar).toBe(false);
  });
});
