/**
 * Which equities an overview answer covers: every equity, an NSE index's constituents, a sector's
 * stocks, or both filters at once; with the filter options the pages offer.
 */
import type { SectorOption } from '@nivesh/contracts';
import { sectorSlug } from '@nivesh/contracts';
import { INDICES, type MarketState } from '@nivesh/market';
import { equityIds, equitySectors, resolveSector } from '../../day/list-scope';

export interface EquityScope {
  /** Equity ids in scope, in id order. */
  readonly ids: readonly number[];
  /** The NSE index filtered on, or null. */
  readonly index: string | null;
  readonly sector: string | null;
}

export interface ScopeRefusal {
  readonly status: 0;
  readonly message: string;
}

/** Names of the NSE indices whose constituents the market carries, in the universe's order. */
export function indexNames(state: MarketState): string[] {
  return INDICES.filter((index) => index.constituents.some((s) => state.idOf(s) !== undefined)).map(
    (index) => index.name,
  );
}

/** The NSE index named `key` (case-insensitive), or undefined. */
export function resolveIndex(state: MarketState, key: string): string | undefined {
  const wanted = key.trim().toUpperCase();
  return indexNames(state).find((name) => name.toUpperCase() === wanted);
}

/** Sectors of the market's equities as filter options, by name. */
export function sectorOptions(state: MarketState): SectorOption[] {
  return equitySectors(state).map((name) => ({ name, slug: sectorSlug(name) }));
}

/** The equities of an index and/or sector, or a refusal naming the unknown one. */
export function equityScope(
  state: MarketState,
  query: { readonly index?: string | undefined; readonly sectorKey?: string | undefined },
): EquityScope | ScopeRefusal {
  let index: string | null = null;
  if (query.index !== undefined) {
    const found = resolveIndex(state, query.index);
    if (found === undefined) return { status: 0, message: `No index ${query.index}` };
    index = found;
  }
  let sector: string | null = null;
  if (query.sectorKey !== undefined) {
    const found = resolveSector(state, query.sectorKey);
    if (found === undefined) return { status: 0, message: `No sector ${query.sectorKey}` };
    sector = found;
  }
  const members = index === null ? null : new Set(INDICES.find((i) => i.name === index)?.constituents);
  const ids = equityIds(state).filter((id) => {
    const meta = state.meta(id);
    return (sector === null || meta.sector === sector) && (members === null || members.has(meta.symbol));
  });
  return { ids, index, sector };
}

/** True when `value` is a scope refusal. */
export function isScopeRefusal(value: EquityScope | ScopeRefusal): value is ScopeRefusal {
  return 'status' in value;
}
