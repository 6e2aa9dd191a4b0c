/** The `sector_id` of the screener endpoints (`all`, slug, name or number) and the sector pickers' counts. */
import { sectorSlug } from '@nivesh/contracts';
import type { MarketState } from '@nivesh/market';
import { resolveSector } from '../market/day/list-scope';

/** The sector asked for: null for all, undefined for an unknown one. */
export function sectorFilter(state: MarketState, sectorId: string): string | null | undefined {
  if (sectorId.toLowerCase() === 'all') return null;
  return resolveSector(state, sectorId);
}

export const unknownSector = (sectorId: string) => ({
  status: 0 as const,
  message: `No sector ${sectorId}: use all, a sector's slug or its number in stock/getFilterData`,
});

/** Sectors of `ids` with how many each has, by name. */
export function sectorCounts(
  state: MarketState,
  ids: Iterable<number>,
): { slug: string; name: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const id of ids) {
    const sector = state.meta(id).sector;
    counts.set(sector, (counts.get(sector) ?? 0) + 1);
  }
  return [...counts]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, count]) => ({ slug: sectorSlug(name), name, count }));
}
