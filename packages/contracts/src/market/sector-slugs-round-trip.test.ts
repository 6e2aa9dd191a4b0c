import { describe, expect, it } from 'vitest';
import { sectorFromSlug, sectorSlug } from './common';

// A sample of NSE's sector names, with the characters that need care (contracts do not depend on
// @nivesh/market, which holds the full list; the market package's own test checks all of them).
const NSE_SECTORS = [
  'Oil Gas & Consumable Fuels',
  'Information Technology',
  'Fast Moving Consumer Goods',
  'Metals & Mining',
  'Automobile and Auto Components',
  'Power',
];

describe('sector slugs', () => {
  it('are readable and unique, and map back to their sector', () => {
    expect(sectorSlug('Oil Gas & Consumable Fuels')).toBe('oil-gas-and-consumable-fuels');
    expect(sectorSlug('Information Technology')).toBe('information-technology');
    const slugs = NSE_SECTORS.map(sectorSlug);
    expect(new Set(slugs).size).toBe(NSE_SECTORS.length);
    for (const name of NSE_SECTORS) expect(sectorFromSlug(sectorSlug(name), NSE_SECTORS)).toBe(name);
    expect(sectorFromSlug('Information-Technology/', NSE_SECTORS)).toBe('Information Technology');
    expect(sectorFromSlug('no-such-sector', NSE_SECTORS)).toBeUndefined();
  });
});
