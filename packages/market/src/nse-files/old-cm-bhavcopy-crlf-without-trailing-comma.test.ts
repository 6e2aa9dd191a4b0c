import { describe, expect, it } from 'vitest';
import { parseNseFile } from './parse-nse-file';
import { readFixture } from './read-fixture';

describe('old CM bhavcopy with CRLF and no trailing comma (as NSE wrote 10-Jul-2017)', () => {
  it('parses to the same row type', () => {
    const text = readFixture('cm10JUL2017bhav.csv');
    expect(text).toContain('\r\n');
    const parsed = parseNseFile('cm10JUL2017bhav.csv', text);
    expect(parsed.format).toBe('cm-bhavcopy');
    if (parsed.format !== 'cm-bhavcopy') return;
    expect(parsed.tradeDate).toBe('2017-07-10');
    expect(parsed.rows[0]).toMatchObject({
      symbol: 'RELIANCE',
      low: 141200,
      close: 150530,
      isin: 'INE002A01018',
    });
    expect(parsed.rows[1]).toMatchObject({ symbol: 'NIVESHDEMO', turnover: 1356000, trades: 4 });
  });
});
