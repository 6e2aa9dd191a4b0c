import type { IsoDate } from '../units';

/**
 * Statutory and exchange charges on NSE cash-market (equity) and equity-derivatives (F&O) trades,
 * one table for the back-tester and the simulated order engine. Every rate is in **rupees per crore
 * of turnover** (= units per 10^7 units), which makes each one an integer, so charges are computed
 * exactly in integer paise.
 */

/** NSE equity product: `intraday` (MIS, squared off the same day) or `delivery` (CNC). */
export type Product = 'intraday' | 'delivery';

/** Order side. */
export type Side = 'buy' | 'sell';

/** Rates of one product, each in rupees per crore of the order's turnover. */
export interface ProductRates {
  /** Securities Transaction Tax on buy / sell turnover. */
  readonly sttBuyPerCrore: number;
  readonly sttSellPerCrore: number;
  /** Stamp duty, charged on the buy side only. */
  readonly stampBuyPerCrore: number;
}

/** F&O instrument: futures (charged on price × quantity) or options (charged on premium × quantity). */
export type DerivativeInstrument = 'futures' | 'options';

/** Rates of one F&O instrument, each in rupees per crore of the order's turnover (options: premium). */
export interface DerivativeRates {
  /** Securities Transaction Tax on sell turnover (none on the buy side). */
  readonly sttSellPerCrore: number;
  /** Stamp duty, charged on the buy side only. */
  readonly stampBuyPerCrore: number;
  /** NSE exchange transaction charge, both sides. */
  readonly exchangePerCrore: number;
}

/** The F&O rates in force from `from` (a trade date, inclusive) until the next era begins. */
export interface DerivativeRateEra {
  readonly from: IsoDate;
  readonly futures: DerivativeRates;
  readonly options: DerivativeRates;
  /** STT on an in-the-money option exercised at expiry, per crore of its intrinsic value, on the holder. */
  readonly sttExercisePerCrore: number;
}

/** The statutory and exchange rates (not the broker's, see `BrokeragePlan`). */
export interface ChargeRates {
  readonly intraday: ProductRates;
  readonly delivery: ProductRates;
  /** NSE exchange transaction charge on turnover, both sides. */
  readonly exchangePerCrore: number;
  /** SEBI turnover fee, both sides (equity and F&O alike). */
  readonly sebiPerCrore: number;
  /** GST in percent, on brokerage + exchange charge + SEBI fee (+ DP charge). */
  readonly gstPercent: number;
  /** F&O rates by trade date, oldest era first (see `derivativeRatesOn`). */
  readonly derivatives: readonly DerivativeRateEra[];
}

/**
 * The rates in force for NSE equity as of 2024-10-01 (checked 2026-11 against the brokers'
 * published charge lists, e.g. zerodha.com/charges):
 * - STT: delivery 0.1 % on buy and sell; intraday 0.025 % on sell (Finance Act 2004 §98 as amended,
 *   rates unchanged by the Finance (No. 2) Act 2024 for cash equity).
 * - Stamp duty: delivery 0.015 %, intraday 0.003 %, buy side only (Indian Stamp Act as amended
 *   by the Finance Act 2019, uniform rates from 2020-07-01).
 * - NSE transaction charge: 0.00297 % of turnover (NSE circular, flat rate from 2024-10-01 under
 *   SEBI's "true to label" circular of 2024-07-01).
 * - SEBI turnover fee: ₹10 per crore (SEBI fee regulations, in force since 2021).
 * - GST: 18 % on brokerage, exchange charge, SEBI fee and DP charge (CGST + SGST / IGST on services).
 */
/**
 * F&O (equity derivatives, NSE) rates, by era (sources in src/derivatives/README.md, "F&O charges"):
 * - From 2024-10-01: STT futures 0.02 % and options 0.1 % of premium on the sell side, 0.125 % of
 *   the intrinsic value of an exercised option (Finance (No. 2) Act 2024); NSE transaction charge
 *   futures ₹1.73 and options ₹35.03 per lakh of premium, both sides (NSE circular of 2024-09-27,
 *   flat rates under SEBI's "true to label" circular of 2024-07-01); stamp duty on the buy side
 *   futures 0.002 %, options 0.003 % (Indian Stamp Act as amended in 2019, from 2020-07-01).
 * - From 2026-04-01: STT futures 0.05 %, options 0.15 % of premium, exercise 0.15 % (Union Budget
 *   2026-27, Finance Act 2026); the exchange and stamp rates unchanged.
 */
