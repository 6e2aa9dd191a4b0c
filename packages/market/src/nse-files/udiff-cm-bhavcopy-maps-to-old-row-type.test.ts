import { describe, expect, it } from 'vitest';
import { parseNseFile } from './parse-nse-file';
import { readFixture } from './read-fixture';

describe('UDiFF CM bhavcopy', () => {
  it('maps the 34 columns to the old-format row', () => {
    const name = 'BhavCopy_NSE_CM_0_0_0_20260519_F_0000.csv';
    const parsed = parseNseFile(name, readFixture(name));
    expect(parsed.format).toBe('cm-udiff-bhavcopy');
    if (parsed.format !== 'cm-udiff-bhavcopy') return;
    expect(parsed.tradeDate).toBe('2026-05-19');
    expect(parsed.rows).toEqual([
      {
        symbol: 'RELIANCE',
        series: 'EQ',
        tradeDate: '2026-05-19',
        open: 141200,
        high: 142590,
        low: 140510,
        close: 142035,
        last: 142100,
        prevClose: 141060,
        volume: 6543210,
        turnover: 928123456780,
        trades: 154321,
        isin: 'INE002A01018',
        isinValid: true,
      },
      expect.objectContaining({ symbol: 'NIVESHSME', series: 'SM', close: 8995, volume: 12000 }),
    ]);
  });
});
