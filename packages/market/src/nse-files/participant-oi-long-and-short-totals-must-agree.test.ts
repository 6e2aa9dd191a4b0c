import { describe, expect, it } from 'vitest';
import { detectNseFormat } from './detect-nse-format';
import { nseFileErrorOf } from './option-chain-json-test-support';
import { parseNseFile } from './parse-nse-file';
import { hasSharedData, readFixture, readShared } from './read-fixture';

// The daily fixture is NSE's layout (quoted title, stray tabs in the header, CRLF, TOTAL row) filled
// with the real figures of 01-Nov-2021 from shared/data's monthly file; totals computed here.
const NAME = 'fao_participant_oi_01112021.csv';
const good = readFixture(NAME);
const lines = good.split('\r\n');

function errorOf(text: string, fileName = NAME) {
  return nseFileErrorOf(fileName, text);
}

/** The fixture with cells of line `n` (1-based) set: `cells` maps column index → value. */
function withCells(n: number, cells: Record<number, number>, text = good): string {
  const all = text.split('\r\n');
  all[n - 1] = (all[n - 1] ?? '')
    .split(',')
    .map((v, i) => String(cells[i] ?? v))
    .join(',');
  return all.join('\r\n');
}

function cell(n: number, i: number): number {
  return Number((lines[n - 1] ?? '').split(',')[i]);
}

describe('participant-wise open interest: long and short totals must agree', () => {
  it('reads the four participants of the day in the name; the TOTAL row is checked, not kept', () => {
    expect(detectNseFormat('oi.csv', good)).toBe('participant-oi');
    const parsed = parseNseFile(NAME, good);
    expect(parsed).toMatchObject({ format: 'participant-oi', tradeDate: '2021-11-01' });
    if (parsed.format !== 'participant-oi') return;
    expect(parsed.rows.map((r) => r.clientType)).toEqual(['Client', 'DII', 'FII', 'Pro']);
    expect(parsed.rows[2]).toEqual({
      tradeDate: '2021-11-01',
      clientType: 'FII',
      futureIndexLong: 89904,
      futureIndexShort: 71358,
      futureStockLong: 836070,
      futureStockShort: 870588,
      optionIndexCallLong: 383852,
      optionIndexPutLong: 469209,
      optionIndexCallShort: 311623,
      optionIndexPutShort: 260607,
      optionStockCallLong: 43990,
      optionStockPutLong: 45629,
      optionStockCallShort: 77603,
      optionStockPutShort: 41005,
    });
  });

  it('accepts the one-contract rounding gap of the real day (index puts 2,726,544 long, 2,726,545 short)', () => {
    expect(cell(7, 6)).toBe(2726544);
    expect(cell(7, 8)).toBe(2726545);
    expect(() => parseNseFile(NAME, good)).not.toThrow();
  });

  it('refuses long and short totals further apart than rounding explains', () => {
    // FII index calls short +5, with its row total and the TOTAL row moved along, so only the
    // long = short check can see it: 3,111,330 long against 3,111,335 short.
    const fii = withCells(5, { 7: cell(5, 7) + 5, 14: cell(5, 14) + 5 });
    const text = withCells(7, { 7: cell(7, 7) + 5, 14: cell(7, 14) + 5 }, fii);
    expect(errorOf(text).message).toBe(
      `${NAME} line 7: 2021-11-01: option index call long adds up to 3111330 but option index call short to 3111335; every long contract has a short side, so beyond rounding (4) the file is damaged`,
    );
  });

  it('refuses a TOTAL row or a row total that does not add up, naming its line', () => {
    expect(errorOf(withCells(7, { 1: cell(7, 1) + 100, 13: cell(7, 13) + 100 })).message).toBe(
      `${NAME} line 7: TOTAL future index long is 321073 but the participants add up to 320973`,
    );
    // DII longs: 6017 + 42589 + 401 + 41014 + 0 + 0 = 90021.
    expect(errorOf(withCells(4, { 13: cell(4, 13) - 10 })).message).toBe(
      `${NAME} line 4: DII: Total Long Contracts is 90011 but its long columns add up to 90021`,
    );
  });

  it('refuses a title date other than the name’s, an unknown participant and a missing one', () => {
    expect(errorOf(good, 'fao_participant_oi_02112021.csv').message).toBe(
      'fao_participant_oi_02112021.csv line 1: the title says 2021-11-01 but the file name says 2021-11-02; is the file renamed or mixed up?',
    );
    expect(errorOf(good.replace('\r\nPro,', '\r\nProp,')).message).toBe(
      `${NAME} line 6: Client Type is 'Prop', expected Client, DII, FII, Pro or TOTAL`,
    );
    const noDii = lines.filter((l) => !l.startsWith('DII,')).join('\r\n');
    expect(errorOf(noDii).message).toBe(`${NAME} line 6: 2021-11-01 has no DII row`);
  });

  it('takes the day from the title when the file was renamed', () => {
    expect(parseNseFile('participants.csv', good).tradeDate).toBe('2021-11-01');
  });
});

describe.skipIf(!hasSharedData)('the real November 2021 compilation (shared/data)', () => {
  it('has 19 days of 4 participants each; every day passes the checks', () => {
    const file = 'nse_institutional/fao_participant_oi_2021-11.csv';
    const parsed = parseNseFile('fao_participant_oi_2021-11.csv', readShared(file));
    expect(parsed.format).toBe('participant-oi-compiled');
    if (parsed.format !== 'participant-oi-compiled') return;
    expect(parsed.tradeDate).toBeUndefined();
    expect(parsed.rows).toHaveLength(76);
    expect(new Set(parsed.rows.map((r) => r.tradeDate)).size).toBe(19);
    expect(parsed.rows[0]).toMatchObject({
      tradeDate: '2021-11-01',
      clientType: 'Client',
      futureIndexLong: 172095,
    });
  });
});
