import { describe, expect, it } from 'vitest';
import { chargesForOrder } from '../charges/charges-for-order';
import { basketTotals, legLevels } from './baskets';
import type { BasketRequest, BrokerEvent } from './order-events';
import { PaperBroker } from './paper-broker';
import { orderOf, T0 } from './test-support';

const basket: BasketRequest = {
  id: 'k1',
  account: 'alice',
  side: 'buy',
  product: 'intraday',
  quantity: 10,
  targetPercent: 2,
  stopPercent: 1,
  symbols: ['ACME', 'BETA', 'GAMMA'],
};
const cost = (side: 'buy' | 'sell', pricePaise: number) =>
  chargesForOrder({ side, product: 'intraday', quantity: 10, pricePaise }).total;

describe('baskets (strategy orders)', () => {
  it('sets the target and stop in percent of the entry, in whole paise', () => {
    expect(legLevels(basket, 10_000)).toEqual({ targetPaise: 10_200, stopPaise: 9_900 });
    expect(legLevels({ ...basket, side: 'sell' }, 10_000)).toEqual({ targetPaise: 9_800, stopPaise: 10_100 });
  });

  it('enters each leg when told, exits at its target or stop, and sums profits and losses', () => {
    const broker = new PaperBroker();
    broker.placeBasket(basket, T0);
    expect([...(broker.basket('k1')?.legs.values() ?? [])].map((l) => l.status)).toEqual([
      'waiting',
      'waiting',
      'waiting',
    ]);
    broker.enterLeg('k1', 'ACME', 10_000, T0 + 1);
    broker.enterLeg('k1', 'BETA', 20_000, T0 + 1);
    // Entering twice does nothing.
    expect(broker.enterLeg('k1', 'ACME', 10_100, T0 + 2)).toEqual([]);
    broker.tick({ symbol: 'ACME', ltpPaise: 10_150, at: T0 + 3 });
    expect(broker.basket('k1')?.legs.get('ACME')?.status).toBe('open');
    broker.tick({ symbol: 'ACME', ltpPaise: 10_210, at: T0 + 4 });
    broker.tick({ symbol: 'BETA', ltpPaise: 19_790, at: T0 + 4 });
    const legs = broker.basket('k1')?.legs;
    expect(legs?.get('ACME')).toMatchObject({ status: 'closed', exitReason: 'target', exitPaise: 10_210 });
    expect(legs?.get('BETA')).toMatchObject({ status: 'closed', exitReason: 'stop', exitPaise: 19_790 });
    const acme = 10 * 210 - cost('buy', 10_000) - cost('sell', 10_210);
    const beta = 10 * -210 - cost('buy', 20_000) - cost('sell', 19_790);
    expect(legs?.get('ACME')?.netPnlPaise).toBe(acme);
    const k1 = broker.basket('k1');
    expect(k1 && basketTotals(k1)).toEqual({ totalProfitPaise: acme, totalLossPaise: beta });
  });

  it('squares off open intraday legs at 15:20 and leaves waiting legs waiting', () => {
    const broker = new PaperBroker();
    broker.placeBasket(basket, T0);
    broker.enterLeg('k1', 'ACME', 10_000, T0 + 1);
    broker.squareOff(() => 10_050, T0 + 2);
    expect(broker.basket('k1')?.legs.get('ACME')).toMatchObject({
      status: 'closed',
      exitReason: 'squareOff',
    });
    expect(broker.basket('k1')?.legs.get('GAMMA')?.status).toBe('waiting');
  });

  it('deleting a basket exits its open legs; removing a leg keeps it from entering', () => {
    const broker = new PaperBroker();
    broker.placeBasket(basket, T0);
    broker.removeLeg('k1', 'GAMMA', () => 5_000, T0 + 1);
    expect(broker.enterLeg('k1', 'GAMMA', 5_000, T0 + 2)).toEqual([]);
    broker.enterLeg('k1', 'ACME', 10_000, T0 + 2);
    broker.deleteBasket('k1', () => 10_020, T0 + 3);
    expect(broker.basketsOf('alice')).toEqual([]);
    expect(broker.basket('k1')?.legs.get('ACME')?.status).toBe('closed');
    expect(broker.enterLeg('k1', 'BETA', 20_000, T0 + 4)).toEqual([]);
  });

  it('rebuilds exactly the same state from the stored events', () => {
    const live = new PaperBroker();
    const log: BrokerEvent[] = [];
    const record = (events: BrokerEvent[]) => log.push(...events);
    record(live.placeBasket(basket, T0));
    record(live.enterLeg('k1', 'ACME', 10_000, T0 + 1));
    record(live.place(orderOf({ id: 'l', kind: 'limit', pricePaise: 9_900 }), 10_000, T0 + 1));
    record(live.place(orderOf({ id: 'd', product: 'delivery', quantity: 3 }), 10_000, T0 + 1));
    record(live.tick({ symbol: 'ACME', ltpPaise: 9_890, at: T0 + 2 }));
    record(live.closeSession('2026-11-23', () => 9_950, T0 + 3));
    const rebuilt = PaperBroker.fromEvents(log);
    expect(rebuilt.ordersOf('alice')).toEqual(live.ordersOf('alice'));
    expect(rebuilt.holdingsOf('alice')).toEqual(live.holdingsOf('alice'));
    expect(rebuilt.basket('k1')).toEqual(live.basket('k1'));
    // And it goes on identically.
    const next = { symbol: 'ACME', ltpPaise: 9_000, at: T0 + 10 };
    expect(rebuilt.tick(next)).toEqual(live.tick(next));
  });
});
