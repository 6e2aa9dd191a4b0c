import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  defaultTableState,
  readTableState,
  type TableUrlRules,
  type TableUrlState,
  tableUrlKeys,
  writeTableState,
} from './data-table-url-state';

/** How a change is recorded: `push` adds a history entry (Back returns to it), `replace` does not. */
export type HistoryMode = 'push' | 'replace';

export interface TableStateHandle {
  readonly state: TableUrlState;
  /** The search box's text: it follows typing at once, the URL a render later. */
  readonly searchText: string;
  readonly change: (change: Partial<TableUrlState>, mode: HistoryMode) => void;
  readonly changeSearch: (text: string) => void;
  /** The URL holds the text the search box shows (no typing is still on its way there). */
  readonly settled: boolean;
}

/** The URL keys of the tables on screen, to report two tables sharing them. */
const claimedKeys = new Map<string, number>();

function useClaimKey(key: string | null): void {
  useEffect(() => {
    if (key === null) return;
    const count = (claimedKeys.get(key) ?? 0) + 1;
    claimedKeys.set(key, count);
    if (count > 1 && import.meta.env.DEV) {
      console.error(
        `Two DataTables on one page keep their state under the same URL key "${key}": give each a stateKey.`,
      );
    }
    return () => {
      const left = (claimedKeys.get(key) ?? 1) - 1;
      if (left > 0) claimedKeys.set(key, left);
      else claimedKeys.delete(key);
    };
  }, [key]);
}

/**
 * A DataTable's page, page size, sort and search: in the query string under `tableUrlKeys(stateKey)`
 * (`stateKey` undefined: the plain names), or in component state when `stateKey` is null. Writes
 * keep every other parameter and never scroll the page.
 */
export function useTableUrlState(
  stateKey: string | null | undefined,
  rules: TableUrlRules,
): TableStateHandle {
  const [params, setParams] = useSearchParams();
  const [local, setLocal] = useState<TableUrlState>(() => defaultTableState(rules));
  const inUrl = stateKey !== null;
  useClaimKey(inUrl ? (stateKey ?? '') : null);
  const keys = useMemo(() => tableUrlKeys(stateKey ?? ''), [stateKey]);
  const state = inUrl ? readTableState(params, keys, rules) : local;

  // The router renders a new URL in a transition, and until then `setParams` hands out the old
  // one: a second change in that gap (a sort, then at once a search) builds on the first's result.
  const lastWrite = useRef<{ readonly from: string; readonly to: URLSearchParams } | null>(null);
  const shown = params.toString();
  useEffect(() => {
    // Our URL has rendered, or another one (Back, another control): the gap is closed.
    const last = lastWrite.current;
    if (last && (last.to.toString() === shown || last.from !== shown)) lastWrite.current = null;
  }, [shown]);
  const change = useCallback(
    (next: Partial<TableUrlState>, mode: HistoryMode) => {
      if (!inUrl) {
        setLocal((current) => ({ ...current, ...next }));
        return;
      }
      setParams(
        (current) => {
          const from = current.toString();
          const base = lastWrite.current?.from === from ? lastWrite.current.to : current;
          const to = writeTableState(base, keys, { ...readTableState(base, keys, rules), ...next }, rules);
          lastWrite.current = { from, to };
          return to;
        },
        { replace: mode === 'replace', preventScrollReset: true },
      );
    },
    [inUrl, keys, rules, setParams],
  );

  // The box shows what was typed at once; the URL (updated in a transition) follows. Texts sent to
  // the URL are remembered, so their arrival is not taken for a change from outside (Back, a link).
  const [searchText, setSearchText] = useState(state.search);
  const sent = useRef<string[]>([]);
  useEffect(() => {
    const at = sent.current.lastIndexOf(state.search);
    if (at >= 0) {
      sent.current = sent.current.slice(at + 1);
      return;
    }
    sent.current = [];
    setSearchText(state.search);
  }, [state.search]);

  const changeSearch = useCallback(
    (text: string) => {
      setSearchText(text);
      sent.current = [...sent.current.slice(-20), text];
      change({ search: text, page: 1 }, 'replace');
    },
    [change],
  );
  return { state, searchText, change, changeSearch, settled: state.search === searchText };
}
