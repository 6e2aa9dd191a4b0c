import type { PositionSide } from '../backtest/backtest-types';
import type { Product } from '../charges/charge-rates';
import type { BacktestRequest, BacktestSettings } from './backtest-request';
import { BacktestRequestError } from './backtest-request-error';
import { BROKER_PLANS } from './broker-plans';

/** Starting capital limits, rupees (the charges stay exact up to about ₹900 crore per order). */
export const MIN_CAPITAL_RUPEES = 1_000;
export const MAX_CAPITAL_RUPEES = 1_000_000_000;
export const MAX_OPEN_POSITIONS = 50;
export const MAX_SLIPPAGE_BPS = 500;
export const MAX_TARGET_PERCENT = 1_000;

function check(ok: boolean, field: string, message: string): void {
  if (!ok) throw new BacktestRequestError(field, message);
}

const inRange = (v: number, min: number, max: number) => Number.isFinite(v) && v >= min && v <= max;

/**
 * The request's trading settings with the strategy's defaults filled in; throws a
 * `BacktestRequestError` naming the field for any value the engine cannot honour.
 */
export function validatedSettings(
  request: BacktestRequest,
  defaults: { side: PositionSide; product: Product; stopLossPercent: number; targetPercent: number },
): BacktestSettings {
  const {
    capitalRupees,
    positionPercent = 100,
    maxOpenPositions = 10,
    stopLossPercent = defaults.stopLossPercent,
    targetPercent = defaults.targetPercent,
    product = defaults.product,
    slippageBps = 0,
    brokerPlan = 'discount',
  } = request;
  check(
    inRange(capitalRupees, MIN_CAPITAL_RUPEES, MAX_CAPITAL_RUPEES),
    'capital',
    `Capital must be between ₹${MIN_CAPITAL_RUPEES.toLocaleString('en-IN')} and ₹${MAX_CAPITAL_RUPEES.toLocaleString('en-IN')}`,
  );
  check(
    positionPercent > 0 && positionPercent <= 100,
    'positionPercent',
    'Position size must be more than 0 % and at most 100 % of equity',
  );
  check(
    Number.isInteger(maxOpenPositions) && maxOpenPositions >= 1 && maxOpenPositions <= MAX_OPEN_POSITIONS,
    'maxOpenPositions',
    `Open positions must be a whole number from 1 to ${MAX_OPEN_POSITIONS}`,
  );
  check(
    inRange(stopLossPercent, 0, 99.99),
    'stopLossPercent',
    'Stop-loss must be from 0 % (none) to below 100 %',
  );
  check(
    inRange(targetPercent, 0, MAX_TARGET_PERCENT),
    'targetPercent',
    `Target must be from 0 % (none) to ${MAX_TARGET_PERCENT} %`,
  );
  check(
    inRange(slippageBps, 0, MAX_SLIPPAGE_BPS),
    'slippageBps',
    `Slippage must be from 0 to ${MAX_SLIPPAGE_BPS} basis points`,
  );
  check(product === 'delivery' || product === 'intraday', 'product', 'Product must be Intraday or Delivery');
  check(
    BROKER_PLANS.some((p) => p.id === brokerPlan),
    'brokerPlan',
    `Broker plan must be one of ${BROKER_PLANS.map((p) => p.id).join(', ')}`,
  );
  check(
    !(defaults.side === 'short' && product === 'delivery'),
    'product',
    'This strategy sells short, which NSE cash allows only intraday: choose the Intraday product',
  );
  return {
    side: defaults.side,
    product,
    capitalPaise: Math.round(capitalRupees * 100),
    positionPercent,
    maxOpenPositions,
    stopLossPercent,
    targetPercent,
    slippageBps,
    brokerPlan,
  };
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The first and last index of `dates` inside `[from, to]` (defaults: the whole history); a date
 * that is not a session snaps inward to the nearest session. Refuses bad formats, reversed or
 * empty periods and periods outside the history, naming the field.
 */
export function periodIndices(
  dates: readonly string[],
  from?: string,
  to?: string,
): { first: number; last: number } {
  // Bars may be labelled with a time (`YYYY-MM-DD HH:MM`, 15-minute history): periods are whole sessions.
  const day = (label: string | undefined) => label?.slice(0, 10);
  const firstDate = day(dates[0]);
  const lastDate = day(dates.at(-1));
  if (firstDate === undefined || lastDate === undefined)
    throw new BacktestRequestError('from', 'The market has no history yet');
  for (const [field, value] of [
    ['from', from],
    ['to', to],
  ] as const)
    check(
      value === undefined || ISO_DATE.test(value),
      field,
      `${field === 'from' ? 'From' : 'To'} must be a date (YYYY-MM-DD)`,
    );
  const start = from ?? firstDate;
  const end = to ?? lastDate;
  check(start <= lastDate, 'from', `From is after the last completed session (${lastDate})`);
  check(end >= firstDate, 'to', `To is before the history starts (${firstDate})`);
  check(start <= end, 'to', 'To must be on or after From');
  let first = 0;
  while (first < dates.length && (day(dates[first]) ?? '') < start) first++;
  let last = dates.length - 1;
  while (last >= 0 && (day(dates[last]) ?? '') > end) last--;
  check(last - first >= 1, 'to', 'The period must hold at least two trading sessions');
  return { first, last };
}
