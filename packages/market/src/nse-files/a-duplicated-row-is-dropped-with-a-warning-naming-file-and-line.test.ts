import { describe, expect, it } from 'vitest';
import { parseNseFile } from './parse-nse-file';
import { readFixture } from './read-fixture';

// An exact copy of a line (a re-saved or concatenated download) no longer refuses the whole file:
// the copy is dropped and the warning names the file, the line dropped and the line kept.
describe('a duplicated row is dropped with a warning naming file and line', () => {
  it('in an old CM bhavcopy', () => {
    const good = readFixture('cm14MAR2024bhav.csv');
    const lines = good.split('\n');
    const copy = [...lines.slice(0, 3), lines[1], ...lines.slice(3)].join('\n');
    const parsed = parseNseFile('cm14MAR2024bhav.csv', copy);
    expect(parsed.rows).toHaveLength(parseNseFile('cm14MAR2024bhav.csv', good).rows.length);
    expect(parsed.warnings).toEqual([
      {
        fileName: 'cm14MAR2024bhav.csv',
        line: 4,
        message: 'duplicated row for RELIANCE EQ (the same as line 2) was dropped',
      },
    ]);
    // The rows keep their own line numbers (what conflicts with stored rows are reported by).
    expect(parsed.lines).toEqual([2, 3, 5, 6]);
  });

  it('in an index history and in NSE daily FII/DII figures saved by pandas (the index column differs)', () => {
    const vix = readFixture('INDIA_VIX_nse_sample.csv');
    const second = vix.split('\n')[1] ?? '';
    const parsed = parseNseFile('INDIA_VIX_nse_sample.csv', `${vix.trimEnd()}\n${second}\n`);
    expect(parsed.warnings.map((w) => [w.line, w.message])).toEqual([
      [
        vix.trimEnd().split('\n').length + 1,
        'duplicated row for 2024-07-18 (the same as line 2) was dropped',
      ],
    ]);
    const flows = parseNseFile('fii_dii_cash_daily_sample.csv', readFixture('fii_dii_cash_daily_sample.csv'));
    expect(flows.rows).toHaveLength(2);
    expect(flows.warnings).toEqual([
      {
        fileName: 'fii_dii_cash_daily_sample.csv',
        line: 4,
        message: 'duplicated row for DII on 2022-01-04 (the same as line 2) was dropped',
      },
    ]);
  });

  it('a history line that only lacks a figure the other line has merges into it, with a warning', () => {
    const text = readFixture('bhav_derived_history_sample.csv');
    const [header, first, ...rest] = text.trimEnd().split('\n');
    const cells = (first ?? '').split(',');
    const isin = cells[1] ?? '';
    // The damage seen in the real HDFCBANK and INFY files: the ISIN in TOTALTRADES, the good line next.
    const damaged = [...cells.slice(0, -1), isin].join(',');
    const parsed = parseNseFile('X_bhav_derived.csv', [header, damaged, first, ...rest].join('\n'));
    expect(parsed.rows).toHaveLength(rest.length + 1);
    expect(parsed.warnings.map((w) => w.line)).toEqual([2, 3]);
    expect(parsed.warnings[0]?.message).toMatch(/TOTALTRADES holds the ISIN .* read as empty/);
    expect(parsed.warnings[1]?.message).toMatch(/duplicated row for .* \(the same as line 2\) was dropped/);
  });
});
