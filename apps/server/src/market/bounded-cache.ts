/** A memo that forgets its oldest entry once it holds `limit` (generated data is cheap to redo). */
export class BoundedCache<V> {
  private readonly entries = new Map<string, V>();

  constructor(private readonly limit: number) {}

  /** The value under `key`, made by `make` (and kept) the first time. */
  get(key: string, make: () => V): V {
    const cached = this.entries.get(key);
    if (cached !== undefined) return cached;
    const value = make();
    if (this.entries.size >= this.limit) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, value);
    return value;
  }
}
