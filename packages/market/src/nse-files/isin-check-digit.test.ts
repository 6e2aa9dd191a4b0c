import { describe, expect, it } from 'vitest';
import { isValidIndianIsin } from './isin';

describe('ISIN check digit', () => {
  it('accepts real-style Indian ISINs, including letters in the body', () => {
    expect(isValidIndianIsin('INE002A01018')).toBe(true);
    expect(isValidIndianIsin('IN0020200104')).toBe(true);
    expect(isValidIndianIsin('IN002024Z990')).toBe(true);
  });
  it('refuses a wrong check digit, a foreign prefix and a wrong length', () => {
    expect(isValidIndianIsin('INE002A01019')).toBe(false);
    expect(isValidIndianIsin('US0378331005')).toBe(false);
    expect(isValidIndianIsin('INE002A0101')).toBe(false);
    expect(isValidIndianIsin('')).toBe(false);
  });
});
