import { LIST_INDEX_FILTERS, type ListIndexFilter } from '@nivesh/contracts';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export interface ListFilters {
  /** The completed session asked for (YYYY-MM-DD), or undefined for the live one. */
  readonly date: string | undefined;
  readonly index: ListIndexFilter;
  /** A sector slug, or undefined for every sector. */
  readonly sector: string | undefined;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function isIndexFilter(value: string | null): value is ListIndexFilter {
  return (LIST_INDEX_FILTERS as readonly (string | null)[]).includes(value);
}

/**
 * The list filters kept in the page's query string (?date=&index=&sector=), so a filtered list can
 * be bookmarked and shared; `set` replaces the history entry rather than adding one per click.
 */
export function useListFilters(): ListFilters & { set: (change: Partial<ListFilters>) => void } {
  const [params, setParams] = useSearchParams();
  const date = params.get('date');
  const index = params.get('index');
  const sector = params.get('sector');
  const set = useCallback(
    (change: Partial<ListFilters>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(change)) {
            if (value === undefined || value === '' || (key === 'index' && value === 'all')) next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams],
  );
  return {
    date: date && DATE.test(date) ? date : undefined,
    index: isIndexFilter(index) ? index : 'all',
    sector: sector || undefined,
    set,
  };
}
