import { describe, expect, it } from 'vitest';
import { NseFileError } from './nse-file-error';
import { parseNseFile } from './parse-nse-file';
import { readFixture } from './read-fixture';

const NAME = 'cm14MAR2024bhav.csv';
const good = readFixture(NAME);
const lines = good.split('\n');

/** The fixture with line `n` (1-based) replaced. */
function withLine(n: number, text: string): string {
  return lines.map((l, i) => (i === n - 1 ? text : l)).join('\n');
}

function errorOf(fileName: string, text: string): NseFileError {
  try {
    parseNseFile(fileName, text);
  } catch (e) {
    if (e instanceof NseFileError) return e;
    throw e;
  }
  throw new Error('expected an NseFileError');
}

describe('bad files are refused as a whole, naming file and line', () => {
  it('a non-numeric price', () => {
    const e = errorOf(
      NAME,
      withLine(3, 'RELIANCE,BL,1640,1640,1640,abc,1640,1640,100000,164000000,14-MAR-2024,1,INE002A01018,'),
    );
    expect(e.message).toBe("cm14MAR2024bhav.csv line 3: CLOSE is not a number ('abc')");
    expect(e).toMatchObject({ fileName: NAME, line: 3 });
  });

  it('a negative volume', () => {
    const e = errorOf(
      NAME,
      withLine(4, 'NIVESHDEMO,BE,12.35,12.9,12.1,12.6,12.6,12.2,-4500,56340.5,14-MAR-2024,37,INE000Z01019,'),
    );
    expect(e.message).toBe("cm14MAR2024bhav.csv line 4: TOTTRDQTY is negative ('-4500')");
  });

  it('HIGH below LOW, and CLOSE outside LOW..HIGH', () => {
    expect(
      errorOf(
        NAME,
        withLine(4, 'NIVESHDEMO,BE,12.35,12.0,12.1,12.6,12.6,12.2,4500,56340.5,14-MAR-2024,37,INE000Z01019,'),
      ).message,
    ).toBe('cm14MAR2024bhav.csv line 4: HIGH 12.00 is below LOW 12.10 for NIVESHDEMO BE');
    expect(
      errorOf(
        NAME,
        withLine(4, 'NIVESHDEMO,BE,12.35,12.9,12.1,13.6,12.6,12.2,4500,56340.5,14-MAR-2024,37,INE000Z01019,'),
      ).message,
    ).toBe('cm14MAR2024bhav.csv line 4: CLOSE 13.60 is outside LOW..HIGH 12.10..12.90 for NIVESHDEMO BE');
  });

  it('mixed trade dates in a one-day file', () => {
    const e = errorOf(
      NAME,
      withLine(4, 'NIVESHDEMO,BE,12.35,12.9,12.1,12.6,12.6,12.2,4500,56340.5,15-MAR-2024,37,INE000Z01019,'),
    );
    expect(e.message).toBe(
      'cm14MAR2024bhav.csv line 4: mixed trade dates in a one-day file: TIMESTAMP is 2024-03-15 here but 2024-03-14 on line 2',
    );
  });

  it('a file whose name and content disagree on the date', () => {
    expect(errorOf('cm15MAR2024bhav.csv', good).message).toBe(
      'cm15MAR2024bhav.csv line 2: TIMESTAMP is 2024-03-14 but the file name says 2024-03-15; is the file renamed or mixed up?',
    );
  });

  it('a symbol+series twice with other figures (an exact copy is dropped instead)', () => {
    const e = errorOf(NAME, withLine(3, (lines[1] ?? '').replace(',1645.4,', ',1645.5,')));
    expect(e.message).toBe(
      'cm14MAR2024bhav.csv line 3: duplicate row for RELIANCE EQ (first seen on line 2) with other figures; keep one of the two lines',
    );
  });

  it('a date that does not parse', () => {
    const e = errorOf(NAME, withLine(2, (lines[1] ?? '').replace('14-MAR-2024', '31-FEB-2024')));
    expect(e.message).toBe(
      "cm14MAR2024bhav.csv line 2: TIMESTAMP is not a date in the form DD-MON-YYYY ('31-FEB-2024')",
    );
  });

  it('a half-written file: short last line without a final newline', () => {
    const cut = good.slice(0, good.indexOf('97.05,0,97'));
    const e = errorOf(NAME, cut);
    expect(e.line).toBe(5);
    expect(e.message).toBe(
      'cm14MAR2024bhav.csv line 5: the file looks truncated (half-written download?): the last line has 6 of 14 fields and no final newline; download it again',
    );
  });

  it('a short line in the middle', () => {
    const e = errorOf(NAME, withLine(3, 'RELIANCE,BL,1640'));
    expect(e.message).toBe('cm14MAR2024bhav.csv line 3: has 3 fields, expected 14 like the header');
  });

  it('a header with no rows', () => {
    expect(errorOf(NAME, `${lines[0]}\n`).message).toBe(
      'cm14MAR2024bhav.csv line 1: the file has no data rows after the header',
    );
  });

  it('an unknown format, naming the headers seen', () => {
    expect(errorOf('trades.csv', 'Date,Symbol,Qty\n2024-01-01,X,1\n').message).toBe(
      'trades.csv line 1: unknown file format; header seen: DATE, SYMBOL, QTY. Expected an NSE CM bhavcopy (old or UDiFF), sec_bhavdata_full, F&O bhavcopy or futures report, index or security history, the daily closes of every index (ind_close_all), index P/E-P/B-yield history, EQUITY_L, an index constituent list, a holiday list, a PR-bundle Bc/bh file, bulk or block deals, FII/DII figures, or the insider-trading (SEBI PIT) disclosures of Corporate filings',
    );
  });

  it('an invalid ISIN in an instrument list (refused there, flagged in bhavcopies)', () => {
    const text = readFixture('EQUITY_L.csv').replace('INE000Z01019', 'INE000Z01018');
    expect(errorOf('EQUITY_L.csv', text).message).toBe(
      "EQUITY_L.csv line 2: ISIN NUMBER 'INE000Z01018' is not a valid Indian ISIN (IN + 9 characters + Luhn check digit)",
    );
  });

  it('errors in other formats name their own columns and lines', () => {
    const sec = readFixture('sec_bhavdata_full_30122024.csv').replace('7190, 16.85', '7190, 1x.85');
    expect(errorOf('sec_bhavdata_full_30122024.csv', sec).message).toBe(
      "sec_bhavdata_full_30122024.csv line 3: TURNOVER_LACS is not a number ('1x.85')",
    );
    const fo = readFixture('fo_futures_contracts_19JUL2024.csv').replace('FUTSTKM&M25-JUL-2024', 'FUTSTKM&M');
    expect(errorOf('fo.csv', fo).message).toBe(
      "fo.csv line 3: CONTRACT_D 'FUTSTKM&M' is not INSTRUMENT+SYMBOL+DD-MON-YYYY (e.g. FUTIDXNIFTY25-JUL-2024)",
    );
  });
});
