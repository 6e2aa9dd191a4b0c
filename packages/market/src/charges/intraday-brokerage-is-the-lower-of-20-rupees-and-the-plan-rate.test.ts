import { describe, expect, it } from 'vitest';
import { DISCOUNT_BROKER_PLAN } from './charge-rates';
import { chargesForOrder } from './charges-for-order';

describe('intraday brokerage', () => {
  it('is 0.03 % below ₹66,666.67 of turnover', () => {
    // 10 × ₹1,000 = ₹10,000 → 0.03 % = ₹3.00
    expect(
      chargesForOrder({ side: 'buy', product: 'intraday', quantity: 10, pricePaise: 100_000 }).brokerage,
    ).toBe(300);
  });

  it('is capped at ₹20 above it', () => {
    // 100 × ₹1,000 = ₹1,00,000 → 0.03 % = ₹30 → cap ₹20
    expect(
      chargesForOrder({ side: 'sell', product: 'intraday', quantity: 100, pricePaise: 100_000 }).brokerage,
    ).toBe(2000);
  });

  it('follows a custom plan', () => {
    const plan = { ...DISCOUNT_BROKER_PLAN, intraday: { ratePerCrore: 5000, capPaise: 4000 } };
    // ₹10,000 at 0.05 % = ₹5.00
    expect(
      chargesForOrder({ side: 'buy', product: 'intraday', quantity: 10, pricePaise: 100_000, plan })
        .brokerage,
    ).toBe(500);
  });

  it('rounds intraday STT to the nearest rupee, so a small sell pays none', () => {
    // 20 × ₹103.55 = ₹2,071 → 0.025 % = ₹0.52 → ₹1; 10 × ₹100 = ₹1,000 → ₹0.25 → ₹0
    expect(chargesForOrder({ side: 'sell', product: 'intraday', quantity: 20, pricePaise: 10_355 }).stt).toBe(
      100,
    );
    expect(chargesForOrder({ side: 'sell', product: 'intraday', quantity: 10, pricePaise: 10_000 }).stt).toBe(
      0,
    );
  });

  it('rejects fractional quantities', () => {
    expect(() =>
      chargesForOrder({ side: 'buy', product: 'intraday', quantity: 1.5, pricePaise: 100 }),
    ).toThrow(RangeError);
  });
});
