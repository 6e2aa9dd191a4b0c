import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readXlsFirstSheet } from './biff8';
import { parseFiiStats } from './fii-stats';

const here = dirname(fileURLToPath(import.meta.url));
const fixture = (name: string) => new Uint8Array(readFileSync(join(here, 'fixtures', name)));
const NAME = 'fii_stats_27-Nov-2026.xls';

describe('NSE fii_stats xls (BIFF8 written by LibreOffice)', () => {
  it('reads the first worksheet: title, headers and numbers as written', () => {
    const { rows } = readXlsFirstSheet(NAME, fixture(NAME));
    expect(rows[0]?.[0]).toBe('FII DERIVATIVES STATISTICS FOR 27-Nov-2026');
    expect(rows[1]?.slice(1, 6)).toEqual(['BUY', null, 'SELL', null, 'OPEN INTEREST AT THE END OF THE DAY']);
    expect(rows[2]?.[2]).toBe('Amt in Crores');
    expect(rows[3]).toEqual(['NIFTY FUTURES', 28451, 4398.72, 27112, 4189.05, 201337, 31126.84]);
    expect(rows.at(-1)?.[0]).toMatch(/^Notes: Both buy and sell positions have been considered/);
  });

  it('parses every row exactly, the date from the title, segment totals equal to their per-index rows', () => {
    const file = parseFiiStats(NAME, fixture(NAME));
    expect(file.tradeDate).toBe('2026-11-27');
    expect(file.rows.map((r) => r.label)).toEqual([
      'NIFTY FUTURES',
      'BANKNIFTY FUTURES',
      'FINNIFTY FUTURES',
      'MIDCPNIFTY FUTURES',
      'NIFTYNXT50 FUTURES',
      'INDEX FUTURES',
      'NIFTY OPTIONS',
      'BANKNIFTY OPTIONS',
      'FINNIFTY OPTIONS',
      'MIDCPNIFTY OPTIONS',
      'NIFTYNXT50 OPTIONS',
      'INDEX OPTIONS',
      'STOCK FUTURES',
      'STOCK OPTIONS',
    ]);
    const row = (label: string) => file.rows.find((r) => r.label === label);
    expect(row('INDEX FUTURES')).toEqual({
      label: 'INDEX FUTURES',
      segment: 'indexFutures',
      index: null,
      buy: { contracts: 45086, crore: 7244.47 },
      sell: { contracts: 44783, crore: 7219.29 },
      oi: { contracts: 318966, crore: 51292.96 },
    });
    expect(row('BANKNIFTY OPTIONS')).toMatchObject({ segment: 'indexOptions', index: 'BANKNIFTY' });
    expect(row('INDEX OPTIONS')).toMatchObject({
      buy: { contracts: 3903141, crore: 616218.17 },
      sell: { contracts: 3883514, crore: 613468.02 },
      oi: { contracts: 1674520, crore: 263583.21 },
    });
    expect(row('STOCK FUTURES')).toMatchObject({
      buy: { contracts: 231455, crore: 15608.92 },
      sell: { contracts: 219870, crore: 14851.33 },
      oi: { contracts: 1287340, crore: 86907.15 },
    });
    expect(row('STOCK OPTIONS')?.oi).toEqual({ contracts: 212590, crore: 14335.88 });
    for (const segment of ['indexFutures', 'indexOptions'] as const) {
      const parts = file.rows.filter((r) => r.segment === segment && r.index !== null);
      const total = file.rows.find((r) => r.segment === segment && r.index === null);
      expect(parts.reduce((a, r) => a + r.oi.contracts, 0)).toBe(total?.oi.contracts);
      expect(Math.round(parts.reduce((a, r) => a + r.buy.crore * 100, 0))).toBe(
        Math.round((total?.buy.crore ?? 0) * 100),
      );
    }
  });

  it('refuses a cell that is not a number, naming the file, row, label and cell', () => {
    expect(() =>
      parseFiiStats('fii_stats_bad_27-Nov-2026.xls', fixture('fii_stats_bad_27-Nov-2026.xls')),
    ).toThrow(
      "fii_stats_bad_27-Nov-2026.xls line 15: row 15 (INDEX OPTIONS), cell E15: sell amount 'abc' is not a number",
    );
  });

  it('refuses a title whose date is not the one in the file name', () => {
    expect(() => parseFiiStats('fii_stats_28-Nov-2026.xls', fixture(NAME))).toThrow(
      'fii_stats_28-Nov-2026.xls line 1: the title is for 2026-11-27 but the file name says 2026-11-28',
    );
  });

  it('refuses a truncated workbook whole, and a file that is not a workbook', () => {
    const bytes = fixture(NAME);
    for (const cut of [100, 1024, bytes.length - 1000]) {
      expect(() => parseFiiStats(NAME, bytes.subarray(0, cut))).toThrow(
        /^fii_stats_27-Nov-2026\.xls line 1: /,
      );
    }
    expect(() =>
      parseFiiStats(NAME, new TextEncoder().encode('INDEX FUTURES,1,2,3,4,5,6\n'.repeat(40))),
    ).toThrow(
      'fii_stats_27-Nov-2026.xls line 1: not an Excel 97-2003 workbook (no OLE2 compound-file signature)',
    );
  });

  it('refuses a workbook whose stream is cut inside a record (no EOF)', () => {
    const bytes = fixture(NAME).slice();
    // LibreOffice wrote the 3,877-byte Workbook stream into the mini stream, which starts at sector 3
    // (byte 2,048): blank its last 177 bytes, where the worksheet's last cells and EOF records are.
    bytes.fill(0, 2048 + 3700, 2048 + 3877);
    expect(() => parseFiiStats(NAME, bytes)).toThrow(
      /^fii_stats_27-Nov-2026\.xls line 1: .* the file is truncated$/,
    );
  });
});
