/**
 * The strategy form's validation (the user's own strategies, `/add-stratergy`), shared by the web
 * form and the server (`Addstrategies/addStg`), so a hand-made request gets the same messages as
 * the form. Whether the entry and exit conditions are valid screening language is decided by the
 * server's compiler (`Addstrategies/checkRule`), which knows the language; these rules check the rest.
 */

export const USER_STRATEGY_TIMEFRAMES = ['Daily', '15-minute'] as const;
export const USER_STRATEGY_SIDES = ['Buy', 'Sell'] as const;
export const USER_STRATEGY_PRODUCTS = ['Intraday', 'Delivery'] as const;

export type UserStrategyTimeframe = (typeof USER_STRATEGY_TIMEFRAMES)[number];
export type UserStrategySide = (typeof USER_STRATEGY_SIDES)[number];
export type UserStrategyProduct = (typeof USER_STRATEGY_PRODUCTS)[number];

/** Strategies one user may keep. */
export const USER_STRATEGIES_MAX = 25;
export const USER_STRATEGY_NAME_MAX = 60;
export const USER_STRATEGY_DESCRIPTION_MAX = 500;
/** A rule is at most this many characters (the screener's limit). */
export const USER_STRATEGY_RULE_MAX = 2000;
/** Stop-loss and target bounds, percent of the entry price (0 = none). */
export const USER_STRATEGY_STOP_MAX = 50;
export const USER_STRATEGY_TARGET_MAX = 200;

/** The form as typed (every value text, as a form holds it). `sector_id`: a sector slug, '' for all stocks. */
export interface UserStrategyFields {
  readonly name: string;
  readonly description: string;
  readonly timeframe: string;
  readonly side: string;
  readonly product: string;
  readonly entry: string;
  readonly exit: string;
  readonly stoploss: string;
  readonly profitTarget: string;
  readonly sector_id: string;
}

export type UserStrategyErrors = Partial<Record<keyof UserStrategyFields, string>>;

export const USER_STRATEGY_LIMIT_MESSAGE = `You can keep at most ${USER_STRATEGIES_MAX} strategies: delete one first`;

/** The refusal of a name the user already gave another strategy (names are unique per user, ignoring case). */
export const duplicateNameMessage = (name: string): string =>
  `You already have a strategy named “${name.trim()}”`;

const NUMBER = /^\s*\d+(\.\d+)?\s*$/;

function oneOf<T extends string>(value: string, allowed: readonly T[]): value is T {
  return (allowed as readonly string[]).includes(value);
}

function percentError(value: string, label: string, max: number): string | undefined {
  if (value.trim() === '') return `${label} is required`;
  if (!NUMBER.test(value)) return `${label} must be a number`;
  if (Number(value) > max) return `${label} must be from 0 (none) to ${max} %`;
  return undefined;
}

function ruleError(value: string, label: string): string | undefined {
  if (value.trim() === '') return `${label} is required`;
  if (value.length > USER_STRATEGY_RULE_MAX)
    return `${label} is at most ${USER_STRATEGY_RULE_MAX} characters`;
  return undefined;
}

/** Errors of the strategy form, by field (an empty object when it may be saved). */
export function userStrategyErrors(fields: UserStrategyFields): UserStrategyErrors {
  const errors: UserStrategyErrors = {};
  const name = fields.name.trim();
  if (name === '') errors.name = 'Strategy Name is required';
  else if (name.length > USER_STRATEGY_NAME_MAX)
    errors.name = `Strategy Name is at most ${USER_STRATEGY_NAME_MAX} characters`;
  if (fields.description.trim().length > USER_STRATEGY_DESCRIPTION_MAX)
    errors.description = `Description is at most ${USER_STRATEGY_DESCRIPTION_MAX} characters`;
  if (!oneOf(fields.timeframe, USER_STRATEGY_TIMEFRAMES))
    errors.timeframe = 'Timeframe must be Daily or 15-minute';
  if (!oneOf(fields.side, USER_STRATEGY_SIDES)) errors.side = 'Side must be Buy or Sell';
  if (!oneOf(fields.product, USER_STRATEGY_PRODUCTS)) errors.product = 'Product must be Intraday or Delivery';
  else if (fields.product === 'Delivery' && fields.timeframe === '15-minute')
    errors.product = 'A 15-minute strategy is Intraday: its trades are squared off the same day';
  else if (fields.product === 'Delivery' && fields.side === 'Sell')
    errors.product = 'A Sell strategy is Intraday: NSE cash does not carry short positions overnight';
  const entry = ruleError(fields.entry, 'Entry Condition');
  if (entry) errors.entry = entry;
  const exit = ruleError(fields.exit, 'Exit Condition');
  if (exit) errors.exit = exit;
  const stop = percentError(fields.stoploss, 'Stop Loss', USER_STRATEGY_STOP_MAX);
  if (stop) errors.stoploss = stop;
  const target = percentError(fields.profitTarget, 'Profit Target', USER_STRATEGY_TARGET_MAX);
  if (target) errors.profitTarget = target;
  return errors;
}
