import { describe, expect, it } from 'vitest';
import type { PaperBroker as Broker } from './paper-broker';
import { PaperBroker } from './paper-broker';
import { orderOf, T0 } from './test-support';

/** Everything the broker shows of alice: orders, positions, holdings, funds, baskets. */
const view = (broker: Broker) =>
  JSON.parse(
    JSON.stringify({
      orders: broker.ordersOf('alice'),
      positions: broker.positionsOf('alice'),
      holdings: broker.holdingsOf('alice'),
      funds: broker.fundsOf('alice'),
      baskets: broker.basketsOf('alice').map((b) => ({ ...b, legs: [...b.legs.values()] })),
    }),
  );

function recording() {
  const broker = new PaperBroker();
  broker.recordUndo();
  return broker;
}

describe('rolling back a command whose events could not be stored', () => {
  it('forgets a placed order and its fill, and the funds it used', () => {
    const broker = recording();
    broker.place(orderOf({ id: 'kept', quantity: 5 }), 10_000, T0);
    broker.commit();
    const before = view(broker);
    broker.place(orderOf({ id: 'lost', quantity: 50 }), 10_000, T0 + 1);
    broker.place(orderOf({ id: 'lost-limit', kind: 'limit', pricePaise: 9_000 }), 10_000, T0 + 1);
    expect(view(broker)).not.toEqual(before);
    broker.rollback();
    expect(view(broker)).toEqual(before);
    expect(broker.order('lost')).toBeUndefined();
    // The rolled-back limit never fills.
    expect(broker.tick({ symbol: 'ACME', ltpPaise: 8_000, at: T0 + 2 })).toEqual([]);
  });

  it('keeps resting orders that an undone tick filled or triggered, and fills them on the next tick', () => {
    const broker = recording();
    broker.place(orderOf({ id: 'lim', kind: 'limit', pricePaise: 9_000 }), 10_000, T0);
    broker.place(orderOf({ id: 'stop', kind: 'sl', pricePaise: 10_300, triggerPaise: 10_200 }), 10_000, T0);
    broker.commit();
    const before = view(broker);
    expect(broker.tick({ symbol: 'ACME', ltpPaise: 8_900, at: T0 + 1 }).map((e) => e.type)).toEqual([
      'filled',
    ]);
    expect(broker.tick({ symbol: 'ACME', ltpPaise: 10_250, at: T0 + 2 }).map((e) => e.type)).toEqual([
      'triggered',
      'filled',
    ]);
    broker.rollback();
    expect(view(broker)).toEqual(before);
    expect(broker.tick({ symbol: 'ACME', ltpPaise: 8_900, at: T0 + 3 }).map((e) => e.type)).toEqual([
      'filled',
    ]);
    expect(broker.tick({ symbol: 'ACME', ltpPaise: 10_250, at: T0 + 4 }).map((e) => e.type)).toEqual([
      'triggered',
      'filled',
    ]);
  });

  it('undoes a settlement, a basket and a funds reset, and keeps what was committed', () => {
    const broker = recording();
    broker.place(orderOf({ id: 'cnc', product: 'delivery', quantity: 10 }), 10_000, T0);
    broker.commit();
    const before = view(broker);
    broker.closeSession('2026-11-23', () => 10_000, T0 + 1);
    broker.placeBasket(
      {
        id: 'B1',
        account: 'alice',
        side: 'buy',
        product: 'intraday',
        quantity: 1,
        targetPercent: 1,
        stopPercent: 1,
        symbols: ['ACME'],
      },
      T0 + 1,
    );
    broker.enterLeg('B1', 'ACME', 10_000, T0 + 1);
    broker.rollback();
    expect(view(broker)).toEqual(before);
    expect(broker.basket('B1')).toBeUndefined();
    broker.place(orderOf({ id: 'sell', side: 'sell', product: 'delivery', quantity: 10 }), 10_500, T0 + 2);
    broker.commit();
    const flat = view(broker);
    expect(broker.resetFunds('alice', T0 + 3).error).toBeNull();
    broker.rollback();
    expect(view(broker)).toEqual(flat);
  });

  it('records nothing unless asked: a plain broker’s rollback changes nothing', () => {
    const broker = new PaperBroker();
    broker.place(orderOf({ id: 'a' }), 10_000, T0);
    broker.rollback();
    expect(broker.order('a')?.status).toBe('complete');
  });

  it('undoes only what came after a mark: the commands before it stay, uncommitted, until a full rollback', () => {
    const broker = recording();
    broker.place(orderOf({ id: 'kept', quantity: 5 }), 10_000, T0);
    broker.commit();
    const committed = view(broker);
    broker.place(orderOf({ id: 'first', kind: 'limit', pricePaise: 9_000 }), 10_000, T0 + 1);
    const mark = broker.undoMark();
    const afterFirst = view(broker);
    broker.cancel('first', T0 + 2);
    broker.place(orderOf({ id: 'second', quantity: 7 }), 10_000, T0 + 2);
    broker.rollbackTo(mark);
    expect(view(broker)).toEqual(afterFirst);
    expect(broker.order('second')).toBeUndefined();
    // The first command's resting limit still rests, once: one tick through it fills it once.
    expect(broker.tick({ symbol: 'ACME', ltpPaise: 8_900, at: T0 + 3 }).map((e) => e.type)).toEqual([
      'filled',
    ]);
    broker.rollback();
    expect(view(broker)).toEqual(committed);
    expect(broker.order('first')).toBeUndefined();
    expect(broker.tick({ symbol: 'ACME', ltpPaise: 8_800, at: T0 + 4 })).toEqual([]);
  });
});
