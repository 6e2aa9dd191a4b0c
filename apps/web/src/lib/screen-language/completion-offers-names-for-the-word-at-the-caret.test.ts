import { describe, expect, it } from 'vitest';
import { applyCompletion, completionsFor, wordAt } from './completion';

const names = [
  { name: 'sma', insert: 'sma(', hint: 'sma(series, period)' },
  { name: 'sector', insert: 'sector', hint: 'Sector' },
  { name: 'close', insert: 'close', hint: 'Close' },
];

describe('completion in the screen editor', () => {
  it('finds the word at the caret and offers the names it begins', () => {
    expect(wordAt('close > sm', 10)).toEqual({ start: 8, word: 'sm' });
    expect(wordAt('close > ', 8)).toEqual({ start: 8, word: '' });
    expect(completionsFor('s', names).map((c) => c.name)).toEqual(['sma', 'sector']);
    expect(completionsFor('SE', names).map((c) => c.name)).toEqual(['sector']);
    expect(completionsFor('close', names)).toEqual([]);
    expect(completionsFor('', names)).toEqual([]);
    expect(completionsFor('2', names)).toEqual([]);
  });

  it('replaces the word with the chosen name and puts the caret after it', () => {
    expect(applyCompletion('close > sm and rsi(14) < 30', 10, 'sma(')).toEqual({
      text: 'close > sma( and rsi(14) < 30',
      caret: 12,
    });
  });
});
