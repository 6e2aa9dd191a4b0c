import { describe, expect, it } from 'vitest';
import { isoDate } from '../units';
import { DISCOUNT_BROKER_PLAN, derivativeRatesOn } from './charge-rates';
import { fnoChargesForOrder, fnoRoundTrip, optionExerciseCharges } from './fno-charges';

// Hand-computed in rupees, as a contract note prints them; rates of 1 Oct 2024 (trade date in 2025)
// unless the test says otherwise. One NIFTY lot = 75 units here.
const oct2024Era = isoDate('2025-01-15');
const budget2026Era = isoDate('2026-06-10');
/** Buy 75 NIFTY 24000 CE at ₹120, and the sell at ₹150. */
const callBuy = {
  instrument: 'options',
  side: 'buy',
  quantity: 75,
  pricePaise: 12_000,
  tradeDate: oct2024Era,
} as const;
const callSell = { ...callBuy, side: 'sell', pricePaise: 15_000 } as const;
/** Buy 75 NIFTY futures at 24,050, and the sell at 24,100. */
const futureBuy = {
  instrument: 'futures',
  side: 'buy',
  quantity: 75,
  pricePaise: 2_405_000,
  tradeDate: oct2024Era,
} as const;
const futureSell = { ...futureBuy, side: 'sell', pricePaise: 2_410_000 } as const;

describe('NIFTY 24000 CE: buy 75 at ₹120, sell 75 at ₹150', () => {
  const trip = {
    instrument: 'options' as const,
    quantity: 75,
    buyPricePaise: 12_000,
    sellPricePaise: 15_000,
  };

  it('buy: flat ₹20, no STT, exchange and stamp on the premium', () => {
    // premium 75 × 120 = 9,000; exchange 0.03503 % = 3.1527 → 3.15; SEBI 10/crore = 0.009 → 0.01;
    // stamp 0.003 % = 0.27; GST 18 % × (20 + 3.15 + 0.01 = 23.16) = 4.1688 → 4.17; total 27.60
    expect(fnoChargesForOrder(callBuy)).toEqual({
      brokerage: 2000,
      stt: 0,
      exchange: 315,
      sebi: 1,
      stampDuty: 27,
      dp: 0,
      gst: 417,
      total: 2760,
    });
  });

  it('sell: STT 0.1 % of the premium rounded to the rupee, no stamp', () => {
    // premium 11,250; STT 11.25 → 11; exchange 3.9409 → 3.94; SEBI 0.01125 → 0.01;
    // GST 18 % × (20 + 3.94 + 0.01 = 23.95) = 4.311 → 4.31; total 20 + 11 + 3.94 + 0.01 + 4.31 = 39.26
    expect(fnoChargesForOrder(callSell)).toEqual({
      brokerage: 2000,
      stt: 1100,
      exchange: 394,
      sebi: 1,
      stampDuty: 0,
      dp: 0,
      gst: 431,
      total: 3926,
    });
    expect(fnoRoundTrip({ ...trip, tradeDate: oct2024Era }).total).toBe(2760 + 3926);
  });

  it('sells after 1 Apr 2026 pay STT at 0.15 %: 16.875 → ₹17', () => {
    const sell = fnoChargesForOrder({ ...callSell, tradeDate: budget2026Era });
    expect(sell.stt).toBe(1700);
    expect(sell.total).toBe(3926 - 1100 + 1700);
  });
});

