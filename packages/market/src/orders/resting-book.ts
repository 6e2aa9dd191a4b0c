import type { SimpleOrder } from './order-types';
import { PriceHeap } from './price-heap';

/**
 * The resting orders of one symbol, indexed so that a tick only looks at the orders it can touch:
 * buy limits highest first (fill when LTP ≤ limit), sell limits lowest first (LTP ≥ limit),
 * buy stops lowest trigger first (trigger when LTP ≥ trigger), sell stops highest first (LTP ≤ trigger).
 */
export class RestingBook {
  private readonly buyLimits = new PriceHeap(true);
  private readonly sellLimits = new PriceHeap(false);
  private readonly buyStops = new PriceHeap(false);
  private readonly sellStops = new PriceHeap(true);

  /** Rests an open order: an untriggered SL on its trigger, anything else on its limit price. */
  add(order: SimpleOrder, seq: number): void {
    const buy = order.side === 'buy';
    if (order.kind === 'sl' && !order.triggered) {
      (buy ? this.buyStops : this.sellStops).push({ id: order.id, key: order.triggerPaise, seq });
    } else {
      (buy ? this.buyLimits : this.sellLimits).push({ id: order.id, key: order.pricePaise, seq });
    }
  }

  /** Ids of the stops a price of `ltp` triggers, in priority order (popped from the book). */
  triggeredBy(ltp: number, isLive: (id: string, seq: number) => boolean): readonly string[] {
    const out: string[] = [];
    drain(this.buyStops, (key) => ltp >= key, isLive, out);
    drain(this.sellStops, (key) => ltp <= key, isLive, out);
    return out;
  }

  /** Ids of the limit orders a price of `ltp` fills, in priority order (popped from the book). */
  filledBy(ltp: number, isLive: (id: string, seq: number) => boolean): readonly string[] {
    const out: string[] = [];
    drain(this.buyLimits, (key) => ltp <= key, isLive, out);
    drain(this.sellLimits, (key) => ltp >= key, isLive, out);
    return out;
  }
}

/** Pops every entry on top that `reached` accepts into `out`; stale entries (no longer live) are dropped on the way. */
function drain(
  heap: PriceHeap,
  reached: (key: number) => boolean,
  isLive: (id: string, seq: number) => boolean,
  out: string[],
): void {
  for (let top = heap.peek(); top !== undefined; top = heap.peek()) {
    if (!isLive(top.id, top.seq)) {
      heap.pop();
      continue;
    }
    if (!reached(top.key)) break;
    heap.pop();
    out.push(top.id);
  }
}
