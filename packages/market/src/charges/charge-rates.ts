/**
 * Statutory and exchange charges on NSE cash-market (equity) trades, one table for the back-tester
 * and the simulated order engine. Every rate is in **rupees per crore of turnover** (= units per
 * 10^7 units), which makes each one an integer, so charges are computed exactly in integer paise.
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

/** The statutory and exchange rates (not the broker's, see `BrokeragePlan`). */
export interface ChargeRates {
  readonly intraday: ProductRates;
  readonly delivery: ProductRates;
  /** NSE exchange transaction charge on turnover, both sides. */
  readonly exchangePerCrore: number;
  /** SEBI turnover fee, both sides. */
  readonly sebiPerCrore: number;
  /** GST in percent, on brokerage + exchange charge + SEBI fee (+ DP charge). */
  readonly gstPercent: number;
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
export const CHARGE_RATES: ChargeRates = {
  intraday: { sttBuyPerCrore: 0, sttSellPerCrore: 2500, stampBuyPerCrore: 300 },
  delivery: { sttBuyPerCrore: 10_000, sttSellPerCrore: 10_000, stampBuyPerCrore: 1500 },
  exchangePerCrore: 297,
  sebiPerCrore: 10,
  gstPercent: 18,
};

/** A broker's fee on one product: `min(capPaise, turnover × ratePerCrore / 10^7)` per executed order. */
export interface BrokerageFee {
  /** Brokerage in rupees per crore of turnover (0.03 % = 3000). */
  readonly ratePerCrore: number;
  /** Cap per executed order, in paise. */
  readonly capPaise: number;
}

/** A broker's price list: brokerage per product and the depository (DP) fee on delivery sells. */
export interface BrokeragePlan {
  readonly intraday: BrokerageFee;
  readonly delivery: BrokerageFee;
  /** DP charge before GST, in paise, per delivery sell (per scrip per day); 0 to leave it out. */
  readonly dpChargePaise: number;
}

/**
 * The discount-broker model (Zerodha's published plan, 2024): delivery ₹0; intraday the lower of
 * ₹20 and 0.03 % per executed order; DP charge ₹13.50 + GST (₹15.93) per scrip sold from the demat.
 */
export const DISCOUNT_BROKER_PLAN: BrokeragePlan = {
  intraday: { ratePerCrore: 3000, capPaise: 2000 },
  delivery: { ratePerCrore: 0, capPaise: 0 },
  dpChargePaise: 1350,
};
