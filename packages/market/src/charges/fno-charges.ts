import type { IsoDate, Paise } from '../units';
import {
  type BrokerageFee,
  type BrokeragePlan,
  CHARGE_RATES,
  type DerivativeInstrument,
  DISCOUNT_BROKER_PLAN,
  derivativeRatesOn,
  type Side,
} from './charge-rates';
import { addCharges, type OrderCharges } from './charges-for-order';
import { perCroreInPaise, perCroreInWholeRupees, roundHalfUp } from './rounding';

/** One executed NSE F&O order, as the charges see it. */
export interface FnoOrder {
  readonly instrument: DerivativeInstrument;
  readonly side: Side;
  /** Units (lots × lot size), e.g. 75 for one NIFTY lot of 75. */
  readonly quantity: number;
  /** Fill price per unit in integer paise: the futures price, or the option premium. */
  readonly pricePaise: number;
  /** Trade date (IST): picks the rate era (STT changed on 2026-04-01). */
  readonly tradeDate: IsoDate;
  /** Broker price list; the discount-broker plan when omitted. */
  readonly plan?: BrokeragePlan;
}

/** Largest turnover (paise) for which turnover × rate stays an exact double: about ₹900 crore. */
const MAX_TURNOVER_PAISE = Math.floor(Number.MAX_SAFE_INTEGER / 20_000);

function checkedTurnover(quantity: number, pricePaise: number): number {
  if (!Number.isSafeInteger(quantity) || quantity < 0)
    throw new RangeError(`quantity must be a whole number of units, got ${quantity}`);
  if (!Number.isSafeInteger(pricePaise) || pricePaise < 0)
    throw new RangeError(`pricePaise must be whole paise, got ${pricePaise}`);
  const turnover = quantity * pricePaise;
  if (turnover > MAX_TURNOVER_PAISE)
    throw new RangeError(`turnover ${turnover} paise is beyond the exact range`);
  return turnover;
}

function feeOn(fee: BrokerageFee, turnover: number): number {
  return Math.min(fee.capPaise, perCroreInPaise(turnover, fee.ratePerCrore));
}

/** Brokerage of one F&O order under a plan (the intraday fee when the plan lists no F&O fees). */
function fnoBrokerage(plan: BrokeragePlan, instrument: DerivativeInstrument, turnover: number): number {
  const fno = plan.derivatives;
  if (!fno) return feeOn(plan.intraday, turnover);
  if (instrument === 'futures') return feeOn(fno.futures, turnover);
  return turnover > 0 ? fno.optionsFlatPaise : 0;
}

/** GST on brokerage + exchange + SEBI (no DP charge in F&O), rounded half up to the paisa. */
function withGst(c: Omit<OrderCharges, 'gst' | 'total' | 'dp'>): OrderCharges {
  const gst = roundHalfUp((c.brokerage + c.exchange + c.sebi) * CHARGE_RATES.gstPercent, 100);
  const total = c.brokerage + c.stt + c.exchange + c.sebi + c.stampDuty + gst;
  return { ...c, dp: 0, gst, total } as OrderCharges;
}

/**
 * Charges of one executed NSE F&O order, as a contract note computes them: brokerage per the plan,
 * STT on the sell side (rounded to the rupee), exchange transaction charge and SEBI fee on both sides,
 * stamp duty on the buy side, 18 % GST on brokerage + exchange + SEBI; every component on the order's
 * turnover (options: premium × quantity) and rounded half up to the paisa.
 */
export function fnoChargesForOrder(order: FnoOrder): OrderCharges {
  const { instrument, side, quantity, pricePaise, tradeDate } = order;
  const turnover = checkedTurnover(quantity, pricePaise);
  const rates = derivativeRatesOn(tradeDate)[instrument];
  const buy = side === 'buy';
  return withGst({
    brokerage: fnoBrokerage(order.plan ?? DISCOUNT_BROKER_PLAN, instrument, turnover) as Paise,
    stt: (buy ? 0 : perCroreInWholeRupees(turnover, rates.sttSellPerCrore)) as Paise,
    exchange: perCroreInPaise(turnover, rates.exchangePerCrore) as Paise,
    sebi: perCroreInPaise(turnover, CHARGE_RATES.sebiPerCrore) as Paise,
    stampDuty: (buy ? perCroreInPaise(turnover, rates.stampBuyPerCrore) : 0) as Paise,
  });
}

/** A completed F&O buy and sell of one quantity (either first, as for a short), on one trade date. */
export interface FnoRoundTrip {
  readonly instrument: DerivativeInstrument;
  readonly quantity: number;
  readonly buyPricePaise: number;
  readonly sellPricePaise: number;
  readonly tradeDate: IsoDate;
  readonly plan?: BrokeragePlan;
}

/** Charges of an F&O round trip: the sum of its two orders' charges, each rounded on its own. */
export function fnoRoundTrip(trip: FnoRoundTrip): OrderCharges {
  const { buyPricePaise, sellPricePaise, ...common } = trip;
  return addCharges(
    fnoChargesForOrder({ ...common, side: 'buy', pricePaise: buyPricePaise }),
    fnoChargesForOrder({ ...common, side: 'sell', pricePaise: sellPricePaise }),
  );
}

/** A long option position held to expiry and settled there (NSE exercises every ITM option). */
export interface OptionExercise {
  readonly kind: 'call' | 'put';
  /** Units held long (lots × lot size). */
  readonly quantity: number;
  readonly strikePaise: number;
  /** Final settlement price of the underlying (its closing price on the expiry day), in paise. */
  readonly settlementPricePaise: number;
  /** The expiry date: picks the rate era. */
  readonly expiry: IsoDate;
  readonly plan?: BrokeragePlan;
}

/** Intrinsic value per unit at settlement, in paise (0 out of the money). */
export function intrinsicValuePaise(
  kind: 'call' | 'put',
  strikePaise: number,
  settlementPricePaise: number,
): number {
  return Math.max(
    0,
    kind === 'call' ? settlementPricePaise - strikePaise : strikePaise - settlementPricePaise,
  );
}

/**
 * Charges on the holder of an option exercised at expiry: STT on the intrinsic value (0.125 %, 0.15 %
 * from 2026-04-01), rounded to the rupee, plus the plan's exercise brokerage and its GST. Cash-settled
 * exercise is not an exchange trade, so there is no exchange charge, SEBI fee or stamp duty; an
 * out-of-the-money option expires with no charge at all, and the writer who is assigned pays nothing.
 */
export function optionExerciseCharges(exercise: OptionExercise): OrderCharges {
  const intrinsic = intrinsicValuePaise(exercise.kind, exercise.strikePaise, exercise.settlementPricePaise);
  const value = checkedTurnover(exercise.quantity, intrinsic);
  const plan = exercise.plan ?? DISCOUNT_BROKER_PLAN;
  return withGst({
    brokerage: (value > 0 ? (plan.derivatives?.exercisePaise ?? 0) : 0) as Paise,
    stt: perCroreInWholeRupees(value, derivativeRatesOn(exercise.expiry).sttExercisePerCrore) as Paise,
    exchange: 0 as Paise,
    sebi: 0 as Paise,
    stampDuty: 0 as Paise,
  });
}
