import { describe, expect, it } from 'vitest';
import { directoryKey, searchSymbols } from './symbol-search';

const items = [
  { symbol: 'RELIANCE', name: 'Reliance Industries Ltd.' },
  { symbol: 'RELINFRA', name: 'Reliance Infrastructure Ltd.' },
  { symbol: 'M&M', name: 'Mahindra & Mahindra Ltd.' },
  { symbol: 'MAHABANK', name: 'Bank of Maharashtra' },
  { symbol: 'BAJAJ-AUTO', name: 'Bajaj Auto Ltd.' },
  { symbol: 'TCS', name: 'Tata Consultancy Services Ltd.' },
  { symbol: '360ONE', name: '360 ONE WAM Ltd.' },
];

describe('symbol search', () => {
  it('puts an exact symbol first, then symbols starting with the text', () => {
    expect(searchSymbols(items, 'tcs').map((i) => i.symbol)).toEqual(['TCS']);
    expect(searchSymbols(items, 'reli').map((i) => i.symbol)).toEqual(['RELIANCE', 'RELINFRA']);
  });

  it('finds companies by a word of their name, and symbols with & and -', () => {
    expect(searchSymbols(items, 'mahindra').map((i) => i.symbol)).toEqual(['M&M']);
    expect(searchSymbols(items, 'm&m').map((i) => i.symbol)).toEqual(['M&M']);
    expect(searchSymbols(items, 'auto').map((i) => i.symbol)).toEqual(['BAJAJ-AUTO']);
    expect(searchSymbols(items, 'consultancy').map((i) => i.symbol)).toEqual(['TCS']);
  });

  it('ranks a symbol prefix above a name word, limits the list and ignores blank text', () => {
    expect(searchSymbols(items, 'mah').map((i) => i.symbol)).toEqual(['MAHABANK', 'M&M']);
    expect(searchSymbols(items, 'l', 2)).toHaveLength(2);
    expect(searchSymbols(items, '   ')).toEqual([]);
  });

  it('files symbols under their first letter, digits under 0-9', () => {
    expect(directoryKey('360ONE')).toBe('0-9');
    expect(directoryKey('m&m')).toBe('M');
  });
});
