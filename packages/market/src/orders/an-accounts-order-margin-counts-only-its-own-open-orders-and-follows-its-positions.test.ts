import { describe, expect, it } from 'vitest';
import { orderMarginPaise } from './funds';
import type { BrokerEvent } from './order-events';
import { PaperBroker } from './paper-broker';
import { orderOf, T0 } from './test-support';

// The margin check reads an index of each account's open orders by position key and keeps what each
// group blocks until one of its orders or its position changes (a submit no longer walks every order).
describe("an account's order margin", () => {
  it("counts only the account's own open orders, whatever other accounts hold", () => {
    const broker = new PaperBroker();
    const resting = orderOf({ id: 'a1', kind: 'limit', pricePaise: 9_000 });
    broker.place(resting, 10_000, T0);
    const alone = broker.fundsOf('alice');
    for (let i = 0; i < 200; i++)
      broker.place(orderOf({ id: `b${i}`, account: 'bob', kind: 'limit', pricePaise: 9_000 }), 10_000, T0);
    expect(broker.fundsOf('alice')).toEqual(alone);
    expect(alone.orderMarginPaise).toBe(orderMarginPaise(resting, 9_000, 0, T0));
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
    expect(left).toBe(orderMarginPaise(orderOf({ kind: 'limit', pricePaise: 7_000 }), 7_000, 0, T0));
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

  it('agrees with a broker rebuilt from the kept events after 400 mixed commands, a quarter rolled back', () => {
    let seed = 7;
    const next = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return Math.floor(seed / 65_536) % n;
    };
    const broker = new PaperBroker();
    broker.recordUndo();
    const kept: BrokerEvent[] = [];
    const ids: string[] = [];
    for (let step = 0; step < 400; step++) {
      const at = T0 + step;
      const symbol = ['ACME', 'BETA', 'GAMMA'][next(3)] ?? 'ACME';
      const ltp = 9_000 + next(2_000);
      const id = ids[next(Math.max(ids.length, 1))] ?? '';
      const roll = next(5);
      const events =
        roll === 0
          ? broker.tick({ symbol, ltpPaise: ltp, at })
          : roll === 1 && id
            ? broker.cancel(id, at)
            : roll === 2 && id
              ? broker.modify(
                  id,
                  { quantity: 1 + next(20), pricePaise: 8_500 + next(2_000), triggerPaise: 0 },
                  ltp,
                  at,
                ).events
              : broker.place(
                  orderOf({
                    id: `r${step}`,
                    account: next(2) === 0 ? 'alice' : 'bob',
                    symbol,
                    side: next(2) === 0 ? 'buy' : 'sell',
                    kind: next(2) === 0 ? 'market' : 'limit',
                    product: next(2) === 0 ? 'intraday' : 'delivery',
                    quantity: 1 + next(20),
                    pricePaise: 8_500 + next(2_000),
                  }),
                  ltp,
                  at,
                );
      if (roll > 2) ids.push(`r${step}`);
      if (next(4) === 0) broker.rollback();
      else {
        kept.push(...events);
        broker.commit();
      }
      if (step % 20 === 19) {
        const rebuilt = PaperBroker.fromEvents(kept);
        for (const account of ['alice', 'bob'])
          expect(broker.fundsOf(account)).toEqual(rebuilt.fundsOf(account));
      }
    }
  });
});
