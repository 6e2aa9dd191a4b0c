/**
 * Which stocks a list is drawn from: the universe's equities, optionally one NSE index's
 * constituents and one sector (by slug, name or 1-based position by name).
 */
import { LIST_INDEX_NAMES, type ListIndexFilter, sectorFromSlug, sectorSlug } from '@nivesh/contracts';
import { equityBySymbol, indexConstituents, type MarketState } from '@nivesh/market';
import { type Refusal, refuse } from '../../http/answers';

export interface ListScope {
  /** Equity ids in the scope, in id order. */
  readonly ids: readonly number[];
  /** Membership by id (1 = in scope). */
  readonly mask: Uint8Array;
  /** The NSE sector filtered on, or null. */
  readonly sector: string | null;
  readonly index: ListIndexFilter;
}

const equityIdCache = new WeakMap<MarketState, readonly number[]>();
const scopeCache = new WeakMap<MarketState, Map<string, ListScope>>();

/**
 * Equity ids of the state: universe equities and every imported equity (a replay meta carries its
 * NSE series), not indices, ETFs or commodities; a state's symbols never change.
 */
export function equityIds(state: MarketState): readonly number[] {
  let ids = equityIdCache.get(state);
  if (!ids) {
    const found: number[] = [];
    for (let id = 0; id < state.symbolCount; id++) {
      const meta = state.meta(id);
      if (!meta.isIndex && (meta.series !== undefined || equityBySymbol(meta.symbol) !== undefined)) {
        found.push(id);
      }
    }
    ids = found;
    equityIdCache.set(state, ids);
  }
  return ids;
}

/** Sectors of the state's equities, by name. */
export function equitySectors(state: MarketState): string[] {
  const names = new Set(equityIds(state).map((id) => state.meta(id).sector));
  return [...names].sort();
}

/** The NSE sector an `ex_sector_id`/`sector_id` names (slug, name, or n-th sector by name), or undefined. */
export function resolveSector(state: MarketState, key: string): string | undefined {
  const sectors = equitySectors(state);
  const fromSlug = sectorFromSlug(key, sectors);
  if (fromSlug !== undefined) return fromSlug;
  const lower = key.toLowerCase();
  const byName = sectors.find((s) => s.toLowerCase() === lower || sectorSlug(s) === sectorSlug(key));
  if (byName) return byName;
  if (/^\d{1,3}$/.test(key)) return sectors[Number(key) - 1];
  return undefined;
}

/** The scope of a list query, or a refusal for an unknown sector. */
export function resolveScope(
  state: MarketState,
  query: { readonly index: ListIndexFilter; readonly sector_id?: string | undefined },
): ListScope | Refusal {
  let sector: string | null = null;
  if (query.sector_id !== undefined) {
    const found = resolveSector(state, query.sector_id);
    if (found === undefined) return refuse(`No sector ${query.sector_id}`);
    sector = found;
  }
  const key = `${query.index}|${sector ?? ''}`;
  let cached = scopeCache.get(state);
  if (!cached) {
    cached = new Map();
    scopeCache.set(state, cached);
  }
  const known = cached.get(key);
  if (known) return known;
  const indexName = LIST_INDEX_NAMES[query.index];
  const members = indexName === null ? null : new Set(indexConstituents(indexName) ?? []);
  const mask = new Uint8Array(state.symbolCount);
  const ids = equityIds(state).filter((id) => {
    const meta = state.meta(id);
    const inScope =
      (sector === null || meta.sector === sector) && (members === null || members.has(meta.symbol));
    if (inScope) mask[id] = 1;
    return inScope;
  });
  const scope = { ids, mask, sector, index: query.index };
  cached.set(key, scope);
  return scope;
}
