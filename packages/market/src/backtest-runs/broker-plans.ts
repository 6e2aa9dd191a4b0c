import { type BrokeragePlan, DISCOUNT_BROKER_PLAN } from '../charges/charge-rates';
import type { BrokerPlanId } from './backtest-request';

/** A broker price list a back-test can charge, with how it is described to the user. */
export interface BrokerPlanInfo {
  readonly id: BrokerPlanId;
  readonly label: string;
  readonly description: string;
  readonly plan: BrokeragePlan;
}

/** No cap: larger than any brokerage an order within the charges' exact range can reach. */
const NO_CAP = Number.MAX_SAFE_INTEGER;

/**
 * The plans offered: the discount-broker plan of the charges module (Zerodha's 2024 list), an
 * illustrative percentage plan of the kind full-service brokers publish, and statutory charges only.
 */
export const BROKER_PLANS: readonly BrokerPlanInfo[] = [
  {
    id: 'discount',
    label: 'Discount broker',
    description: 'Delivery ₹0; intraday the lower of ₹20 and 0.03 % per order; DP ₹13.50 + GST per sell',
    plan: DISCOUNT_BROKER_PLAN,
  },
  {
    id: 'fullService',
    label: 'Full-service (0.30 % / 0.03 %)',
    description:
      'Illustrative percentage plan: 0.30 % of turnover per delivery order, 0.03 % per intraday order, no cap; DP ₹13.50 + GST per sell',
    plan: {
      delivery: { ratePerCrore: 30_000, capPaise: NO_CAP },
      intraday: { ratePerCrore: 3000, capPaise: NO_CAP },
      dpChargePaise: 1350,
    },
  },
  {
    id: 'statutoryOnly',
    label: 'Statutory charges only',
    description: 'No brokerage and no DP charge: STT, exchange, SEBI, stamp duty and GST only',
    plan: {
      delivery: { ratePerCrore: 0, capPaise: 0 },
      intraday: { ratePerCrore: 0, capPaise: 0 },
      dpChargePaise: 0,
    },
  },
];

/** The plan with this id (the discount plan for an unknown id is never chosen silently: callers validate). */
export function brokerPlanOf(id: BrokerPlanId): BrokerPlanInfo {
  const found = BROKER_PLANS.find((p) => p.id === id);
  if (!found) throw new RangeError(`Unknown broker plan ${id}`);
  return found;
}
