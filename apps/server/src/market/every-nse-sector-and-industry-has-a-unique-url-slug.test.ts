import { sectorFromSlug, sectorSlug } from '@nivesh/contracts';
import { NSE_SECTORS, SECTORS } from '@nivesh/market';
import { describe, expect, it } from 'vitest';

// URLs name sectors and industries by slug (/nse-sectors-list/{sector_id}/): every one must be unique.
describe('sector and industry slugs of the universe', () => {
  it('are unique and map back', () => {
    expect(new Set(NSE_SECTORS.map(sectorSlug)).size).toBe(NSE_SECTORS.length);
    for (const name of NSE_SECTORS) expect(sectorFromSlug(sectorSlug(name), NSE_SECTORS)).toBe(name);
    const industries = [...new Set(SECTORS.flatMap((s) => s.industries))];
    expect(new Set(industries.map(sectorSlug)).size).toBe(industries.length);
  });
});
