// The strategy (basket) form's state, pure: its empty form, the form of a loaded order, and the rule
// that changing the strategy type clears the chosen strategy (spec 4).
import {
  type OrderDetailAnswer,
  type StrategyOrderFields,
  type StrategyTypeValue,
  sectorSlug,
} from '@nivesh/contracts';

/**
 * Spec 9: Autosignal (autosignal) and Trading Tools (tradingTool). `serverName` is how an order's
 * detail names its type (matched, not shown); the form shows `strategyTypes.<value>` of the strings.
 */
export const STRATEGY_TYPE_CHOICES: readonly {
  readonly value: StrategyTypeValue;
  readonly serverName: string;
}[] = [
  { value: 'autosignal', serverName: 'Autosignal' },
  { value: 'tradingTool', serverName: 'Trading Tools' },
];

export const EMPTY_STRATEGY_FORM: StrategyOrderFields = {
  quantity: '',
  stoploss: '',
  noOfStock: '',
  profitTarget: '',
  getsectorid: '',
  type: '',
  getOptionId: '',
  signaltype: 'Buy',
  product: 'Intraday',
};

export function withStrategyType(fields: StrategyOrderFields, type: string): StrategyOrderFields {
  return type === fields.type ? fields : { ...fields, type, getOptionId: '' };
}

const typeOfLabel = (label: string): string =>
  STRATEGY_TYPE_CHOICES.find((c) => c.serverName === label || c.value === label)?.value ?? '';

/**
 * The form of a loaded order (edit mode). The detail names its strategy, so the strategy's id is
 * looked up among `choices` (the strategies of the order's type).
 */
export function fieldsOfDetail(
  data: OrderDetailAnswer['data'],
  choices: readonly { readonly value: string; readonly label: string }[],
): StrategyOrderFields {
  return {
    quantity: String(data.quantity),
    stoploss: String(data.stoploss),
    noOfStock: String(data.noOfStock),
    profitTarget: String(data.profitTarget),
    getsectorid: data.sectorName ? sectorSlug(data.sectorName) : '',
    type: typeOfLabel(data.strategyType),
    getOptionId: choices.find((c) => c.label === data.strategyName)?.value ?? '',
    signaltype: data.signaltype === 'Sell' ? 'Sell' : 'Buy',
    product: data.product === 'Delivery' ? 'Delivery' : 'Intraday',
  };
}

export const strategyTypeOfDetail = (data: OrderDetailAnswer['data']): string =>
  typeOfLabel(data.strategyType);
