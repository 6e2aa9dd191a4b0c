import { describe, expect, it } from 'vitest';
import { jsonLineOf } from './option-chain-json-lines';
import { nseFileErrorOf } from './option-chain-json-test-support';
import { readFixture } from './read-fixture';

const NAME = 'option_chain_v3_NIFTY_22-Sep-2026.json';
const good = readFixture(NAME);
const lines = good.split('\n');

function errorOf(text: string, fileName = NAME) {
  return nseFileErrorOf(fileName, text);
}

/** 1-based number of the n-th line (1-based) containing `needle`, found by plain text search. */
function lineWith(needle: string, nth = 1): number {
  let seen = 0;
  const index = lines.findIndex((l) => l.includes(needle) && ++seen === nth);
  if (index < 0) throw new Error(`no line with ${needle}`);
  return index + 1;
}

function replaceLine(n: number, from: string, to: string): string {
  return lines.map((l, i) => (i === n - 1 ? l.replace(from, to) : l)).join('\n');
}

describe('a bad option-chain file is refused as a whole, naming the line', () => {
  it('finds the line of a value by its path in a pretty-printed file', () => {
    const text = '{\n  "a": [\n    1,\n    {\n      "b": "x"\n    }\n  ],\n  "c": {}\n}\n';
    expect(jsonLineOf(text, ['a'])).toBe(2);
    expect(jsonLineOf(text, ['a', 1])).toBe(4);
    expect(jsonLineOf(text, ['a', 1, 'b'])).toBe(5);
    expect(jsonLineOf(text, ['c'])).toBe(8);
    // A path that does not exist stops at its deepest existing part.
    expect(jsonLineOf(text, ['a', 7])).toBe(2);
  });

  it('a text where a number should be', () => {
    // The second "openInterest" of the file is 23300 CE's (21350 CE is first).
    const at = lineWith('"openInterest"', 3);
    const e = errorOf(replaceLine(at, '61234', '"61,234"'));
    expect(e.line).toBe(at);
    expect(e.message).toBe(`${NAME} line ${at}: openInterest is not a number ("61,234")`);
  });

  it('a negative volume and a fractional quantity', () => {
    const volume = lineWith('"totalTradedVolume": 912377');
    expect(errorOf(replaceLine(volume, '912377', '-912377')).message).toBe(
      `${NAME} line ${volume}: totalTradedVolume is negative (-912377)`,
    );
    const qty = lineWith('"buyQuantity1": 975');
    expect(errorOf(replaceLine(qty, '975', '97.5')).message).toBe(
      `${NAME} line ${qty}: buyQuantity1 is not a whole number (97.5)`,
    );
  });

  it('a cut-off download, at its last line', () => {
    const cut = lines.slice(0, 120).join('\n');
    const e = errorOf(cut);
    expect(e.line).toBe(120);
    expect(e.reason).toMatch(/^not valid JSON \(.*\); a cut-off download is the usual cause/);
  });

  it('a strike listed twice in one expiry, naming the first', () => {
    const second = lineWith('"strikePrice": 23400', 1);
    const third = lineWith('"strikePrice": 23500', 1);
    const e = errorOf(good.replaceAll('"strikePrice": 23500,', '"strikePrice": 23400,'));
    // Rows are named by the line of their opening brace, two lines above strikePrice.
    expect(lines[third - 3]?.trim()).toBe('{');
    expect(e.line).toBe(third - 2);
    expect(e.reason).toBe(`duplicate row for 2026-09-22 strike 23400 (first seen on line ${second - 2})`);
  });

  it('two underlyings in one file', () => {
    const at = lineWith('OPTIDXNIFTY22-09-2026PE23300.00');
    const e = errorOf(replaceLine(at, 'OPTIDXNIFTY', 'OPTIDXBANKNIFTY'));
    // The error points at the PE object that names the other underlying.
    expect(e.reason).toBe(`the underlying is BANKNIFTY here but NIFTY on line ${lineWith('"CE": {')}`);
    expect(lines[e.line - 1]?.trim()).toBe('"PE": {');
  });

  it('a timestamp that is not NSE’s', () => {
    const at = lineWith('"timestamp"');
    const e = errorOf(replaceLine(at, '18-Sep-2026 15:30:00', '2026-09-18 15:30'));
    expect(e.message).toBe(
      `${NAME} line ${at}: records.timestamp is not DD-Mon-YYYY HH:MM:SS ("2026-09-18 15:30")`,
    );
  });

  it('an answer in which no leg is a listed contract', () => {
    const none = good.replace(/"identifier": "[^"]*"/g, '"identifier": null');
    expect(errorOf(none).message).toBe(
      `${NAME} line ${lineWith('"data": [')}: records.data lists no contract (every CE/PE has identifier null)`,
    );
  });

  it('JSON that is not an option chain ({} is what NSE sends a blocked request)', () => {
    expect(errorOf('{}', 'chain.json').message).toMatch(
      /^chain\.json line 1: a JSON file that is not an NSE option-chain response/,
    );
  });
});
