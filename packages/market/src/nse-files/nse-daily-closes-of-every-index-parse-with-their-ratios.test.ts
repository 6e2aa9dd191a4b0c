import { describe, expect, it } from 'vitest';
import { detectNseFormat } from './detect-nse-format';
import { parseNseFile } from './parse-nse-file';
import { readFixture } from './read-fixture';

const NAME = 'ind_close_all_19052026.csv';

describe("NSE's daily closes of every index (ind_close_all)", () => {
  it('is recognised by its header and gives each index its day, levels and ratios', () => {
    const text = readFixture(NAME);
    expect(detectNseFormat(NAME, text)).toBe('index-closes');
    const parsed = parseNseFile(NAME, text);
    if (parsed.format !== 'index-closes') throw new Error(parsed.format);
    expect(parsed.rows.map((r) => r.indexName)).toEqual([
      'NIFTY 50',
      'NIFTY BANK',
      'NIFTY MIDCAP SELECT',
      'INDIA VIX',
      'NIFTY 50 EQUAL WEIGHT',
    ]);
    expect(parsed.rows[0]).toMatchObject({
      date: '2026-05-19',
      open: 24780.45,
      high: 24912.3,
      low: 24701.15,
      close: 24865.7,
      volume: 298765432,
      // ₹28,765.43 crore = 2,876,543 × 10⁷ paise.
      turnover: 2_876_543 * 10_000_000,
      pe: 22.41,
      pb: 3.52,
      divYield: 1.28,
      ohlcFlag: null,
    });
    // NSE's leading-dot fractions and '-' for what it does not compute.
    expect(parsed.rows[1]?.divYield).toBe(0.91);
    expect(parsed.rows[3]).toMatchObject({
      close: 13.4075,
      volume: null,
      turnover: null,
      pe: null,
      divYield: null,
    });
    expect(parsed.rows[4]).toMatchObject({ open: null, high: null, low: null, close: 30211.6 });
  });

  it('refuses a row without a closing value, naming the line', () => {
    const text = readFixture(NAME).replace('30211.6', '-');
    expect(() => parseNseFile(NAME, text)).toThrow(
      /ind_close_all_19052026\.csv line 6: Closing Index Value is empty or 0/,
    );
  });

  it('refuses a date that is not DD-MM-YYYY', () => {
    const text = readFixture(NAME).replace('Nifty Bank,19-05-2026', 'Nifty Bank,2026-05-19');
    expect(() => parseNseFile(NAME, text)).toThrow(/line 3/);
  });
});
