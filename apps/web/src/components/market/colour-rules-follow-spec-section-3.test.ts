import { describe, expect, it } from 'vitest';
import { colourFor, colourForTone, RED_SIGNALS, SIGNED_FIELDS } from './colour-rules';

describe('spec section 3 colouring rules', () => {
  it('colours every listed numeric field red below zero and green at or above zero', () => {
    expect(SIGNED_FIELDS).toHaveLength(19);
    for (const field of SIGNED_FIELDS) {
      expect(colourFor(field, -0.01)).toBe('red');
      expect(colourFor(field, 0)).toBe('green');
      expect(colourFor(field, 12.5)).toBe('green');
    }
    expect(colourFor('chg_in_ol', -150)).toBe('red');
    expect(colourFor('popen_int', 2)).toBe('green');
  });

  it('reads numbers the server sends as text', () => {
    expect(colourFor('chg', '-1.25')).toBe('red');
    expect(colourFor('cp', '1,234.50')).toBe('green');
    expect(colourFor('ltp', '-1,234.50')).toBe('red');
  });

  it('leaves empty or non-numeric values uncoloured', () => {
    expect(colourFor('chg', null)).toBeNull();
    expect(colourFor('chg', '')).toBeNull();
    expect(colourFor('chg', 'n/a')).toBeNull();
    expect(colourFor('chg', Number.NaN)).toBeNull();
  });

  it('always colours btintraday green and stintraday red', () => {
    expect(colourFor('btintraday', -5)).toBe('green');
    expect(colourFor('btintraday', 'RELIANCE')).toBe('green');
    expect(colourFor('stintraday', 5)).toBe('red');
    expect(colourFor('stintraday', null)).toBe('red');
  });

  it('colours the five sell/down-trend signals red and every other signal green', () => {
    expect(RED_SIGNALS).toEqual(['IntradaySell', 'JackpotSell', 'DnTrend', 'LongTSell', 'ShortTSell']);
    for (const signal of RED_SIGNALS) expect(colourFor('signal', signal)).toBe('red');
    for (const signal of ['IntradayBuy', 'JackpotBuy', 'UpTrend', 'LongTBuy', 'ShortTBuy', 'Sell']) {
      expect(colourFor('signal', signal)).toBe('green');
    }
  });

  it('gives no colour to fields outside the rules', () => {
    expect(colourFor('symbol', -5)).toBeNull();
    expect(colourFor('changePct', -5)).toBeNull();
    expect(colourFor('volume', 100)).toBeNull();
  });

  it('applies a column tone for fields named differently', () => {
    expect(colourForTone('sign', -1.2)).toBe('red');
    expect(colourForTone('sign', 0)).toBe('green');
    expect(colourForTone('sign', null)).toBeNull();
    expect(colourForTone('green', -3)).toBe('green');
    expect(colourForTone('red', 3)).toBe('red');
    expect(colourForTone('signal', 'DnTrend')).toBe('red');
    expect(colourForTone('signal', 'UpTrend')).toBe('green');
    expect(colourForTone('weekpers', -2)).toBe('red');
    expect(colourForTone('stintraday', 2)).toBe('red');
  });
});
