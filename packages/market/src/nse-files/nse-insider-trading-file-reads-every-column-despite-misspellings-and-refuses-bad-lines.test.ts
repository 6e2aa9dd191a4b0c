import { describe, expect, it } from 'vitest';
import { detectNseFormat } from './detect-nse-format';
import { INSIDER_TRADING_COLUMNS, parseInsiderTrading } from './insider-trading';
import { NseFileError } from './nse-file-error';
import { parseNseFile } from './parse-nse-file';
import { readFixture } from './read-fixture';

const NAME = 'CF-Insider-Trading-equities-27-11-2026.csv';
const FILE = readFixture(NAME);
const [HEADER = '', ...LINES] = FILE.trimEnd().split('\n');

/** The fixture with data line `n` (1-based, after the header) replaced by `edit(line)`. */
function withLine(n: number, edit: (fields: string[]) => void): string {
  const lines = LINES.map((l, i) => {
    if (i !== n - 1) return l;
    const fields = l.split(',');
    edit(fields);
    return fields.join(',');
  });
  return [HEADER, ...lines].join('\n');
}

const col = (name: (typeof INSIDER_TRADING_COLUMNS)[number]) => INSIDER_TRADING_COLUMNS.indexOf(name);

describe("NSE's insider-trading file", () => {
  it('is recognised by its header (trailing spaces, a double space, NSE’s misspellings) and read whole', () => {
    expect(HEADER).toContain('DISPLOSED) ,');
    expect(HEADER).toContain('LOT SIZE  (SELL) ,');
    const parsed = parseNseFile(NAME, FILE);
    expect(parsed.format).toBe('insider-trading');
    if (parsed.format !== 'insider-trading') return;
    expect(parsed.warnings).toEqual([]);
    expect(parsed.rows.map((r) => [r.symbol, r.category, r.transaction, r.mode, r.quantity])).toEqual([
      ['RELIANCE', 'promoter', 'pledge', 'pledge-creation', 250_000],
      ['INFY', 'kmp', 'buy', 'esop', 12_000],
      ['TCS', 'designated-person', 'sell', 'market-sale', 1_500],
      ['HDFCBANK', 'director', 'buy', 'market-purchase', 10_000],
      ['ADANIPORTS', 'promoter', 'revoke', 'pledge-revocation', 5_000_000],
      ['TITAN', 'immediate-relative', 'sell', 'off-market', 5_000],
    ]);
    expect(parsed.rows[2]).toEqual({
      sessionDate: '2026-11-27',
      symbol: 'TCS',
      company: 'Tata Consultancy Services Limited',
      regulation: '7(2)',
      person: 'Rakesh Menon',
      category: 'designated-person',
      categoryText: 'Designated Employee',
      beforeShares: 5_400,
      beforePct: 0,
      securityType: 'Equity Shares',
      quantity: 1_500,
      value: 631_245_075,
      transaction: 'sell',
      mode: 'market-sale',
      modeText: 'Market Sale',
      afterShares: 3_900,
      afterPct: 0,
      tradeFrom: '2026-11-25',
      tradeTo: '2026-11-26',
      intimationDate: '2026-11-27',
      broadcastDate: '2026-11-27',
      broadcastTime: '20:11',
      exchange: 'NSE',
      remark: null,
    });
  });

  it('reads `-`, `Nil` and a missing intimation date as not stated, and keeps the text as filed', () => {
    const rows = parseInsiderTrading(NAME, FILE).rows;
    const esop = rows[1];
    expect(esop).toMatchObject({
      beforeShares: null,
      beforePct: null,
      value: 0,
      remark: 'Allotment under ESOP scheme',
    });
    expect(rows[3]).toMatchObject({
      beforeShares: null,
      beforePct: null,
      intimationDate: null,
      broadcastTime: '09:15',
    });
    expect(rows[5]).toMatchObject({ value: null, modeText: 'Gift', categoryText: 'Immediate relative' });
    expect(rows[0]).toMatchObject({ categoryText: 'Promoter Group', beforePct: 1.06, value: 33_500_000_000 });
  });

  it('reads a header in other case and spacing, or spelled correctly', () => {
    const header = HEADER.toLowerCase()
      .replaceAll(' ,', ',')
      .replaceAll('displosed', 'disposed')
      .replace('initmation', 'intimation')
      .replace('broadcaste', 'broadcast');
    const text = [header, ...LINES].join('\n');
    expect(detectNseFormat(NAME, text)).toBe('insider-trading');
    expect(parseInsiderTrading(NAME, text).rows).toEqual(parseInsiderTrading(NAME, FILE).rows);
  });

  it('reads quoted cells: a company name with a comma, figures with Indian digit grouping', () => {
    const text = withLine(3, (f) => {
      f[col('COMPANY')] = '"Tata Consultancy Services, Limited"';
      f[col('VALUE OF SECURITY (ACQUIRED/DISPLOSED)')] = '"63,12,450.75"';
      f[col('NO. OF SECURITY (PRIOR)')] = '"5,400"';
    });
    expect(parseInsiderTrading(NAME, text).rows[2]).toMatchObject({
      company: 'Tata Consultancy Services, Limited',
      value: 631_245_075,
      beforeShares: 5_400,
    });
  });

  it('lists a disclosure broadcast on a weekend on the next session', () => {
    const text = withLine(1, (f) => {
      f[col('BROADCASTE DATE AND TIME')] = '28-Nov-2026 11:05';
    });
    expect(parseInsiderTrading(NAME, text).rows[0]).toMatchObject({
      broadcastDate: '2026-11-28',
      sessionDate: '2026-11-30',
    });
  });

  it('reads a category or mode NSE may add as other or off-market, keeping the text as filed', () => {
    const text = withLine(3, (f) => {
      f[col('CATEGORY OF PERSON')] = 'Trustee';
      f[col('MODE OF ACQUISITION')] = 'Buy Back';
    });
    expect(parseInsiderTrading(NAME, text).rows[2]).toMatchObject({
      category: 'other',
      categoryText: 'Trustee',
      mode: 'off-market',
      modeText: 'Buy Back',
    });
  });

  it('leaves out a derivative disclosure (notional value, no shares) with a warning naming its line', () => {
    const text = withLine(2, (f) => {
      f[col('NO. OF SECURITIES (ACQUIRED/DISPLOSED)')] = '-';
      f[col('DERIVATIVE TYPE SECURITY')] = 'Futures';
    });
    const parsed = parseInsiderTrading(NAME, text);
    expect(parsed.rows.map((r) => r.symbol)).not.toContain('INFY');
    expect(parsed.rows).toHaveLength(5);
    expect(parsed.warnings).toEqual([
      { fileName: NAME, line: 3, message: 'a derivative disclosure (Futures) states no shares: left out' },
    ]);
  });

  it('drops a line printed twice with a warning naming it', () => {
    const text = `${FILE.trimEnd()}\n${LINES[2]}\n`;
    const parsed = parseInsiderTrading(NAME, text);
    expect(parsed.rows).toHaveLength(6);
    expect(parsed.warnings).toEqual([
      { fileName: NAME, line: 8, message: expect.stringContaining('the same as line 4') },
    ]);
  });

  it.each([
    [
      'an unknown transaction type',
      'ACQUISITION/DISPOSAL TRANSACTION TYPE',
      'Swap',
      "line 3: ACQUISITION/DISPOSAL TRANSACTION TYPE 'Swap' is not one",
    ],
    [
      'a quantity that is not a number',
      'NO. OF SECURITIES (ACQUIRED/DISPLOSED)',
      '12k',
      "line 3: NO. OF SECURITIES (ACQUIRED/DISPLOSED) is not a number ('12k')",
    ],
    [
      'a quantity not stated on a line that is no derivative disclosure',
      'NO. OF SECURITIES (ACQUIRED/DISPLOSED)',
      '-',
      'line 3: NO. OF SECURITIES (ACQUIRED/DISPLOSED) is not stated',
    ],
    [
      'a trade date in another form',
      'DATE OF ALLOTMENT/ACQUISITION FROM',
      '2026-11-24',
      "line 3: DATE OF ALLOTMENT/ACQUISITION FROM is not a date in the form DD-Mon-YYYY ('2026-11-24')",
    ],
    [
      'a broadcast time that is not one',
      'BROADCASTE DATE AND TIME',
      '27-Nov-2026 25:10',
      "line 3: BROADCASTE DATE AND TIME is not a date and time in the form DD-Mon-YYYY HH:MM ('27-Nov-2026 25:10')",
    ],
  ] as const)('refuses the whole file with its line for %s', (_what, column, value, message) => {
    const text = withLine(2, (f) => {
      f[col(column)] = value;
    });
    expect(() => parseNseFile(NAME, text)).toThrow(NseFileError);
    expect(() => parseNseFile(NAME, text)).toThrow(`${NAME} ${message}`);
  });

  it('refuses a short last line as a truncated download, and a trade that ends before it starts', () => {
    const cut = `${FILE.trimEnd().slice(0, -40)}`;
    expect(() => parseInsiderTrading(NAME, cut)).toThrow(`${NAME} line 7: the file looks truncated`);
    const backwards = withLine(3, (f) => {
      f[col('DATE OF ALLOTMENT/ACQUISITION TO')] = '20-Nov-2026';
    });
    expect(() => parseInsiderTrading(NAME, backwards)).toThrow(
      `${NAME} line 4: the trade ends (2026-11-20) before it starts (2026-11-25)`,
    );
  });
});
