import { describe, expect, it } from 'vitest';
import { generateOtherInstrumentsHistory } from './generate-other-instruments';
import { fixtureInput } from './test-support';

describe('NSE index input checks', () => {
  const input = fixtureInput('input-checks', 5);

  it('refuses index levels that do not line up with the dates', () => {
    expect(() =>
      generateOtherInstrumentsHistory({ ...input, nseIndices: new Map([['NIFTY 50', [1000, 1010]]]) }),
    ).toThrow('NSE index NIFTY 50 has 2 levels for 5 dates');
  });

  it('refuses a zero level, naming the index and the day', () => {
    expect(() =>
      generateOtherInstrumentsHistory({
        ...input,
        nseIndices: new Map([['NIFTY BANK', { close: [1000, 1010, 0, 1020, 1030] }]]),
      }),
    ).toThrow('NSE index NIFTY BANK has level 0 on 2016-01-06');
  });

  it('still produces every instrument for an empty or one-day calendar', () => {
    for (const days of [0, 1]) {
      const h = generateOtherInstrumentsHistory(fixtureInput('input-checks', days));
      expect(h.series.size).toBe(48);
      for (const s of h.series.values()) expect(s.close.length).toBe(days);
    }
  });
});