const DERIVATIVE_ERAS: readonly DerivativeRateEra[] = [
  {
    from: '2024-10-01' as IsoDate,
    futures: { sttSellPerCrore: 2000, stampBuyPerCrore: 200, exchangePerCrore: 173 },
    options: { sttSellPerCrore: 10_000, stampBuyPerCrore: 300, exchangePerCrore: 3503 },
    sttExercisePerCrore: 12_500,
  },
  {
    from: '2026-04-01' as IsoDate,
    futures: { sttSellPerCrore: 5000, stampBuyPerCrore: 200, exchangePerCrore: 173 },
    options: { sttSellPerCrore: 15_000, stampBuyPerCrore: 300, exchangePerCrore: 3503 },
    sttExercisePerCrore: 15_000,
  },
];

export const CHARGE_RATES: ChargeRates = {
  intraday: { sttBuyPerCrore: 0, sttSellPerCrore: 2500, stampBuyPerCrore: 300 },
  delivery: { sttBuyPerCrore: 10_000, sttSellPerCrore: 10_000, stampBuyPerCrore: 1500 },
  exchangePerCrore: 297,
  sebiPerCrore: 10,
  gstPercent: 18,
  derivatives: DERIVATIVE_ERAS,
};

/** The F&O rates in force on `tradeDate`; throws before the first era (2024-10-01), which is not modelled. */
export function derivativeRatesOn(tradeDate: IsoDate): DerivativeRateEra {
  let found: DerivativeRateEra | undefined;
  for (const era of CHARGE_RATES.derivatives) if (era.from <= tradeDate) found = era;
  if (!found)
    throw new RangeError(`No F&O charge rates before ${CHARGE_RATES.derivatives[0]?.from}: ${tradeDate}`);
  return found;
}

/** A broker's fee on one product: `min(capPaise, turnover × ratePerCrore / 10^7)` per executed order. */
export interface BrokerageFee {
  /** Brokerage in rupees per crore of turnover (0.03 % = 3000). */
  readonly ratePerCrore: number;
  /** Cap per executed order, in paise. */
  readonly capPaise: number;
}

/** A broker's F&O price list, per executed order (or per exercised position). */
export interface DerivativeBrokerage {
  /** Futures: `min(capPaise, turnover × ratePerCrore / 10^7)`. */
  readonly futures: BrokerageFee;
  /** Options: a flat fee in paise, whatever the premium. */
  readonly optionsFlatPaise: number;
  /** Brokerage on an option exercised at expiry (cash-settled), in paise; 0 for none. */
  readonly exercisePaise: number;
}

/** A broker's price list: brokerage per product and the depository (DP) fee on delivery sells. */
export interface BrokeragePlan {
  readonly intraday: BrokerageFee;
  readonly delivery: BrokerageFee;
  /** DP charge before GST, in paise, per delivery sell (per scrip per day); 0 to leave it out. */
  readonly dpChargePaise: number;
  /**
   * F&O brokerage. When absent, futures and options orders are both charged as `intraday` orders
   * (the lower of its cap and its rate on the turnover, options on the premium) and exercise is free.
   */
  readonly derivatives?: DerivativeBrokerage;
}

/**
 * The discount-broker model (Zerodha's published plan, 2024): delivery ₹0; intraday the lower of
 * ₹20 and 0.03 % per executed order; DP charge ₹13.50 + GST (₹15.93) per scrip sold from the demat.
 * F&O: futures the lower of ₹20 and 0.03 %, options a flat ₹20 per executed order; no brokerage
 * on a cash-settled exercise (assumption: the published list names none, only the STT).
 */
export const DISCOUNT_BROKER_PLAN: BrokeragePlan = {
  intraday: { ratePerCrore: 3000, capPaise: 2000 },
  delivery: { ratePerCrore: 0, capPaise: 0 },
  dpChargePaise: 1350,
  derivatives: {
    futures: { ratePerCrore: 3000, capPaise: 2000 },
    optionsFlatPaise: 2000,
    exercisePaise: 0,
  },
};
