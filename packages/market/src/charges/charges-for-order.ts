import type { Paise } from '../units';
import {
  type BrokeragePlan,
  CHARGE_RATES,
  DISCOUNT_BROKER_PLAN,
  type Product,
  type Side,
} from './charge-rates';
import { perCroreInPaise, perCroreInWholeRupees, roundHalfUp } from './rounding';

/** One executed order, as the charges see it. */
export interface ChargeableOrder {
  readonly side: Side;
  readonly product: Product;
  /** Whole shares. */
  readonly quantity: number;
  /** Average fill price in integer paise. */
  readonly pricePaise: number;
  /** Broker price list; the discount-broker plan when omitted. */
  readonly plan?: BrokeragePlan;
}

/** Every charge of one order (or round trip), each in integer paise. */
export interface OrderCharges {
  readonly brokerage: Paise;
  /** Securities Transaction Tax (whole rupees per order). */
  readonly stt: Paise;
  /** NSE exchange transaction charge. */
  readonly exchange: Paise;
  /** SEBI turnover fee. */
  readonly sebi: Paise;
  readonly stampDuty: Paise;
  /** Depository charge on delivery sells, before GST. */
  readonly dp: Paise;
  /** 18 % GST on brokerage + exchange + SEBI + DP. */
  readonly gst: Paise;
  /** Sum of all of the above. */
  readonly total: Paise;
}

/** Largest turnover (paise) for which turnover × rate stays an exact double: about ₹900 crore. */
const MAX_TURNOVER_PAISE = Math.floor(Number.MAX_SAFE_INTEGER / 10_000);

/**
 * Charges of one executed NSE equity order, computed as a contract note does: each component on
 * the order's turnover, rounded half up to the paisa, except STT, rounded to the rupee.
 */
export function chargesForOrder(order: ChargeableOrder): OrderCharges {
  const { side, product, quantity, pricePaise } = order;
  if (!Number.isSafeInteger(quantity) || quantity < 0)
    throw new RangeError(`quantity must be a whole number, got ${quantity}`);
  if (!Number.isSafeInteger(pricePaise) || pricePaise < 0)
    throw new RangeError(`pricePaise must be whole paise, got ${pricePaise}`);
  const turnover = quantity * pricePaise;
  if (turnover > MAX_TURNOVER_PAISE)
    throw new RangeError(`turnover ${turnover} paise is beyond the exact range`);
  const plan = order.plan ?? DISCOUNT_BROKER_PLAN;
  const fee = plan[product];
  const rates = CHARGE_RATES[product];
  const buy = side === 'buy';
  const brokerage = Math.min(fee.capPaise, perCroreInPaise(turnover, fee.ratePerCrore));
  const stt = perCroreInWholeRupees(turnover, buy ? rates.sttBuyPerCrore : rates.sttSellPerCrore);
  const exchange = perCroreInPaise(turnover, CHARGE_RATES.exchangePerCrore);
  const sebi = perCroreInPaise(turnover, CHARGE_RATES.sebiPerCrore);
  const stampDuty = buy ? perCroreInPaise(turnover, rates.stampBuyPerCrore) : 0;
  const dp = !buy && product === 'delivery' && quantity > 0 ? plan.dpChargePaise : 0;
  const gst = roundHalfUp((brokerage + exchange + sebi + dp) * CHARGE_RATES.gstPercent, 100);
  return asCharges({ brokerage, stt, exchange, sebi, stampDuty, dp, gst });
}

/** A completed buy-and-sell (either order first, as for a short) of one quantity. */
export interface RoundTrip {
  readonly product: Product;
  readonly quantity: number;
  readonly buyPricePaise: number;
  readonly sellPricePaise: number;
  readonly plan?: BrokeragePlan;
}

/**
 * Charges of a round trip: the sum of its two orders' charges (each order rounded on its own, so
 * STT can differ by ₹1 from a contract note that sums several orders of a day before rounding).
 */
export function roundTrip(trip: RoundTrip): OrderCharges {
  const common = { product: trip.product, quantity: trip.quantity, plan: trip.plan };
  return addCharges(
    chargesForOrder({ ...common, side: 'buy', pricePaise: trip.buyPricePaise }),
    chargesForOrder({ ...common, side: 'sell', pricePaise: trip.sellPricePaise }),
  );
}

/** Component-wise sum of two sets of charges. */
export function addCharges(a: OrderCharges, b: OrderCharges): OrderCharges {
  return asCharges({
    brokerage: a.brokerage + b.brokerage,
    stt: a.stt + b.stt,
    exchange: a.exchange + b.exchange,
    sebi: a.sebi + b.sebi,
    stampDuty: a.stampDuty + b.stampDuty,
    dp: a.dp + b.dp,
    gst: a.gst + b.gst,
  });
}

type Components = Record<Exclude<keyof OrderCharges, 'total'>, number>;

function asCharges(c: Components): OrderCharges {
  const total = c.brokerage + c.stt + c.exchange + c.sebi + c.stampDuty + c.dp + c.gst;
  return { ...c, total } as OrderCharges;
}
