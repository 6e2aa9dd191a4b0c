import { sectorSlug } from '@nivesh/contracts';

/** The sectors present in a list, by name, with how many rows each has. */
export function sectorOptions(
  rows: readonly { readonly sector: string }[],
): { slug: string; name: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(row.sector, (counts.get(row.sector) ?? 0) + 1);
  return [...counts]
    .sort(([a], [b]) => a.localeCompare(b, 'en-IN'))
    .map(([name, count]) => ({ slug: sectorSlug(name), name, count }));
}

/** The rows of one sector (by slug), or all rows when no sector is chosen. */
export function inSector<Row extends { readonly sector: string }>(
  rows: readonly Row[],
  slug: string | undefined,
): readonly Row[] {
  return slug ? rows.filter((r) => sectorSlug(r.sector) === slug) : rows;
}