describe('NIFTY future: buy 75 at 24,050, sell 75 at 24,100', () => {
  it('charges the lower of ₹20 and 0.03 %, STT 0.02 % on the sell, stamp 0.002 % on the buy', () => {
    // buy 18,03,750: brokerage min(20, 541.13) = 20; exchange 0.00173 % = 31.204875 → 31.20;
    //   SEBI 1.80375 → 1.80; stamp 0.002 % = 36.075 → 36.08; GST 18 % × 53.00 = 9.54 → total 98.62
    // sell 18,07,500: STT 0.02 % = 361.50 → 362; exchange 31.26975 → 31.27; SEBI 1.8075 → 1.81;
    //   GST 18 % × (20 + 31.27 + 1.81 = 53.08) = 9.5544 → 9.55 → total 424.63
    expect(fnoChargesForOrder(futureBuy)).toEqual({
      brokerage: 2000,
      stt: 0,
      exchange: 3120,
      sebi: 180,
      stampDuty: 3608,
      dp: 0,
      gst: 954,
      total: 9862,
    });
    expect(fnoChargesForOrder(futureSell)).toEqual({
      brokerage: 2000,
      stt: 36_200,
      exchange: 3127,
      sebi: 181,
      stampDuty: 0,
      dp: 0,
      gst: 955,
      total: 42_463,
    });
    expect(
      fnoRoundTrip({
        instrument: 'futures',
        quantity: 75,
        buyPricePaise: 2_405_000,
        sellPricePaise: 2_410_000,
        tradeDate: oct2024Era,
      }).total,
    ).toBe(52_325);
  });

  it('from 1 Apr 2026 the sell pays STT 0.05 %: 903.75 → ₹904', () => {
    const sell = fnoChargesForOrder({ ...futureSell, tradeDate: budget2026Era });
    expect(sell.stt).toBe(90_400);
  });

  it('a plan without F&O fees charges futures and options like intraday equity orders', () => {
    const plan = {
      intraday: { ratePerCrore: 3000, capPaise: 2000 },
      delivery: DISCOUNT_BROKER_PLAN.delivery,
      dpChargePaise: 0,
    };
    // options premium 9,000 × 0.03 % = 2.70 (lower than ₹20); futures capped at ₹20
    expect(fnoChargesForOrder({ ...callBuy, plan }).brokerage).toBe(270);
    expect(fnoChargesForOrder({ ...futureBuy, plan }).brokerage).toBe(2000);
  });
});

describe('an ITM option held to expiry', () => {
  it('charges the holder STT 0.125 % of the intrinsic value, nothing else under the discount plan', () => {
    // NIFTY 24000 CE, 75 units, settles at 24,180: intrinsic 180 × 75 = 13,500; STT 16.875 → 17
    const exercise = {
      kind: 'call' as const,
      quantity: 75,
      strikePaise: 2_400_000,
      settlementPricePaise: 2_418_000,
    };
    expect(optionExerciseCharges({ ...exercise, expiry: oct2024Era })).toEqual({
      brokerage: 0,
      stt: 1700,
      exchange: 0,
      sebi: 0,
      stampDuty: 0,
      dp: 0,
      gst: 0,
      total: 1700,
    });
    // after 1 Apr 2026: 0.15 % × 13,500 = 20.25 → 20
    expect(optionExerciseCharges({ ...exercise, expiry: budget2026Era }).stt).toBe(2000);
    // the whole trade: buy at ₹120 (27.60) + exercise (17.00) = 44.60, against 66.86 for selling at ₹150
    const bought = fnoChargesForOrder(callBuy);
    expect(bought.total + optionExerciseCharges({ ...exercise, expiry: oct2024Era }).total).toBe(4460);
  });

  it('charges a put on K − S, a plan exercise fee with GST, and nothing when out of the money', () => {
    const plan = {
      ...DISCOUNT_BROKER_PLAN,
      derivatives: {
        futures: { ratePerCrore: 3000, capPaise: 2000 },
        optionsFlatPaise: 2000,
        exercisePaise: 2000,
      },
    };
    // 24000 PE settling at 23,900: intrinsic 100 × 75 = 7,500 → STT 9.375 → 9; brokerage 20, GST 3.60
    const put = { kind: 'put' as const, quantity: 75, strikePaise: 2_400_000, expiry: oct2024Era, plan };
    expect(optionExerciseCharges({ ...put, settlementPricePaise: 2_390_000 })).toMatchObject({
      brokerage: 2000,
      stt: 900,
      gst: 360,
      total: 3260,
    });
    expect(optionExerciseCharges({ ...put, settlementPricePaise: 2_410_000 }).total).toBe(0);
  });

  it('has no rates before 1 Oct 2024', () => {
    expect(() => derivativeRatesOn(isoDate('2024-09-30'))).toThrow(RangeError);
    expect(derivativeRatesOn(isoDate('2026-03-31')).futures.sttSellPerCrore).toBe(2000);
    expect(derivativeRatesOn(isoDate('2026-04-01')).futures.sttSellPerCrore).toBe(5000);
  });
});
