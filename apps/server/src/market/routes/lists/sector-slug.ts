// Interim sector slugs until the overview area's shared `sectorSlug`/`sectorFromSlug` land in
// @nivesh/contracts (then this file re-exports them).
import { NSE_SECTORS } from '@nivesh/market';

/** "Metals & Mining" → "metals-mining". */
export function sectorSlug(sector: string): string {
  return sector
    .toLowerCase()
    .replace(/&/g, ' ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The NSE sector with this slug, or undefined. */
export function sectorFromSlug(slug: string): string | undefined {
  return NSE_SECTORS.find((sector) => sectorSlug(sector) === slug);
}
