// The option chain's columns: which figures of a side (call or put) the chain shows, in which
// order, kept in localStorage so the chain page and the column editor share one choice.
import { useCallback, useSyncExternalStore } from 'react';

/** Every figure a side of the chain can show, in the default order (from the edge to the strike). */
export const CHAIN_COLUMN_IDS = [
  'buildUp',
  'oi',
  'oiChange',
  'oiChangePct',
  'volume',
  'iv',
  'delta',
  'gamma',
  'theta',
  'vega',
  'ltp',
  'change',
  'changePct',
  'bid',
  'ask',
] as const;
export type ChainColumnId = (typeof CHAIN_COLUMN_IDS)[number];

/** The greeks: shown only while the chain's greeks switch is on. */
export const GREEK_COLUMN_IDS: readonly ChainColumnId[] = ['delta', 'gamma', 'theta', 'vega'];

/** Off until chosen (the chain stays readable on a laptop without them). */
const HIDDEN_BY_DEFAULT: readonly ChainColumnId[] = ['oiChangePct', 'changePct'];

export interface ChainColumnChoice {
  readonly id: ChainColumnId;
  readonly shown: boolean;
}

/** The calls' columns from the left edge to the strike; the puts mirror them (strike to the right edge). */
export type ChainColumns = readonly ChainColumnChoice[];

export const CHAIN_COLUMNS_STORAGE_KEY = 'nivesh.optionChain.columns.v1';

export const DEFAULT_CHAIN_COLUMNS: ChainColumns = CHAIN_COLUMN_IDS.map((id) => ({
  id,
  shown: !HIDDEN_BY_DEFAULT.includes(id),
}));

function isColumnId(value: unknown): value is ChainColumnId {
  return typeof value === 'string' && (CHAIN_COLUMN_IDS as readonly string[]).includes(value);
}

/**
 * Reads a saved choice: `{ columns: [{ id, shown }] }`. Unknown or repeated ids are dropped and
 * columns the saved choice lacks (added since) follow the column before them by default, in their
 * default state, so an old or damaged value still gives every column once; anything unreadable
 * gives the default.
 */
export function parseChainColumns(raw: string | null): ChainColumns {
  if (raw === null) return DEFAULT_CHAIN_COLUMNS;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return DEFAULT_CHAIN_COLUMNS;
  }
  const list: unknown = typeof value === 'object' && value !== null ? Reflect.get(value, 'columns') : null;
  if (!Array.isArray(list)) return DEFAULT_CHAIN_COLUMNS;
  const chosen: ChainColumnChoice[] = [];
  for (const item of list) {
    if (typeof item !== 'object' || item === null) continue;
    const id: unknown = Reflect.get(item, 'id');
    const shown: unknown = Reflect.get(item, 'shown');
    if (!isColumnId(id) || typeof shown !== 'boolean' || chosen.some((c) => c.id === id)) continue;
    chosen.push({ id, shown });
  }
  // In default order, each missing column goes right after the one before it by default.
  for (const [at, column] of DEFAULT_CHAIN_COLUMNS.entries()) {
    if (chosen.some((c) => c.id === column.id)) continue;
    const before = CHAIN_COLUMN_IDS[at - 1];
    chosen.splice(before === undefined ? 0 : chosen.findIndex((c) => c.id === before) + 1, 0, column);
  }
  return chosen;
}

export function serializeChainColumns(columns: ChainColumns): string {
  return JSON.stringify({ columns: columns.map(({ id, shown }) => ({ id, shown })) });
}

/** The columns a side shows now: the chosen ones in order, the greeks only with the switch on. */
export function visibleChainColumns(columns: ChainColumns, greeks: boolean): readonly ChainColumnId[] {
  return columns.filter((c) => c.shown && (greeks || !GREEK_COLUMN_IDS.includes(c.id))).map((c) => c.id);
}

/** Moves a column one place up (−1) or down (+1); at an end, nothing moves. */
export function moveChainColumn(columns: ChainColumns, id: ChainColumnId, by: -1 | 1): ChainColumns {
  const from = columns.findIndex((c) => c.id === id);
  const to = from + by;
  const moving = columns[from];
  const other = columns[to];
  if (from === -1 || !moving || !other) return columns;
  const next = [...columns];
  next[from] = other;
  next[to] = moving;
  return next;
}

export function toggleChainColumn(columns: ChainColumns, id: ChainColumnId, shown: boolean): ChainColumns {
  return columns.map((c) => (c.id === id ? { id, shown } : c));
}

// --- the saved choice, shared by every component that shows the chain --------------------------

type Listener = () => void;
const listeners = new Set<Listener>();
let cachedRaw: string | null = null;
let cachedColumns: ChainColumns = DEFAULT_CHAIN_COLUMNS;
/** The choice while storage refuses it (private mode, full): it lasts until the page is left. */
let unsaved: string | null = null;

function readRaw(): string | null {
  if (unsaved !== null) return unsaved;
  try {
    return window.localStorage.getItem(CHAIN_COLUMNS_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The saved choice (a stable value while the stored text is unchanged, as useSyncExternalStore needs). */
export function readChainColumns(): ChainColumns {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedColumns = parseChainColumns(raw);
  }
  return cachedColumns;
}

function notify(): void {
  for (const listener of listeners) listener();
}

/** Saves a choice; the default is saved as no value at all (a reset removes the key). */
export function saveChainColumns(columns: ChainColumns): void {
  const text = serializeChainColumns(columns);
  try {
    if (text === serializeChainColumns(DEFAULT_CHAIN_COLUMNS)) {
      window.localStorage.removeItem(CHAIN_COLUMNS_STORAGE_KEY);
    } else {
      window.localStorage.setItem(CHAIN_COLUMNS_STORAGE_KEY, text);
    }
    unsaved = null;
  } catch {
    unsaved = text;
  }
  notify();
}

function onStorage(event: StorageEvent): void {
  if (event.key === null || event.key === CHAIN_COLUMNS_STORAGE_KEY) notify();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

const defaultSnapshot = () => DEFAULT_CHAIN_COLUMNS;

/** The saved column choice and its setter; another tab's change shows here too. */
export function useChainColumns(): readonly [ChainColumns, (next: ChainColumns) => void] {
  const columns = useSyncExternalStore(subscribe, readChainColumns, defaultSnapshot);
  const set = useCallback((next: ChainColumns) => saveChainColumns(next), []);
  return [columns, set] as const;
}
