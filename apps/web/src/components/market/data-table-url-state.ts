// DataTable's state in the page's query string, pure: the parameter names of a table, reading them
// (anything invalid falls back to the table's defaults) and writing them (defaults are left out, and
// every other parameter of the page is kept).
import type { DataTableSort } from './data-table-model';

/** What a table keeps in the URL. */
export interface TableUrlState {
  /** 1-based; clamped to the pages there are when the table shows it. */
  readonly page: number;
  readonly pageSize: number;
  readonly sort: DataTableSort | null;
  /** The search box's text as typed. */
  readonly search: string;
}

/** A table's defaults and what its URL may name. */
export interface TableUrlRules {
  readonly pageSize: number;
  /** The page sizes the table offers (a size outside them is ignored). */
  readonly pageSizes: readonly number[];
  readonly sort: DataTableSort | null;
  /** The ids of the columns a reader can sort by. */
  readonly sortable: readonly string[];
}

/** The query-string names of one table's state. */
export interface TableUrlKeys {
  readonly page: string;
  readonly size: string;
  readonly sort: string;
  readonly search: string;
}

/** Search text longer than this is cut (a pasted link cannot make the table filter on a novel). */
export const MAX_SEARCH_LENGTH = 100;

/**
 * The names for a table: `page`, `size`, `sort`, `search`, or with a `stateKey` `peers.page`,
 * `peers.size`, `peers.sort`, `peers.search` (every table of a page with several has its own key).
 */
export function tableUrlKeys(stateKey = ''): TableUrlKeys {
  const prefix = stateKey ? `${stateKey}.` : '';
  return {
    page: `${prefix}page`,
    size: `${prefix}size`,
    sort: `${prefix}sort`,
    search: `${prefix}search`,
  };
}

/** The state with nothing in the URL. */
export function defaultTableState(rules: TableUrlRules): TableUrlState {
  return { page: 1, pageSize: rules.pageSize, sort: rules.sort, search: '' };
}

const WHOLE = /^\d{1,9}$/;

function parseWhole(text: string | null): number | null {
  return text !== null && WHOLE.test(text) ? Number(text) : null;
}

/** `changePct` sorts low to high, `-changePct` high to low. */
export function formatSort(sort: DataTableSort): string {
  return sort.direction === 'desc' ? `-${sort.columnId}` : sort.columnId;
}

/** The sort a URL value names, or null when it names no sortable column. */
export function parseSort(text: string | null, sortable: readonly string[]): DataTableSort | null {
  if (!text) return null;
  const desc = text.startsWith('-');
  const columnId = desc ? text.slice(1) : text;
  return sortable.includes(columnId) ? { columnId, direction: desc ? 'desc' : 'asc' } : null;
}

/** The table's state in `params`; a missing or invalid value gives the default. */
export function readTableState(
  params: URLSearchParams,
  keys: TableUrlKeys,
  rules: TableUrlRules,
): TableUrlState {
  const page = parseWhole(params.get(keys.page));
  const size = parseWhole(params.get(keys.size));
  return {
    page: page !== null && page >= 1 ? page : 1,
    pageSize: size !== null && rules.pageSizes.includes(size) ? size : rules.pageSize,
    sort: parseSort(params.get(keys.sort), rules.sortable) ?? rules.sort,
    search: (params.get(keys.search) ?? '').slice(0, MAX_SEARCH_LENGTH),
  };
}

const sameSort = (a: DataTableSort | null, b: DataTableSort | null): boolean =>
  a?.columnId === b?.columnId && a?.direction === b?.direction;

/**
 * `params` with the table's state written in: a value equal to the default is removed (page 1, the
 * default size and sort, an empty search), so an untouched table leaves the URL as it was; every
 * other parameter (the page's own filters, other tables) is kept. `params` is not changed.
 */
export function writeTableState(
  params: URLSearchParams,
  keys: TableUrlKeys,
  state: TableUrlState,
  rules: TableUrlRules,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const put = (key: string, value: string | null) => {
    if (value === null) next.delete(key);
    else next.set(key, value);
  };
  put(keys.page, state.page > 1 ? String(Math.floor(state.page)) : null);
  put(keys.size, state.pageSize !== rules.pageSize ? String(state.pageSize) : null);
  put(keys.sort, state.sort && !sameSort(state.sort, rules.sort) ? formatSort(state.sort) : null);
  put(keys.search, state.search ? state.search.slice(0, MAX_SEARCH_LENGTH) : null);
  return next;
}
