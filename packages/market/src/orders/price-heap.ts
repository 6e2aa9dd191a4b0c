/** An entry of a resting-order heap: the order id, its key price and its arrival sequence. */
export interface HeapEntry {
  readonly id: string;
  readonly key: number;
  readonly seq: number;
}

/**
 * A binary heap of orders by price then time priority: `highFirst` puts the highest key on top
 * (buy limits, sell stops), otherwise the lowest (sell limits, buy stops). Removal is lazy: the
 * caller skips entries whose order is no longer resting.
 */
export class PriceHeap {
  private readonly items: HeapEntry[] = [];

  constructor(private readonly highFirst: boolean) {}

  get size(): number {
    return this.items.length;
  }

  peek(): HeapEntry | undefined {
    return this.items[0];
  }

  push(entry: HeapEntry): void {
    const items = this.items;
    items.push(entry);
    let i = items.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!this.before(entry, items[parent] as HeapEntry)) break;
      items[i] = items[parent] as HeapEntry;
      i = parent;
    }
    items[i] = entry;
  }

  pop(): HeapEntry | undefined {
    const items = this.items;
    const top = items[0];
    const last = items.pop();
    if (items.length === 0 || last === undefined) return top;
    let i = 0;
    for (;;) {
      const left = 2 * i + 1;
      if (left >= items.length) break;
      const right = left + 1;
      const child =
        right < items.length && this.before(items[right] as HeapEntry, items[left] as HeapEntry)
          ? right
          : left;
      if (!this.before(items[child] as HeapEntry, last)) break;
      items[i] = items[child] as HeapEntry;
      i = child;
    }
    items[i] = last;
    return top;
  }

  private before(a: HeapEntry, b: HeapEntry): boolean {
    if (a.key !== b.key) return this.highFirst ? a.key > b.key : a.key < b.key;
    return a.seq < b.seq;
  }
}
