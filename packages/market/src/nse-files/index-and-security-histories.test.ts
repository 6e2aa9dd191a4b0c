import { describe, expect, it } from 'vitest';
import { parseNseFile } from './parse-nse-file';
import { readFixture } from './read-fixture';

describe('index histories', () => {
  it('reads levels as points, 0 as missing, and flags a close outside the range', () => {
    const parsed = parseNseFile('NIFTY_50_daily_sample.csv', readFixture('NIFTY_50_daily_sample.csv'));
    expect(parsed.format).toBe('index-history');
    if (parsed.format !== 'index-history') return;
    expect(parsed.rows[1]).toEqual({
      date: '2024-07-19',
      open: 24853.8,
      high: 24854.8,
      low: 24508.15,
      close: 24530.9,
      prevClose: null,
      volume: 401234567,
      turnover: 41234500000000,
      ohlcFlag: null,
    });
    expect(parsed.rows[2]).toMatchObject({
      volume: null,
      turnover: null,
      ohlcFlag: 'CLOSE 27.68 is outside LOW..HIGH 27.99..29.86',
    });
    expect(parsed.rows[3]).toMatchObject({ open: null, high: null, low: null, close: 23.05 });
  });

  it('reads the NSE VIX layout with M/D/YYYY dates and 4 decimals', () => {
    const parsed = parseNseFile('INDIA_VIX_nse_sample.csv', readFixture('INDIA_VIX_nse_sample.csv'));
    expect(parsed.format).toBe('index-history-nse');
    expect(parsed.rows[0]).toMatchObject({ date: '2024-07-18', high: 14.9875, prevClose: 14.2 });
  });
});

describe('per-security histories', () => {
  it('reads the NSE export with 52-week high/low', () => {
    const parsed = parseNseFile('x.csv', readFixture('nse_security_history_sample.csv'));
    expect(parsed.format).toBe('security-history-nse');
    expect(parsed.rows[0]).toMatchObject({
      date: '2021-06-08',
      symbol: 'NIVESHDEMO',
      vwap: 60632,
      week52High: 65000,
      week52Low: 42050,
      trades: 45678,
    });
  });

  it('reads the bhav-derived history with empty TOTALTRADES and PrevClose 0 as null', () => {
    const parsed = parseNseFile('x.csv', readFixture('bhav_derived_history_sample.csv'));
    expect(parsed.format).toBe('security-history-bhav');
    expect(parsed.rows[1]).toMatchObject({ series: 'IL', last: 0, isin: 'INE000Z01019' });
    expect(parsed.rows[2]).toMatchObject({ date: '1995-06-14', trades: null, prevClose: null, close: 4610 });
  });

  it('reads the quoted no-header history with ddmmyy dates', () => {
    const parsed = parseNseFile(
      'NIVESHDEMO_daily_noheader.csv',
      readFixture('NIVESHDEMO_daily_noheader.csv'),
    );
    expect(parsed.format).toBe('security-history-quoted');
    if (parsed.format !== 'security-history-quoted') return;
    expect(parsed.rows.map((r) => [r.date, r.close])).toEqual([
      ['2017-09-06', 164540],
      ['2017-09-07', 82615],
    ]);
    expect(parsed.rows[0]).toMatchObject({
      volume: 750321,
      turnover: 123456789050,
      trades: 45678,
      // The layout has no symbol column: the file name's first word, series EQ.
      symbol: 'NIVESHDEMO',
      series: 'EQ',
    });
  });
});
