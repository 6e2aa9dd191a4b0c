import { describe, expect, it } from 'vitest';
import { parseCmBhavcopy } from './cm-bhavcopy';
import { parseNseFile } from './parse-nse-file';
import { readFixture } from './read-fixture';

describe('old CM bhavcopy with a trailing comma on every line', () => {
  const text = readFixture('cm14MAR2024bhav.csv');

  it('reads prices as exact paise and keeps every series', () => {
    const { rows, tradeDate } = parseCmBhavcopy('cm14MAR2024bhav.csv', text);
    expect(tradeDate).toBe('2024-03-14');
    expect(rows).toHaveLength(4);
    expect(rows[0]).toEqual({
      symbol: 'RELIANCE',
      series: 'EQ',
      tradeDate: '2024-03-14',
      open: 165000,
      high: 166050,
      low: 163025,
      close: 164540,
      last: 164600,
      prevClose: 164890,
      volume: 5123456,
      turnover: 843123456785,
      trades: 123456,
      isin: 'INE002A01018',
      isinValid: true,
    });
    expect(rows.map((r) => `${r.symbol} ${r.series}`)).toEqual([
      'RELIANCE EQ',
      'RELIANCE BL',
      'NIVESHDEMO BE',
      '182D120924 TB',
    ]);
  });

  it('flags, but keeps, a row whose ISIN fails the check digit, and keeps LAST 0 as printed', () => {
    const { rows } = parseCmBhavcopy('cm14MAR2024bhav.csv', text);
    const bill = rows[3];
    expect(bill?.isin).toBe('IN002024Z991');
    expect(bill?.isinValid).toBe(false);
    expect(bill?.last).toBe(0);
  });

  it('accepts a UTF-8 BOM and blank trailing lines', () => {
    const parsed = parseNseFile('cm14MAR2024bhav.csv', `\uFEFF${text}\n\n  \n`);
    expect(parsed.format).toBe('cm-bhavcopy');
    expect(parsed.rows).toHaveLength(4);
    expect(parsed.tradeDate).toBe('2024-03-14');
  });

  it('treats a file not named like a daily bhavcopy as a multi-day compilation', () => {
    const other = text.replace(
      'RELIANCE,BL,1640,1640,1640,1640,1640,1640,100000,164000000,14-MAR-2024',
      'RELIANCE,EQ,1640,1640,1640,1640,1640,1640,100000,164000000,15-MAR-2024',
    );
    const { rows, tradeDate } = parseCmBhavcopy('bhavcopy_history.csv', other);
    expect(tradeDate).toBeUndefined();
    expect(rows.map((r) => r.tradeDate)).toEqual(['2024-03-14', '2024-03-15', '2024-03-14', '2024-03-14']);
  });
});
