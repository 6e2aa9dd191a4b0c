import { describe, expect, it } from 'vitest';
import { PaperBroker } from './paper-broker';
import { netQuantity, positionPnl } from './positions';
import { orderOf, T0 } from './test-support';

const at = (ltp: number) => () => ltp;

describe('the session close', () => {
  it('squares off intraday positions at the market at 15:20 and cancels open intraday orders', () => {
    const broker = new PaperBroker();
    broker.place(orderOf({ id: 'b', quantity: 10 }), 10_000, T0);
    broker.place(orderOf({ id: 's', side: 'sell', symbol: 'BETA', quantity: 4 }), 5_000, T0);
    broker.place(orderOf({ id: 'l', kind: 'limit', pricePaise: 9_000 }), 10_000, T0);
    const events = broker.squareOff((symbol) => (symbol === 'ACME' ? 10_500 : 4_900), T0 + 1);
    expect(events.filter((e) => e.type === 'filled')).toHaveLength(2);
    expect(broker.order('l')?.status).toBe('cancelled');
    const positions = broker.positionsOf('alice');
    expect(positions.every((p) => netQuantity(p) === 0)).toBe(true);
    // Gross P&L: long 10 × ₹5 + short 4 × ₹1.
    const gross = positions.reduce((sum, p) => sum + positionPnl(p, 0), 0);
    expect(gross).toBe(10 * 500 + 4 * 100);
    const squareOffs = broker.ordersOf('alice').filter((o) => o.origin === 'squareOff');
    expect(squareOffs.map((o) => [o.symbol, o.side, o.quantity])).toEqual([
      ['ACME', 'sell', 10],
      ['BETA', 'buy', 4],
    ]);
  });

  it('expires open orders (validity Day) and turns delivery buys into holdings at their average cost', () => {
    const broker = new PaperBroker();
    broker.place(orderOf({ id: 'd1', product: 'delivery', quantity: 10 }), 10_000, T0);
    broker.place(orderOf({ id: 'd2', product: 'delivery', quantity: 30 }), 11_000, T0);
    broker.place(orderOf({ id: 'open', product: 'delivery', kind: 'limit', pricePaise: 9_000 }), 10_000, T0);
    broker.closeSession('2026-11-23', at(10_800), T0 + 1);
    expect(broker.order('open')?.status).toBe('expired');
    expect(broker.positionsOf('alice')).toEqual([]);
    // (10 × 100 + 30 × 110) / 40 = ₹107.50
    expect(broker.holdingsOf('alice')).toEqual([
      { account: 'alice', symbol: 'ACME', quantity: 40, costPaise: 430_000 },
    ]);
  });

  it('sells out of holdings at their cost, refuses to sell more than is held, and settles the rest', () => {
    const broker = new PaperBroker();
    broker.place(orderOf({ id: 'buy', product: 'delivery', quantity: 10 }), 10_000, T0);
    broker.closeSession('2026-11-23', at(10_000), T0 + 1);
    // Next day: buy 5 more at ₹120, then sell 8 at ₹130: 5 from today's buys, 3 from the holding.
    broker.place(orderOf({ id: 'buy2', product: 'delivery', quantity: 5 }), 12_000, T0 + 2);
    const tooMany = broker.place(
      orderOf({ id: 'sell-16', side: 'sell', product: 'delivery', quantity: 16 }),
      13_000,
      T0 + 3,
    );
    expect(tooMany[0]?.type).toBe('rejected');
    expect(broker.order('sell-16')?.rejectReason).toContain('You can sell at most 15 ACME');
    broker.place(orderOf({ id: 'sell-8', side: 'sell', product: 'delivery', quantity: 8 }), 13_000, T0 + 3);
    const [position] = broker.positionsOf('alice');
    expect(position?.carriedQuantity).toBe(3);
    // Gross: 8 × 130 − (5 × 120 + 3 × 100) = 1,040 − 900 = ₹140.
    expect(position && positionPnl(position, 13_000)).toBe(14_000);
    // A pending sell counts against what is left: 7 may still be sold.
    broker.place(
      orderOf({
        id: 'sell-limit',
        side: 'sell',
        product: 'delivery',
        kind: 'limit',
        quantity: 7,
        pricePaise: 20_000,
      }),
      13_000,
      T0 + 4,
    );
    expect(
      broker.place(
        orderOf({ id: 'sell-1', side: 'sell', product: 'delivery', quantity: 1 }),
        13_000,
        T0 + 5,
      )[0]?.type,
    ).toBe('rejected');
    broker.closeSession('2026-11-24', at(13_000), T0 + 6);
    expect(broker.holdingsOf('alice')).toEqual([
      { account: 'alice', symbol: 'ACME', quantity: 7, costPaise: 70_000 },
    ]);
  });

  it('keeps accounts apart', () => {
    const broker = new PaperBroker();
    broker.place(orderOf({ id: 'a1' }), 10_000, T0);
    broker.place(orderOf({ id: 'b1', account: 'bob' }), 10_000, T0);
    expect(broker.ordersOf('alice').map((o) => o.id)).toEqual(['a1']);
    expect(broker.positionsOf('bob').map((p) => p.account)).toEqual(['bob']);
    // Bob cannot sell Alice's holding.
    broker.place(orderOf({ id: 'a2', product: 'delivery' }), 10_000, T0);
    expect(
      broker.place(orderOf({ id: 'b2', account: 'bob', side: 'sell', product: 'delivery' }), 10_000, T0)[0]
        ?.type,
    ).toBe('rejected');
  });
});
