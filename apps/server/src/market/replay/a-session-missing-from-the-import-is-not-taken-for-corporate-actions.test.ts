import type { IsoDate } from '@nivesh/market';
import { describe, expect, it } from 'vitest';
import { detectCorporateActions } from './detect-corporate-actions';
import type { ImportedBar, ImportedSeries } from './imported-market';
import { tickAlignedBar } from './replay-days';

const DAYS = ['2016-10-28', '2016-11-01'] as IsoDate[];

/** Two days of a symbol: the close of the first, and the second day's PREVCLOSE, open and high. */
function twoDays(close: number, prevClose: number, open: number, high: number): ImportedSeries {
  const first: ImportedBar = {
    open: close,
    high: close,
    low: close,
    close,
    prevClose: close,
    volume: 1,
    turnover: close,
  };
  const second: ImportedBar = { open, high, low: open, close: open, prevClose, volume: 1, turnover: open };
  return { days: [0, 1], bars: [first, second], series: 'EQ', isin: null };
}

describe('a session missing from the import is not taken for corporate actions', () => {
  it('ignores PREVCLOSE differences that most symbols share (the real 30 Oct 2016 Muhurat session)', () => {
    // Real figures: 28 Oct 2016 closes against 1 Nov 2016 PREVCLOSEs (the Sunday Muhurat session in
    // between is not in the import, so every PREVCLOSE differs).
    const equities = new Map([
      ['HDFCBANK', twoDays(125905, 125330, 125500, 126000)],
      ['LT', twoDays(148070, 147525, 147600, 148000)],
      ['TATAMOTORS', twoDays(53700, 53195, 53200, 53500)],
    ]);
    expect(detectCorporateActions(DAYS, equities)).toEqual(new Map());
  });

  it('takes one restated PREVCLOSE among unchanged ones as a dividend', () => {
    const equities = new Map([
      ['A', twoDays(125905, 125905, 125500, 126000)],
      ['B', twoDays(148070, 148070, 147600, 148000)],
      ['C', twoDays(53700, 52700, 52800, 53000)],
    ]);
    const actions = detectCorporateActions(DAYS, equities);
    expect([...actions.keys()]).toEqual(['C']);
    expect(actions.get('C')?.[0]?.adjustment).toEqual({ priceFactor: 52700 / 53700, shareMultiplier: 1 });
  });

  it('ignores a PREVCLOSE above the last close and a crash that is no split ratio', () => {
    const equities = new Map([
      ['UP', twoDays(10000, 10100, 10100, 10200)],
      ['CRASH', twoDays(10000, 10000, 4400, 4500)],
      ['SPLIT', twoDays(10000, 10000, 2010, 2050)],
    ]);
    const actions = detectCorporateActions(DAYS, equities);
    expect([...actions.keys()]).toEqual(['SPLIT']);
    expect(actions.get('SPLIT')?.[0]?.record).toEqual({
      kind: 'bonus',
      exDate: '2016-11-01',
      bonusShares: 4,
      heldShares: 1,
      detectedBy: 'price-gap',
    });
  });
});

describe('a bar off the ₹0.05 tick is rounded inward for the intraday path', () => {
  it('rounds high down, low up and clamps open and close inside', () => {
    expect(tickAlignedBar({ open: 3751, high: 3798, low: 3751, close: 3791, volume: 9 })).toEqual({
      open: 3755,
      high: 3795,
      low: 3755,
      close: 3790,
      volume: 9,
    });
  });

  it('gives up when no tick lies within the range', () => {
    expect(tickAlignedBar({ open: 3751, high: 3754, low: 3751, close: 3753, volume: 9 })).toBeUndefined();
  });
});
