import { describe, expect, it } from 'vitest';
import { parseContractDescriptor } from './fo-futures-report';
import { parseNseFile } from './parse-nse-file';
import { readFixture } from './read-fixture';

describe('F&O futures report (CONTRACT_D, …)', () => {
  const name = 'fo_futures_contracts_19JUL2024.csv';
  const parsed = parseNseFile(name, readFixture(name));

  it('splits CONTRACT_D, keeps contracts and shares apart, and takes the date from the name', () => {
    expect(parsed.format).toBe('fo-futures-report');
    if (parsed.format !== 'fo-futures-report') return;
    expect(parsed.tradeDate).toBe('2024-07-19');
    expect(parsed.rows[0]).toMatchObject({
      instrument: 'FUTIDX',
      symbol: 'NIFTY',
      expiry: '2024-07-25',
      optionType: null,
      strike: null,
      settlement: 2452910,
      close: 2452910,
      netChangePercent: -1.29,
      openInterestContracts: 540321,
      tradedQuantity: 8005525,
      tradedContracts: 320221,
      tradedValue: 19712345678950,
      ohlcFlag: null,
    });
  });

  it('flags (not refuses) a close below the low, and reads an untraded contract as no prices', () => {
    if (parsed.format !== 'fo-futures-report') return;
    expect(parsed.rows[1]).toMatchObject({
      symbol: 'M&M',
      close: 277790,
      ohlcFlag: 'CLOSE 2777.90 is outside LOW..HIGH 2780.00..2815.00',
    });
    expect(parsed.rows[2]).toMatchObject({
      symbol: 'BAJAJ-AUTO',
      open: null,
      high: null,
      low: null,
      close: null,
      settlement: 955025,
    });
  });

  it('parses option descriptors too', () => {
    expect(parseContractDescriptor('OPTIDXBANKNIFTY31-JUL-2024PE51500.5')).toEqual({
      instrument: 'OPTIDX',
      symbol: 'BANKNIFTY',
      expiry: '2024-07-31',
      optionType: 'PE',
      strike: 5150050,
    });
    expect(parseContractDescriptor('FUTIDXNIFTY')).toBeNull();
  });
});

describe('classic F&O bhavcopy foDDMMMYYYYbhav.csv', () => {
  it('reads futures and options with strikes, OI and value in lakh', () => {
    const parsed = parseNseFile('fo19JUL2024bhav.csv', readFixture('fo19JUL2024bhav.csv'));
    expect(parsed.format).toBe('fo-bhavcopy');
    if (parsed.format !== 'fo-bhavcopy') return;
    expect(parsed.tradeDate).toBe('2024-07-19');
    expect(parsed.rows[0]).toMatchObject({
      instrument: 'FUTIDX',
      strike: null,
      optionType: null,
      settlement: 2452910,
      changeInOpenInterest: -251300,
    });
    expect(parsed.rows[1]).toEqual({
      instrument: 'OPTIDX',
      symbol: 'NIFTY',
      expiry: '2024-07-25',
      strike: 2450000,
      optionType: 'CE',
      tradeDate: '2024-07-19',
      open: 21000,
      high: 26050,
      low: 15005,
      close: 17835,
      settlement: 17835,
      contracts: 1500321,
      tradedValue: 92123456700000,
      openInterest: 5123400,
      changeInOpenInterest: 812325,
      ohlcFlag: null,
    });
    expect(parsed.rows[3]).toMatchObject({
      strike: 321250,
      open: null,
      high: null,
      low: null,
      close: 1240,
      contracts: 0,
    });
  });
});
