import { describe, expect, it } from 'vitest';
import { isoDate, paiseToRupees, quantity, rupeesToPaise } from './units';

describe('units', () => {
  it('converts rupees with two decimals to exact paise, including binary-unfriendly values', () => {
    expect(rupeesToPaise(1645.4)).toBe(164540);
    expect(rupeesToPaise(0.29)).toBe(29);
    expect(rupeesToPaise(24529.1)).toBe(2452910);
    expect(rupeesToPaise(-12.345)).toBe(-1235);
    expect(paiseToRupees(rupeesToPaise(823.05))).toBe(823.05);
  });
  it('refuses fractional quantities and impossible dates', () => {
    expect(quantity(25)).toBe(25);
    expect(() => quantity(2.5)).toThrow(RangeError);
    expect(isoDate('2024-02-29')).toBe('2024-02-29');
    expect(() => isoDate('2023-02-29')).toThrow('Not a calendar date');
    expect(() => isoDate('29-02-2024')).toThrow('Not an ISO date');
  });
});
