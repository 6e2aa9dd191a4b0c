import { describe, expect, it } from 'vitest';
import { chargesForOrder } from '../charges/charges-for-order';
import { PaperBroker } from './paper-broker';
import { positionPnl } from './positions';
import { orderOf, T0 } from './test-support';

describe('simple orders', () => {
  it('fills a market order at once at the last traded price, with the charges of that fill', () => {
    const broker = new PaperBroker();
    const events = broker.place(orderOf({ id: 'm1', quantity: 100 }), 250_000, T0);
    expect(events.map((e) => e.type)).toEqual(['placed', 'filled']);
    const order = broker.order('m1');
    expect(order?.status).toBe('complete');
    expect(order?.fillPricePaise).toBe(250_000);
    expect(order?.charges).toEqual(
      chargesForOrder({ side: 'buy', product: 'intraday', quantity: 100, pricePaise: 250_000 }),
    );
    const [position] = broker.positionsOf('alice');
    expect(position?.buyQuantity).toBe(100);
    // At ₹2,550 the 100 shares are up ₹5,000 gross.
    expect(position && positionPnl(position, 255_000)).toBe(500_000);
  });

  it('rests a buy limit below the market and fills it at the price that reaches it (at the limit or better)', () => {
    const broker = new PaperBroker();
    broker.place(orderOf({ id: 'l1', kind: 'limit', pricePaise: 99_000 }), 100_000, T0);
    expect(broker.order('l1')?.status).toBe('open');
    expect(broker.tick({ symbol: 'ACME', ltpPaise: 99_500, at: T0 + 1 })).toEqual([]);
    const events = broker.tick({ symbol: 'ACME', ltpPaise: 98_800, at: T0 + 2 });
    expect(events.map((e) => e.type)).toEqual(['filled']);
    expect(broker.order('l1')?.fillPricePaise).toBe(98_800);
    // A tick for another symbol never touches it, and a filled order never fills again.
    expect(broker.tick({ symbol: 'ACME', ltpPaise: 98_000, at: T0 + 3 })).toEqual([]);
  });

  it('fills a marketable limit at once, and a sell limit when the price rises to it', () => {
    const broker = new PaperBroker();
    broker.place(orderOf({ id: 'l2', kind: 'limit', pricePaise: 101_000 }), 100_000, T0);
    expect(broker.order('l2')?.fillPricePaise).toBe(100_000);
    broker.place(orderOf({ id: 'l3', side: 'sell', kind: 'limit', pricePaise: 102_000 }), 100_000, T0);
    broker.tick({ symbol: 'ACME', ltpPaise: 101_999, at: T0 + 1 });
    expect(broker.order('l3')?.status).toBe('open');
    broker.tick({ symbol: 'ACME', ltpPaise: 102_000, at: T0 + 2 });
    expect(broker.order('l3')?.fillPricePaise).toBe(102_000);
  });

  it('fills resting limits in price then time priority', () => {
    const broker = new PaperBroker();
    broker.place(orderOf({ id: 'a', kind: 'limit', pricePaise: 99_000 }), 100_000, T0);
    broker.place(orderOf({ id: 'b', kind: 'limit', pricePaise: 99_500 }), 100_000, T0);
    broker.place(orderOf({ id: 'c', kind: 'limit', pricePaise: 99_500 }), 100_000, T0);
    const filled = broker
      .tick({ symbol: 'ACME', ltpPaise: 99_000, at: T0 + 1 })
      .map((e) => ('id' in e ? e.id : ''));
    expect(filled).toEqual(['b', 'c', 'a']);
  });

  it('triggers a buy stop when the price rises to the trigger, then fills it as a limit', () => {
    const broker = new PaperBroker();
    // ltp 100 < trigger 102 < price 103
    broker.place(orderOf({ id: 's1', kind: 'sl', triggerPaise: 10_200, pricePaise: 10_300 }), 10_000, T0);
    expect(broker.tick({ symbol: 'ACME', ltpPaise: 10_150, at: T0 + 1 })).toEqual([]);
    const events = broker.tick({ symbol: 'ACME', ltpPaise: 10_250, at: T0 + 2 });
    expect(events.map((e) => e.type)).toEqual(['triggered', 'filled']);
    expect(broker.order('s1')?.fillPricePaise).toBe(10_250);
  });

  it('triggers a sell stop when the price falls to the trigger and waits while the price is below its limit', () => {
    const broker = new PaperBroker();
    // price 97 < trigger 98 < ltp 100
    broker.place(
      orderOf({ id: 's2', side: 'sell', kind: 'sl', triggerPaise: 9_800, pricePaise: 9_700 }),
      10_000,
      T0,
    );
    // A gap straight through the limit: triggered, but 96 is below the sell limit of 97.
    expect(broker.tick({ symbol: 'ACME', ltpPaise: 9_600, at: T0 + 1 }).map((e) => e.type)).toEqual([
      'triggered',
    ]);
    expect(broker.order('s2')?.status).toBe('open');
    expect(broker.tick({ symbol: 'ACME', ltpPaise: 9_750, at: T0 + 2 }).map((e) => e.type)).toEqual([
      'filled',
    ]);
    expect(broker.order('s2')?.fillPricePaise).toBe(9_750);
  });

  it('refuses stops on the wrong side of the market and orders without a whole quantity', () => {
    const broker = new PaperBroker();
    const buy = broker.place(
      orderOf({ id: 'x1', kind: 'sl', triggerPaise: 9_900, pricePaise: 10_300 }),
      10_000,
      T0,
    );
    expect(buy[0]?.type).toBe('rejected');
    expect(broker.order('x1')?.rejectReason).toBe(
      'A buy stop needs last price 100.00 < trigger 99.00 < price 103.00',
    );
    const sell = broker.place(
      orderOf({ id: 'x2', side: 'sell', kind: 'sl', triggerPaise: 9_800, pricePaise: 9_900 }),
      10_000,
      T0,
    );
    expect(sell[0]?.type).toBe('rejected');
    expect(broker.place(orderOf({ id: 'x3', quantity: 1.5 }), 10_000, T0)[0]?.type).toBe('rejected');
  });

  it('places an order id once: a retried request changes nothing', () => {
    const broker = new PaperBroker();
    broker.place(orderOf({ id: 'dup' }), 10_000, T0);
    expect(broker.place(orderOf({ id: 'dup' }), 10_000, T0 + 5)).toEqual([]);
    expect(broker.positionsOf('alice')[0]?.buyQuantity).toBe(10);
  });

  it('modifies and cancels open orders only, and a cancelled order never fills', () => {
    const broker = new PaperBroker();
    broker.place(orderOf({ id: 'l', kind: 'limit', pricePaise: 9_000 }), 10_000, T0);
    expect(
      broker.modify('l', { quantity: 5, pricePaise: 9_500, triggerPaise: 0 }, 10_000, T0 + 1).error,
    ).toBeNull();
    // It now rests at ₹95 for 5 shares: a tick at ₹94 fills it, with the new quantity.
    broker.tick({ symbol: 'ACME', ltpPaise: 9_400, at: T0 + 2 });
    expect(broker.order('l')?.quantity).toBe(5);
    expect(broker.order('l')?.fillPricePaise).toBe(9_400);
    expect(
      broker.modify('l', { quantity: 1, pricePaise: 9_000, triggerPaise: 0 }, 10_000, T0 + 3).error,
    ).toBe('This order is no longer open');
    broker.place(orderOf({ id: 'k', kind: 'limit', pricePaise: 9_000 }), 10_000, T0);
    broker.cancel('k', T0 + 4);
    expect(broker.tick({ symbol: 'ACME', ltpPaise: 8_000, at: T0 + 5 })).toEqual([]);
    expect(broker.order('k')?.status).toBe('cancelled');
  });
});
