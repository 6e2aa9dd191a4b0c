import { describe, expect, it } from 'vitest';
import { orderMarginPaise } from './funds';
import { PaperBroker } from './paper-broker';
import { orderOf, T0 } from './test-support';

// The margin check reads an index of each account's open orders and keeps each open order's margin
// until the order or its position changes (a submit no longer walks every order of every account).
describe("an account's order margin", () => {
  it("counts only the account's own open orders, whatever other accounts hold", () => {
    const broker = new PaperBroker();
    const resting = orderOf({ id: 'a1', kind: 'limit', pricePaise: 9_000 });
    broker.place(resting, 10_000, T0);
    const alone = broker.fundsOf('alice');
    for (let i = 0; i < 200; i++)
      broker.place(orderOf({ id: `b${i}`, account: 'bob', kind: 'limit', pricePaise: 9_000 }), 10_000, T0);
    expect(broker.fundsOf('alice')).toEqual(alone);
    expect(alone.orderMarginPaise).toBe(orderMarginPaise(resting, 9_000, 0));
    expect(broker.fundsOf('bob').orderMarginPaise).toBe(200 * alone.orderMarginPaise);
  });

  it('drops an order from the margin once it fills, is cancelled or expires', () => {
    const broker = new PaperBroker();
    broker.place(orderOf({ id: 'fills', kind: 'limit', pricePaise: 9_000 }), 10_000, T0);
    broker.place(orderOf({ id: 'cancelled', kind: 'limit', pricePaise: 8_000 }), 10_000, T0);
    broker.place(orderOf({ id: 'expires', kind: 'limit', pricePaise: 7_000 }), 10_000, T0);
    expect(broker.fundsOf('alice').orderMarginPaise).toBeGreaterThan(0);
    broker.tick({ symbol: 'ACME', ltpPaise: 8_900, at: T0 + 1 });
    broker.cancel('cancelled', T0 + 2);
    const left = broker.fundsOf('alice').orderMarginPaise;
    expect(left).toBe(orderMarginPaise(orderOf({ kind: 'limit', pricePaise: 7_000 }), 7_000, 0));
    broker.closeSession('2026-11-23', () => 8_900, T0 + 3);
    expect(broker.fundsOf('alice').orderMarginPaise).toBe(0);
  });

  it('re-values a resting order when its position changes: a sell that closes a long blocks nothing', () => {
    const broker = new PaperBroker();
    broker.place(orderOf({ id: 'sell', side: 'sell', kind: 'limit', pricePaise: 11_000 }), 10_000, T0);
    const opening = broker.fundsOf('alice').orderMarginPaise;
    expect(opening).toBeGreaterThan(0);
    // A long of 10 in the same stock: the resting sell of 10 now only closes it.
    broker.place(orderOf({ id: 'buy', quantity: 10 }), 10_000, T0 + 1);
    expect(broker.fundsOf('alice').orderMarginPaise).toBe(0);
  });

  it('rebuilds the same index from the events, and a rollback restores it', () => {
    const broker = new PaperBroker();
    broker.recordUndo();
    broker.place(orderOf({ id: 'kept', kind: 'limit', pricePaise: 9_000 }), 10_000, T0);
    broker.commit();
    const before = broker.fundsOf('alice');
    broker.cancel('kept', T0 + 1);
    broker.place(orderOf({ id: 'lost', kind: 'limit', pricePaise: 8_000 }), 10_000, T0 + 1);
    broker.rollback();
    expect(broker.fundsOf('alice')).toEqual(before);
    expect(broker.resetFunds('alice', T0 + 2).error).toMatch(/open orders/);
  });
});
