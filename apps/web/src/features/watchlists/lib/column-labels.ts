import type { ColumnDto } from '@nivesh/contracts';
import type { WatchlistsText } from '../strings';

const FIELDS = [
  'ltp',
  'change',
  'changePct',
  'volume',
  'open',
  'high',
  'low',
  'prevClose',
  'high52',
  'low52',
  'marketCapCr',
  'pe',
  'rsi14',
] as const;
type Field = (typeof FIELDS)[number];
const isField = (field: string): field is Field => (FIELDS as readonly string[]).includes(field);

/** A column's header in the page's language (the server's English label for a field this page does not know). */
export function columnLabel(column: ColumnDto, t: WatchlistsText): string {
  return isField(column.field) ? t(`field.${column.field}`) : column.label;
}

/** Fields always shown beside the symbol (key columns on a phone), whatever the user chose. */
export const ALWAYS_SHOWN: readonly string[] = ['ltp', 'changePct'];

/** The list `fields` with the one at `index` swapped with its neighbour `by` places away (unchanged at an end). */
export function moveItem<T>(items: readonly T[], index: number, by: -1 | 1): T[] {
  const next = [...items];
  const a = next[index];
  const b = next[index + by];
  if (a === undefined || b === undefined) return next;
  next[index] = b;
  next[index + by] = a;
  return next;
}
