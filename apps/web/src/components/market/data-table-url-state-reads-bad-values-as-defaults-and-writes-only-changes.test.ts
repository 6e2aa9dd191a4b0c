import { describe, expect, it } from 'vitest';
import {
  defaultTableState,
  formatSort,
  MAX_SEARCH_LENGTH,
  parseSort,
  readTableState,
  type TableUrlRules,
  tableUrlKeys,
  writeTableState,
} from './data-table-url-state';

const RULES: TableUrlRules = {
  pageSize: 10,
  pageSizes: [5, 10, 20, 30, 50, 75, 100],
  sort: { columnId: 'changePct', direction: 'desc' },
  sortable: ['symbol', 'ltp', 'changePct'],
};
const KEYS = tableUrlKeys();
const read = (query: string, rules: TableUrlRules = RULES) =>
  readTableState(new URLSearchParams(query), KEYS, rules);

describe('DataTable state in the URL', () => {
  it('names the parameters plainly, or under a table key', () => {
    expect(tableUrlKeys()).toEqual({ page: 'page', size: 'size', sort: 'sort', search: 'search' });
    expect(tableUrlKeys('peers')).toEqual({
      page: 'peers.page',
      size: 'peers.size',
      sort: 'peers.sort',
      search: 'peers.search',
    });
  });

  it('reads page, size, sort and search', () => {
    expect(read('page=3&size=20&sort=-ltp&search=infy')).toEqual({
      page: 3,
      pageSize: 20,
      sort: { columnId: 'ltp', direction: 'desc' },
      search: 'infy',
    });
    expect(read('sort=symbol').sort).toEqual({ columnId: 'symbol', direction: 'asc' });
  });

  it('gives the defaults for an empty query string', () => {
    expect(read('')).toEqual(defaultTableState(RULES));
    expect(read('')).toEqual({ page: 1, pageSize: 10, sort: RULES.sort, search: '' });
  });

  it('falls back to the default for every invalid value, never throwing', () => {
    for (const page of ['abc', '0', '-2', '1.5', '2e3', '', ' 3', '99999999999999999999']) {
      expect(read(`page=${encodeURIComponent(page)}`).page, page).toBe(1);
    }
    for (const size of ['7', 'abc', '0', '-10', '10.5', '1000']) {
      expect(read(`size=${encodeURIComponent(size)}`).pageSize, size).toBe(10);
    }
    for (const sort of ['nosuchcolumn', '-nosuchcolumn', '-', '--ltp', '']) {
      expect(read(`sort=${encodeURIComponent(sort)}`).sort, sort).toEqual(RULES.sort);
    }
    expect(read(`search=${'x'.repeat(500)}`).search).toHaveLength(MAX_SEARCH_LENGTH);
  });

  it('does not sort by a column that cannot be sorted, and has no sort without a default', () => {
    const rules = { ...RULES, sort: null, sortable: ['symbol'] };
    expect(read('sort=ltp', rules).sort).toBeNull();
    expect(parseSort('-symbol', ['symbol'])).toEqual({ columnId: 'symbol', direction: 'desc' });
    expect(parseSort(null, ['symbol'])).toBeNull();
  });

  it('keeps a page beyond the last (the table clamps it when it knows its rows)', () => {
    expect(read('page=900').page).toBe(900);
  });

  it('writes only what differs from the defaults and keeps every other parameter', () => {
    const before = new URLSearchParams('index=nifty50&date=2026-11-20&page=4');
    const after = writeTableState(
      before,
      KEYS,
      { page: 2, pageSize: 20, sort: { columnId: 'ltp', direction: 'asc' }, search: 'tata motors' },
      RULES,
    );
    expect(after.toString()).toBe('index=nifty50&date=2026-11-20&page=2&size=20&sort=ltp&search=tata+motors');
    expect(before.toString()).toBe('index=nifty50&date=2026-11-20&page=4');

    const back = writeTableState(after, KEYS, defaultTableState(RULES), RULES);
    expect(back.toString()).toBe('index=nifty50&date=2026-11-20');
  });

  it('writes a descending sort with a minus and reads back what it wrote', () => {
    expect(formatSort({ columnId: 'volume', direction: 'desc' })).toBe('-volume');
    const state = {
      page: 7,
      pageSize: 5,
      sort: { columnId: 'symbol', direction: 'desc' as const },
      search: 'a&b=c',
    };
    const written = writeTableState(new URLSearchParams(), KEYS, state, RULES);
    expect(readTableState(new URLSearchParams(written.toString()), KEYS, RULES)).toEqual(state);
  });

  it('keeps two tables of one page apart', () => {
    const peers = tableUrlKeys('peers');
    const actions = tableUrlKeys('actions');
    let params = writeTableState(
      new URLSearchParams(),
      peers,
      { ...defaultTableState(RULES), page: 2 },
      RULES,
    );
    params = writeTableState(params, actions, { ...defaultTableState(RULES), search: 'bonus' }, RULES);
    expect(params.toString()).toBe('peers.page=2&actions.search=bonus');
    expect(readTableState(params, peers, RULES)).toEqual({ ...defaultTableState(RULES), page: 2 });
    expect(readTableState(params, actions, RULES)).toEqual({ ...defaultTableState(RULES), search: 'bonus' });
    expect(readTableState(params, KEYS, RULES)).toEqual(defaultTableState(RULES));
  });
});
