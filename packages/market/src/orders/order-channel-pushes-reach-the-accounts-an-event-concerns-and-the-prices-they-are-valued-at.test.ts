import { describe, expect, it } from 'vitest';
import { accountsOfEvents, EVERY_ACCOUNT, pricedSymbolsOf } from './account-activity';
import { PaperBroker } from './paper-broker';
import { orderOf, T0 } from './test-support';

describe('accounts an event batch concerns', () => {
  it('names the owner of a placed, triggered, filled, cancelled or rejected order only', () => {
    const broker = new PaperBroker();
    const placed = broker.place(orderOf({ id: 'a1', kind: 'limit', pricePaise: 9_000 }), 10_000, T0);
    broker.place(orderOf({ id: 'b1', account: 'bob', symbol: 'BETA' }), 5_000, T0);
    expect(accountsOfEvents(placed, broker)).toEqual(new Set(['alice']));
    const filled = broker.tick({ symbol: 'ACME', ltpPaise: 8_900, at: T0 + 1 });
    expect(filled.map((e) => e.type)).toEqual(['filled']);
    expect(accountsOfEvents(filled, broker)).toEqual(new Set(['alice']));
    const rejected = broker.place(
      orderOf({ id: 'b2', account: 'bob', side: 'sell', product: 'delivery', quantity: 5 }),
      5_000,
      T0 + 2,
    );
    expect(rejected[0]?.type).toBe('rejected');
    expect(accountsOfEvents(rejected, broker)).toEqual(new Set(['bob']));
    broker.place(orderOf({ id: 'b3', account: 'bob', kind: 'limit', pricePaise: 1_000 }), 5_000, T0);
    expect(accountsOfEvents(broker.cancel('b3', T0 + 3), broker)).toEqual(new Set(['bob']));
  });

  it('names a basket’s owner for its placing, leg removal and deletion', () => {
    const broker = new PaperBroker();
    const basket = {
      id: 'k1',
      account: 'carol',
      side: 'buy' as const,
      product: 'intraday' as const,
      quantity: 1,
      targetPercent: 2,
      stopPercent: 1,
      symbols: ['ACME', 'BETA'],
    };
    expect(accountsOfEvents(broker.placeBasket(basket, T0), broker)).toEqual(new Set(['carol']));
    const removed = broker.removeLeg('k1', 'BETA', () => 10_000, T0 + 1);
    expect(accountsOfEvents(removed, broker)).toEqual(new Set(['carol']));
    expect(
      accountsOfEvents(
        broker.deleteBasket('k1', () => 10_000, T0 + 2),
        broker,
      ),
    ).toEqual(new Set(['carol']));
  });

  it('is every account when a session is settled', () => {
    const broker = new PaperBroker();
    broker.place(orderOf({ product: 'delivery' }), 10_000, T0);
    expect(
      accountsOfEvents(
        broker.closeSession('2026-11-23', () => 10_000, T0 + 1),
        broker,
      ),
    ).toBe(EVERY_ACCOUNT);
  });
});

describe('prices an account is valued at', () => {
  it('are its open orders, positions, holdings and unfinished strategy legs, and nobody else’s', () => {
    const broker = new PaperBroker();
    broker.place(orderOf({ id: 'h', product: 'delivery', symbol: 'HOLD' }), 10_000, T0);
    broker.closeSession('2026-11-23', () => 10_000, T0 + 1);
    broker.place(orderOf({ id: 'p', symbol: 'POS' }), 10_000, T0 + 2);
    broker.place(orderOf({ id: 'o', symbol: 'OPEN', kind: 'limit', pricePaise: 1_000 }), 10_000, T0 + 2);
    broker.place(orderOf({ id: 'x', symbol: 'GONE', kind: 'limit', pricePaise: 1_000 }), 10_000, T0 + 2);
    broker.cancel('x', T0 + 3);
    broker.placeBasket(
      {
        id: 'k',
        account: 'alice',
        side: 'buy',
        product: 'intraday',
        quantity: 1,
        targetPercent: 2,
        stopPercent: 1,
        symbols: ['LEG'],
      },
      T0 + 3,
    );
    broker.place(orderOf({ id: 'bob', account: 'bob', symbol: 'BOBS' }), 10_000, T0 + 2);
    expect([...pricedSymbolsOf(broker, 'alice')].sort()).toEqual(['HOLD', 'LEG', 'OPEN', 'POS']);
    expect([...pricedSymbolsOf(broker, 'bob')]).toEqual(['BOBS']);
  });
});
