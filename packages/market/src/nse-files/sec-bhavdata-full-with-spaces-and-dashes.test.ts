import { describe, expect, it } from 'vitest';
import { parseNseFile } from './parse-nse-file';
import { readFixture } from './read-fixture';

describe('sec_bhavdata_full with a space after every comma', () => {
  it('reads VWAP, turnover in lakh as paise, and `-` delivery as null', () => {
    const name = 'sec_bhavdata_full_30122024.csv';
    const parsed = parseNseFile(name, readFixture(name));
    expect(parsed.format).toBe('sec-bhavdata-full');
    if (parsed.format !== 'sec-bhavdata-full') return;
    expect(parsed.tradeDate).toBe('2024-12-30');
    expect(parsed.rows[0]).toEqual({
      symbol: 'RELIANCE',
      series: 'EQ',
      tradeDate: '2024-12-30',
      prevClose: 122210,
      open: 122000,
      high: 123045,
      low: 120805,
      last: 121200,
      close: 121165,
      vwap: 121733,
      volume: 8123456,
      turnover: 988901200000,
      trades: 201234,
      deliveryQty: 4061728,
      deliveryPercent: 50,
    });
    expect(parsed.rows[1]).toMatchObject({
      series: 'BE',
      deliveryQty: null,
      deliveryPercent: null,
      turnover: 168500000,
    });
  });
});
