import { describe, expect, it } from 'vitest';
import { DISCOUNT_BROKER_PLAN } from './charge-rates';
import { chargesForOrder, roundTrip } from './charges-for-order';

// Buy 100 @ ₹2,500 (turnover ₹2,50,000), sell 100 @ ₹2,550 (₹2,55,000); hand-computed in rupees.
const trip = { quantity: 100, buyPricePaise: 250_000, sellPricePaise: 255_000 };

describe('intraday round trip', () => {
  it('charges ₹20 brokerage per order, STT on the sell only and stamp on the buy only', () => {
    // brokerage: min(20, 0.03 % × 2,50,000 = 75) = 20 per order → 40
    // STT: 0.025 % × 2,55,000 = 63.75 → ₹64 (rupee rounding)
    // exchange: 0.00297 % × 2,50,000 = 7.425 → 7.43; × 2,55,000 = 7.5735 → 7.57; sum 15.00
    // SEBI: 10/crore × 2,50,000 = 0.25; × 2,55,000 = 0.255 → 0.26; sum 0.51
    // GST buy: 18 % × (20 + 7.43 + 0.25 = 27.68) = 4.9824 → 4.98
    // GST sell: 18 % × (20 + 7.57 + 0.26 = 27.83) = 5.0094 → 5.01; sum 9.99
    // stamp: 0.003 % × 2,50,000 = 7.50
    // total: 40 + 64 + 15.00 + 0.51 + 9.99 + 7.50 = 137.00
    expect(roundTrip({ product: 'intraday', ...trip })).toEqual({
      brokerage: 4000,
      stt: 6400,
      exchange: 1500,
      sebi: 51,
      stampDuty: 750,
      dp: 0,
      gst: 999,
      total: 13_700,
    });
  });
});

describe('delivery round trip', () => {
  it('charges no brokerage, STT both sides, stamp on the buy and the DP fee on the sell', () => {
    // buy: STT 0.1 % × 2,50,000 = 250; exchange 7.43; SEBI 0.25; GST 18 % × 7.68 = 1.3824 → 1.38;
    //      stamp 0.015 % × 2,50,000 = 37.50 → total 296.56
    expect(chargesForOrder({ side: 'buy', product: 'delivery', quantity: 100, pricePaise: 250_000 })).toEqual(
      {
        brokerage: 0,
        stt: 25_000,
        exchange: 743,
        sebi: 25,
        stampDuty: 3750,
        dp: 0,
        gst: 138,
        total: 29_656,
      },
    );
    // sell: STT 255; exchange 7.57; SEBI 0.26; DP 13.50; GST 18 % × (7.57 + 0.26 + 13.50 = 21.33)
    //       = 3.8394 → 3.84 → total 255 + 7.57 + 0.26 + 13.50 + 3.84 = 280.17
    expect(
      chargesForOrder({ side: 'sell', product: 'delivery', quantity: 100, pricePaise: 255_000 }).total,
    ).toBe(28_017);
    expect(roundTrip({ product: 'delivery', ...trip }).total).toBe(29_656 + 28_017);
  });

  it('leaves the DP fee out under a plan without one', () => {
    const plan = { ...DISCOUNT_BROKER_PLAN, dpChargePaise: 0 };
    // sell without DP: 255 + 7.57 + 0.26 + 18 % × 7.83 (= 1.4094 → 1.41) = 264.24
    expect(
      chargesForOrder({ side: 'sell', product: 'delivery', quantity: 100, pricePaise: 255_000, plan }).total,
    ).toBe(26_424);
  });
});
