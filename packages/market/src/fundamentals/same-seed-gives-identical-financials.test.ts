import { describe, expect, it } from 'vitest';
import { generateFinancials } from './generate-financials';
import { equityNamed, inputFor } from './test-support';

function inputOf(symbol: string, seed = 'nivesh-default') {
  return inputFor(equityNamed(symbol), { seed });
}

describe('financial statements are deterministic from the seed and the symbol', () => {
  it('gives identical statements for the same seed', () => {
    for (const symbol of ['TCS', 'HDFCBANK', 'TATASTEEL', 'BAJFINANCE', 'HDFCLIFE']) {
      expect(generateFinancials(inputOf(symbol))).toEqual(generateFinancials(inputOf(symbol)));
    }
  });

  it('gives different statements for another seed, at the same market cap', () => {
    const a = generateFinancials(inputOf('TCS'));
    const b = generateFinancials(inputOf('TCS', 'another-seed'));
    expect(a.annual.map((s) => s.revenue)).not.toEqual(b.annual.map((s) => s.revenue));
    expect(a.quarterly.map((s) => s.netProfit)).not.toEqual(b.quarterly.map((s) => s.netProfit));
  });

  it("draws each company from its own stream (financials:<SYMBOL>), so one company's input never moves another's", () => {
    const before = generateFinancials(inputOf('INFY'));
    // Generating other companies in between, with other inputs, changes nothing for INFY.
    generateFinancials(inputOf('TCS', 'x'));
    generateFinancials({ ...inputOf('WIPRO'), pricePaise: 12_345 });
    expect(generateFinancials(inputOf('INFY'))).toEqual(before);
  });

  it('prints the same figures for a period however many years or quarters are asked for', () => {
    const full = generateFinancials(inputOf('LT'));
    const short = generateFinancials({ ...inputOf('LT'), years: 3, quarters: 2 });
    expect(short.annual).toEqual(full.annual.slice(-3));
    expect(short.quarterly).toEqual(full.quarterly.slice(-2));
    expect(generateFinancials({ ...inputOf('LT'), years: 12 }).annual.slice(-10)).toEqual(full.annual);
  });

  it('labels the statements as simulated', () => {
    const financials = generateFinancials(inputOf('RELIANCE'));
    expect(financials.simulated).toBe(true);
    expect(financials.symbol).toBe('RELIANCE');
    expect(financials.annual).toHaveLength(10);
    expect(financials.quarterly).toHaveLength(12);
  });
});
