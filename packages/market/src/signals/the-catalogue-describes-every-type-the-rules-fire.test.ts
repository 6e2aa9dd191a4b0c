import { describe, expect, it } from 'vitest';
import { SIGNAL_RULES } from './rules';
import { SIGNAL_CATALOGUE, signalTypeOf } from './signal-catalogue';

describe('the signal catalogue', () => {
  it('describes each buy and sell type of every rule once, with its side', () => {
    const fired = SIGNAL_RULES.flatMap((r) => [
      [r.buy, 'buy'],
      [r.sell, 'sell'],
    ]);
    expect(SIGNAL_CATALOGUE.map((s) => [s.type, s.side]).sort()).toEqual(fired.sort());
  });

  it('reads a URL signal id whatever its case', () => {
    expect(signalTypeOf('intradaybuy')).toBe('IntradayBuy');
    expect(signalTypeOf('DnTrend')).toBe('DnTrend');
    expect(signalTypeOf('nonsense')).toBeUndefined();
    expect(signalTypeOf('1')).toBe('IntradayBuy');
    expect(signalTypeOf('10')).toBe('ShortTSell');
    expect(signalTypeOf('11')).toBeUndefined();
  });
});
