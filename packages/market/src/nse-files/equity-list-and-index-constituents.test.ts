import { describe, expect, it } from 'vitest';
import { parseNseFile } from './parse-nse-file';
import { readFixture } from './read-fixture';

describe('instrument lists', () => {
  it('reads EQUITY_L with its leading-space headers and a quoted name containing a comma', () => {
    const parsed = parseNseFile('EQUITY_L.csv', readFixture('EQUITY_L.csv'));
    expect(parsed.format).toBe('equity-list');
    expect(parsed.rows).toEqual([
      {
        symbol: 'NIVESHDEMO',
        name: 'Nivesh Demo Limited',
        series: 'EQ',
        listingDate: '2008-10-06',
        paidUpValue: 500,
        marketLot: 1,
        isin: 'INE000Z01019',
        faceValue: 500,
      },
      expect.objectContaining({
        name: 'Nivesh Two, Holdings Limited',
        series: 'BE',
        listingDate: '1995-05-03',
      }),
    ]);
  });

  it('reads an index constituent list with CRLF and no final newline', () => {
    const parsed = parseNseFile('ind_nifty500list.csv', readFixture('ind_nifty500list.csv'));
    expect(parsed.format).toBe('index-constituents');
    expect(parsed.rows[1]).toEqual({
      companyName: 'Nivesh Two Ltd.',
      industry: 'Information Technology',
      symbol: 'NIVESHTWO',
      series: 'EQ',
      isin: 'INE111A01017',
    });
  });
});
