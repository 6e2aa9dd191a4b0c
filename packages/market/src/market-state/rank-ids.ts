/**
 * Partial selection for whole-universe queries: keeps only the best `limit` ids while scanning, so a
 * top-10 over 500 symbols costs one pass instead of sorting the universe (the 2 ms budget).
 */

/** Returns positions 0..count−1 with the highest (or lowest) `key`, ties by ascending `tieRank`, at most `limit`. */
export function rankPositions(
  count: number,
  key: Float64Array,
  tieRank: Int32Array,
  descending: boolean,
  limit: number,
): number[] {
  const cap = Math.max(0, Math.min(limit, count));
  if (cap === 0) return [];
  const sign = descending ? 1 : -1;
  // `before(a, b)` is true when a ranks ahead of b.
  const before = (a: number, b: number): boolean => {
    const ka = (key[a] ?? 0) * sign;
    const kb = (key[b] ?? 0) * sign;
    if (ka !== kb) return ka > kb;
    return (tieRank[a] ?? 0) < (tieRank[b] ?? 0);
  };
  if (cap * 8 >= count) {
    // Large limits: a plain sort is cheaper than repeated insertion.
    const all: number[] = [];
    for (let j = 0; j < count; j++) all.push(j);
    all.sort((a, b) => (before(a, b) ? -1 : before(b, a) ? 1 : 0));
    return all.slice(0, cap);
  }
  const best = new Int32Array(cap);
  let size = 0;
  for (let j = 0; j < count; j++) {
    const id = j;
    if (size === cap && !before(id, best[size - 1] ?? 0)) continue;
    let pos = size < cap ? size++ : cap - 1;
    while (pos > 0 && before(id, best[pos - 1] ?? 0)) {
      best[pos] = best[pos - 1] ?? 0;
      pos--;
    }
    best[pos] = id;
  }
  return Array.from(best.subarray(0, size));
}
