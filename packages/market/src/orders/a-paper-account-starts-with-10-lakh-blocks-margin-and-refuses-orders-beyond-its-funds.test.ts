import { describe, expect, it } from 'vitest';
import { chargesForOrder } from '../charges/charges-for-order';
import { DEFAULT_CAPITAL_PAISE } from './funds';
import type { BrokerEvent } from './order-events';
import { PaperBroker } from './paper-broker';
import { orderOf, T0 } from './test-support';

const LAKH_10 = 100_000_000;
const ltp = 100_000; // ₹1,000
const charge = (side: 'buy' | 'sell', product: 'intraday' | 'delivery', quantity: number, price = ltp) =>
  chargesForOrder({ side, product, quantity, pricePaise: price }).total;

/** Every event the broker emitted, so a fresh broker can fold them again. */
function recorded() {
  const broker = new PaperBroker();
  const log: BrokerEvent[] = [];
  const keep = (events: BrokerEvent[]) => {
    log.push(...events);
    return events;
  };
  return { broker, log, keep };
}

describe('a paper account’s virtual funds', () => {
  it('starts every account with ₹10,00,000 available and nothing used', () => {
    expect(DEFAULT_CAPITAL_PAISE).toBe(LAKH_10);
    expect(new PaperBroker().fundsOf('alice')).toEqual({
      capitalPaise: LAKH_10,
      availablePaise: LAKH_10,
      usedMarginPaise: 0,
      positionMarginPaise: 0,
      orderMarginPaise: 0,
      investedPaise: 0,
      realisedPaise: 0,
      chargesPaise: 0,
    });
  });

  it('blocks a fifth of an intraday position, the full value of a delivery buy, and the margin of an open order', () => {
    const broker = new PaperBroker();
    broker.place(orderOf({ id: 'mis', quantity: 100 }), ltp, T0);
    // 100 × ₹1,000 intraday: ₹20,000 of margin (5×); the charges are paid.
    const misCharges = charge('buy', 'intraday', 100);
    expect(broker.fundsOf('alice')).toMatchObject({
      positionMarginPaise: 2_000_000,
      usedMarginPaise: 2_000_000,
      realisedPaise: -misCharges,
      availablePaise: LAKH_10 - 2_000_000 - misCharges,
    });
    broker.place(orderOf({ id: 'cnc', product: 'delivery', quantity: 100 }), ltp, T0);
    const cncCharges = charge('buy', 'delivery', 100);
    expect(broker.fundsOf('alice')).toMatchObject({
      investedPaise: 10_000_000,
      availablePaise: LAKH_10 - 2_000_000 - 10_000_000 - misCharges - cncCharges,
    });
    // A resting limit buy of 50 at ₹900 for delivery blocks ₹45,000 and its charges until cancelled.
    broker.place(
      orderOf({ id: 'lim', product: 'delivery', kind: 'limit', quantity: 50, pricePaise: 90_000 }),
      ltp,
      T0,
    );
    const blocked = 4_500_000 + charge('buy', 'delivery', 50, 90_000);
    expect(broker.fundsOf('alice').orderMarginPaise).toBe(blocked);
    const before = broker.fundsOf('alice').availablePaise;
    broker.cancel('lim', T0 + 1);
    expect(broker.fundsOf('alice').availablePaise).toBe(before + blocked);
    // Bob's account is his own.
    expect(broker.fundsOf('bob').availablePaise).toBe(LAKH_10);
  });

  it('refuses an order beyond the available funds with the margin it needs, and lets intraday use 5×', () => {
    const broker = new PaperBroker();
    // 4,990 × ₹1,000 = ₹49.9 lakh intraday needs ₹9.98 lakh and its charges: it fits.
    expect(broker.place(orderOf({ id: 'big-mis', quantity: 4_990 }), ltp, T0).map((e) => e.type)).toEqual([
      'placed',
      'filled',
    ]);
    const [rejected] = broker.place(orderOf({ id: 'cnc', product: 'delivery', quantity: 100 }), ltp, T0);
    expect(rejected?.type).toBe('rejected');
    expect(broker.order('cnc')?.rejectReason).toMatch(
      /^Insufficient funds: this order needs ₹1,00,\d{3}\.\d{2} \(margin and charges\) and ₹[\d,]+\.\d{2} is available\./,
    );
    // Quantity 1,00,000 at ₹1,000: a refusal, never a thrown error.
    broker.place(orderOf({ id: 'q100000', quantity: 100_000 }), ltp, T0);
    expect(broker.order('q100000')).toMatchObject({ status: 'rejected' });
    expect(broker.order('q100000')?.rejectReason).toMatch(/^Insufficient funds/);
  });

  it('needs no funds to close an intraday position or to sell held shares', () => {
    const broker = new PaperBroker();
    broker.place(orderOf({ id: 'long', quantity: 4_990 }), ltp, T0);
    expect(broker.place(orderOf({ id: 'close', side: 'sell', quantity: 4_990 }), ltp, T0).at(-1)?.type).toBe(
      'filled',
    );
    const delivery = new PaperBroker();
    delivery.place(orderOf({ id: 'cnc', product: 'delivery', quantity: 990 }), ltp, T0);
    delivery.closeSession('2026-11-23', () => ltp, T0 + 1);
    expect(delivery.fundsOf('alice').availablePaise).toBeLessThan(100_000 * 100);
    const sold = delivery.place(
      orderOf({ id: 'sell', side: 'sell', product: 'delivery', quantity: 990 }),
      110_000,
      T0 + 2,
    );
    expect(sold.at(-1)?.type).toBe('filled');
  });

  it('counts the realised P&L of a round trip net of its charges', () => {
    const broker = new PaperBroker();
    broker.place(orderOf({ id: 'b', quantity: 100 }), ltp, T0);
    broker.place(orderOf({ id: 's', side: 'sell', quantity: 100 }), 101_000, T0 + 1);
    const charges = charge('buy', 'intraday', 100) + charge('sell', 'intraday', 100, 101_000);
    // ₹10 × 100 = ₹1,000 gross.
    expect(broker.fundsOf('alice')).toMatchObject({
      realisedPaise: 100_000 - charges,
      chargesPaise: charges,
      usedMarginPaise: 0,
      availablePaise: LAKH_10 + 100_000 - charges,
    });
  });

  it('resets to ₹10 lakh only with no open order, position or holding, and the funds fold again from the events', () => {
    const { broker, log, keep } = recorded();
    keep(broker.place(orderOf({ id: 'b', quantity: 100 }), ltp, T0));
    keep(broker.place(orderOf({ id: 'l', kind: 'limit', quantity: 1, pricePaise: 50_000 }), ltp, T0));
    expect(broker.resetFunds('alice', T0 + 1)).toEqual({
      events: [],
      error:
        'You have open orders, open positions: close them before resetting your virtual funds (a reset squares nothing off)',
    });
    keep(broker.cancel('l', T0 + 2));
    keep(broker.place(orderOf({ id: 's', side: 'sell', quantity: 100 }), 90_000, T0 + 3));
    expect(broker.fundsOf('alice').realisedPaise).toBeLessThan(-1_000_000);
    const reset = broker.resetFunds('alice', T0 + 4);
    expect(reset.error).toBeNull();
    keep(reset.events);
    expect(reset.events).toEqual([
      { type: 'capitalSet', at: T0 + 4, account: 'alice', capitalPaise: LAKH_10 },
    ]);
    expect(broker.fundsOf('alice')).toMatchObject({
      availablePaise: LAKH_10,
      realisedPaise: 0,
      chargesPaise: 0,
    });
    keep(broker.place(orderOf({ id: 'after', product: 'delivery', quantity: 10 }), ltp, T0 + 5));
    expect(PaperBroker.fromEvents(log).fundsOf('alice')).toEqual(broker.fundsOf('alice'));
    // Holdings block a reset too.
    keep(broker.closeSession('2026-11-23', () => ltp, T0 + 6));
    expect(broker.resetFunds('alice', T0 + 7).error).toMatch(/^You have holdings:/);
  });

  it('refuses an order worth more than ₹10 crore, or with a price beyond whole paise, instead of failing', () => {
    const broker = new PaperBroker();
    const mrf = 12_000_000; // ₹1,20,000 a share
    expect(() => broker.place(orderOf({ id: 'huge', quantity: 100_000 }), mrf, T0)).not.toThrow();
    expect(broker.order('huge')?.rejectReason).toBe(
      'Order value ₹12,00,00,00,000.00 is above the limit of ₹10,00,00,000.00 per order: reduce the quantity',
    );
    for (const [id, quantity, pricePaise] of [
      ['q1e15', 1e15, 0],
      ['neg', -5, 0],
      ['nan', Number.NaN, 0],
      ['p-huge', 1, 1e22],
      ['p-nan', 1, Number.NaN],
    ] as const) {
      const kind = pricePaise === 0 ? 'market' : 'limit';
      expect(() => broker.place(orderOf({ id, quantity, kind, pricePaise }), ltp, T0)).not.toThrow();
      expect(broker.order(id)?.status).toBe('rejected');
    }
    // A sell limit far above the market: the value counts at its own price.
    broker.place(
      orderOf({ id: 'far', side: 'sell', kind: 'limit', quantity: 1_000, pricePaise: 1e9 }),
      ltp,
      T0,
    );
    expect(broker.order('far')?.rejectReason).toMatch(/^Order value/);
  });

  it('checks a modified order against the funds its old version released', () => {
    const broker = new PaperBroker();
    // A resting delivery buy of 900 at ₹1,000 blocks ₹9 lakh and charges.
    broker.place(
      orderOf({ id: 'l', product: 'delivery', kind: 'limit', quantity: 900, pricePaise: 99_000 }),
      ltp,
      T0,
    );
    expect(broker.order('l')?.status).toBe('open');
    // Changing it to 950 fits (its own ₹8.91 lakh is released first); 1,100 does not.
    expect(
      broker.modify('l', { quantity: 950, pricePaise: 99_000, triggerPaise: 0 }, ltp, T0).error,
    ).toBeNull();
    expect(
      broker.modify('l', { quantity: 1_100, pricePaise: 99_000, triggerPaise: 0 }, ltp, T0).error,
    ).toMatch(/^Insufficient funds/);
  });
});
