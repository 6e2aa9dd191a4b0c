import { describe, expect, it } from 'vitest';
import { detectNseFormat } from './detect-nse-format';
import { nseFileErrorOf } from './option-chain-json-test-support';
import { parseNseFile } from './parse-nse-file';
import { readFixture } from './read-fixture';
import { parseUdiffFoBhavcopy } from './udiff-fo-bhavcopy';

const NAME = 'BhavCopy_NSE_FO_0_0_0_20240719_F_0000.csv';
const good = readFixture(NAME);
const lines = good.split('\n');

function withLine(n: number, edit: (line: string) => string): string {
  return lines.map((l, i) => (i === n - 1 ? edit(l) : l)).join('\n');
}

function errorOf(text: string, fileName = NAME) {
  return nseFileErrorOf(fileName, text);
}

describe('the UDiFF F&O bhavcopy maps to the classic F&O row', () => {
  it('is told from the CM UDiFF file (same 34 columns) by Sgmt and FinInstrmTp', () => {
    expect(detectNseFormat('bhavcopy.csv', good)).toBe('fo-udiff-bhavcopy');
    expect(parseNseFile(NAME, good)).toMatchObject({ format: 'fo-udiff-bhavcopy', tradeDate: '2024-07-19' });
  });

  it('a futures row: IDF → FUTIDX, no strike or option type, prices in paise, OI in units', () => {
    const [nifty] = parseUdiffFoBhavcopy(NAME, good).rows;
    expect(nifty).toEqual({
      instrument: 'FUTIDX',
      symbol: 'NIFTY',
      expiry: '2024-07-25',
      strike: null,
      optionType: null,
      tradeDate: '2024-07-19',
      open: 2486500,
      high: 2488000,
      low: 2451000,
      close: 2452910,
      settlement: 2452910,
      contracts: 320221,
      // ₹197,336,190,512.50 in paise.
      tradedValue: 19733619051250,
      // 493,827 contracts × lot 25.
      openInterest: 12345675,
      changeInOpenInterest: -215350,
      ohlcFlag: null,
      actualExpiry: null,
      last: 2452500,
      prevClose: 2485945,
      underlyingPrice: 2453090,
      trades: 145321,
      lotSize: 25,
    });
  });

  it('options: IDO/STO → OPTIDX/OPTSTK with the strike in paise; an untraded contract has no OHL', () => {
    const rows = parseUdiffFoBhavcopy(NAME, good).rows;
    expect(rows.map((r) => [r.instrument, r.symbol, r.optionType, r.strike])).toEqual([
      ['FUTIDX', 'NIFTY', null, null],
      ['FUTSTK', 'RELIANCE', null, null],
      ['OPTIDX', 'NIFTY', 'CE', 2450000],
      ['OPTIDX', 'NIFTY', 'PE', 2450000],
      ['OPTSTK', 'IDEA', 'CE', 2000],
    ]);
    expect(rows[4]).toMatchObject({ open: null, high: null, low: null, close: 5, last: null, contracts: 0 });
  });

  it('refuses a CM row, an unknown instrument and an option without a type, naming the line', () => {
    expect(errorOf(withLine(3, (l) => l.replace(',FO,NSE,STF,', ',CM,NSE,STF,'))).message).toBe(
      `${NAME} line 3: Sgmt is 'CM', expected FO (is this a CM UDiFF file?)`,
    );
    expect(errorOf(withLine(3, (l) => l.replace(',STF,', ',IVF,'))).message).toBe(
      `${NAME} line 3: FinInstrmTp is 'IVF', expected IDF, STF, IDO or STO`,
    );
    expect(errorOf(withLine(4, (l) => l.replace(',24500.00,CE,', ',24500.00,,'))).message).toBe(
      `${NAME} line 4: OptnTp is '' for an option, expected CE or PE`,
    );
  });

  it('refuses a day other than the one in the name, and a contract listed twice', () => {
    expect(errorOf(good, 'BhavCopy_NSE_FO_0_0_0_20240718_F_0000.csv').message).toBe(
      'BhavCopy_NSE_FO_0_0_0_20240718_F_0000.csv line 2: TradDt is 2024-07-19 but the file name says 2024-07-18; is the file renamed or mixed up?',
    );
    // An exact copy of a line is dropped with a warning; the same contract with other figures is refused.
    const twice = `${good}${lines[3]}\n`;
    expect(parseUdiffFoBhavcopy(NAME, twice).warnings).toEqual([
      {
        fileName: NAME,
        line: 7,
        message: 'duplicated row for IDO NIFTY 2024-07-25 CE 2450000 (the same as line 4) was dropped',
      },
    ]);
    const edited = `${good}${(lines[3] ?? '').replace(/,(\d+),(\d+),(\d+),/, ',$1,$2,9$3,')}\n`;
    expect(errorOf(edited).message).toBe(
      `${NAME} line 7: duplicate row for IDO NIFTY 2024-07-25 CE 2450000 (first seen on line 4) with other figures; keep one of the two lines`,
    );
  });
});
