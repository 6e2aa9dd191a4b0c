import { describe, expect, it } from 'vitest';
import { aggregateIntradayBars } from '../simulator/intraday-bars';
import { generateIntradayPath, planIntradayDay } from '../simulator/intraday-path';
import { generateOtherInstrumentsHistory } from './generate-other-instruments';
import { intradayMinuteOnTick, intradayPathOnTick, otherInstrumentIntradayInput } from './intraday-on-tick';
import { fixtureInput, seriesOf } from './test-support';

const input = fixtureInput('intraday', 300);
const history = generateOtherInstrumentsHistory(input);
const t = input.dates.length - 1;
const date = input.dates[t] ?? input.dates[0];

describe('live intraday paths of non-equity instruments (the equities’ planIntradayDay)', () => {
  for (const symbol of ['NIFTYBEES', 'GOLD', 'NATURALGAS', 'SPX', 'LIQUIDBEES']) {
    it(`${symbol}: the 1-second path opens, closes and peaks exactly at the daily bar, on the tick`, () => {
      const s = seriesOf(history, symbol);
      if (!date) throw new Error('no dates');
      const plan = planIntradayDay(otherInstrumentIntradayInput(input.seed, s, date, t));
      const path = intradayPathOnTick(plan, s.meta.tick);
      const prices = Array.from(path.price);
      expect(prices[0]).toBe(s.open[t]);
      expect(prices[prices.length - 1]).toBe(s.close[t]);
      expect(Math.max(...prices)).toBe(s.high[t]);
      expect(Math.min(...prices)).toBe(s.low[t]);
      expect(prices.every((p) => p % s.meta.tick === 0)).toBe(true);
      const day = aggregateIntradayBars(path, 86_400);
      expect([day.open[0], day.high[0], day.low[0], day.close[0]]).toEqual([
        s.open[t],
        s.high[t],
        s.low[t],
        s.close[t],
      ]);
      expect(day.volume[0]).toBe(s.volume[t]);
      // Minute by minute (the lazy live feed) gives the same snapped prices as the whole day.
      expect(Array.from(intradayMinuteOnTick(plan, 200, s.meta.tick).price)).toEqual(
        prices.slice(12_000, 12_060),
      );
    });
  }

  it('without snapping, a ₹1-tick commodity prints seconds between its ticks (why the helper exists)', () => {
    const gold = seriesOf(history, 'GOLD');
    if (!date) throw new Error('no dates');
    const raw = generateIntradayPath(
      planIntradayDay(otherInstrumentIntradayInput(input.seed, gold, date, t)),
    );
    expect(Array.from(raw.price).some((p) => p % 100 !== 0)).toBe(true);
  });
});
