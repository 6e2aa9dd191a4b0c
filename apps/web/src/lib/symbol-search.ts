// Ranking for the symbol typeahead: what a trader types is usually the start of a symbol ("RELI")
// or a word of the company's name ("mahindra"), so those outrank a match in the middle.

export interface SearchableSymbol {
  readonly symbol: string;
  readonly name: string;
}

function score(item: SearchableSymbol, query: string): number {
  const symbol = item.symbol.toUpperCase();
  const name = item.name.toUpperCase();
  if (symbol === query) return 0;
  if (symbol.startsWith(query)) return 1;
  if (name.startsWith(query)) return 2;
  if (name.split(/[\s&.,()-]+/).some((word) => word.startsWith(query))) return 3;
  if (symbol.includes(query)) return 4;
  if (name.includes(query)) return 5;
  return -1;
}

/** The best `limit` matches of `query` by symbol or company name; ties by symbol. */
export function searchSymbols<T extends SearchableSymbol>(
  items: readonly T[],
  query: string,
  limit = 10,
): T[] {
  const q = query.trim().toUpperCase();
  if (q === '') return [];
  return items
    .map((item) => ({ item, rank: score(item, q) }))
    .filter((m) => m.rank >= 0)
    .sort(
      (a, b) =>
        a.rank - b.rank || (a.item.symbol < b.item.symbol ? -1 : a.item.symbol > b.item.symbol ? 1 : 0),
    )
    .slice(0, limit)
    .map((m) => m.item);
}

/** The directory letter of a symbol: A–Z, or "0-9" for a symbol starting with a digit. */
export function directoryKey(symbol: string): string {
  const first = symbol.charAt(0).toUpperCase();
  return /[0-9]/.test(first) ? '0-9' : first;
}

/** Directory keys in order: 0-9 then A–Z. */
export const DIRECTORY_KEYS: readonly string[] = ['0-9', ...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];
