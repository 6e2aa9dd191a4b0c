/**
 * The groups the sectors pages are about: the NSE sectors and the industries of the market's
 * equities (a state's symbols never change, so each grouping is built once per MarketState), and
 * the look-up of a group by its URL id.
 */
import { sectorSlug } from '@nivesh/contracts';
import { equityBySymbol, type MarketState } from '@nivesh/market';
import { equityIds } from '../../day/list-scope';

/** A named set of equities. */
export interface StockGroup {
  readonly name: string;
  readonly slug: string;
  /** Equity ids, ascending. */
  readonly ids: readonly number[];
}

/** An industry, with the sector most of its stocks belong to and every sector it spans. */
export interface IndustryGroup extends StockGroup {
  readonly sector: string;
  readonly sectors: readonly string[];
}

export interface Groupings {
  /** Sectors by name. */
  readonly sectors: readonly StockGroup[];
  /** Industries by primary sector, then name. */
  readonly industries: readonly IndustryGroup[];
  /** Every equity (the benchmark's constituents when the market has no NIFTY 500 series). */
  readonly equities: StockGroup;
}

const cache = new WeakMap<MarketState, Groupings>();

const byName = (a: { name: string }, b: { name: string }): number =>
  a.name < b.name ? -1 : a.name > b.name ? 1 : 0;

/** The industry of an equity: its metadata's, else the universe's, else its sector's name. */
export function industryOf(state: MarketState, id: number): string {
  const meta = state.meta(id);
  return meta.industry ?? equityBySymbol(meta.symbol)?.industry ?? meta.sector;
}

function collect(ids: readonly number[], key: (id: number) => string): Map<string, number[]> {
  const groups = new Map<string, number[]>();
  for (const id of ids) {
    const name = key(id);
    const members = groups.get(name);
    if (members) members.push(id);
    else groups.set(name, [id]);
  }
  return groups;
}

/** The sectors and industries of the state's equities. */
export function groupingsOf(state: MarketState): Groupings {
  const known = cache.get(state);
  if (known) return known;
  const ids = equityIds(state);
  const sectors = [...collect(ids, (id) => state.meta(id).sector)]
    .map(([name, members]) => ({ name, slug: sectorSlug(name), ids: members }))
    .sort(byName);
  const industries = [...collect(ids, (id) => industryOf(state, id))]
    .map(([name, members]): IndustryGroup => {
      const bySector = collect(members, (id) => state.meta(id).sector);
      // Most stocks first, then by name: the industry is listed under its first sector.
      const ranked = [...bySector].sort(([a, x], [b, y]) => y.length - x.length || (a < b ? -1 : 1));
      return {
        name,
        slug: sectorSlug(name),
        ids: members,
        sector: ranked[0]?.[0] ?? '',
        sectors: ranked.map(([sector]) => sector),
      };
    })
    .sort((a, b) => (a.sector < b.sector ? -1 : a.sector > b.sector ? 1 : byName(a, b)));
  const equities = { name: 'Every equity', slug: 'every-equity', ids };
  const groupings = { sectors, industries, equities };
  cache.set(state, groupings);
  return groupings;
}

/**
 * The group a URL id names: its slug or name (any case, trailing slash allowed), or a number n for
 * the n-th group by name (1-based, as the spec's sample links use).
 */
export function findGroup<G extends StockGroup>(groups: readonly G[], key: string): G | undefined {
  const wanted = sectorSlug(key);
  const bySlug = groups.find((g) => g.slug === wanted);
  if (bySlug || !/^\d{1,3}$/.test(key)) return bySlug;
  return [...groups].sort(byName)[Number(key) - 1];
}
