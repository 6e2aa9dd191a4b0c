import { SCREEN_FUNCTIONS } from './catalogue-functions';
import type { ScreenCatalogue, ScreenField, ScreenFunction } from './catalogue-types';

/**
 * The option screener's scope. Rows are F&O underlyings (NIFTY, BANKNIFTY, FINNIFTY, MIDCPNIFTY
 * and every F&O stock), each read on one expiry of its chain; or that expiry's contracts
 * (strike × CE/PE), where a contract row also carries its underlying's fields.
 */
export type OptionScreenScope = 'underlyings' | 'contracts';

/** Number fields of an underlying, read on the chosen expiry of its chain. */
export const UNDERLYING_NUMBER_FIELDS = [
  'spot',
  'spot_change_pct',
  'iv',
  'iv_rank',
  'iv_percentile',
  'pcr',
  'pcr_volume',
  'max_pain',
  'max_pain_distance',
  'call_oi',
  'put_oi',
  'oi_change',
  'call_oi_change',
  'put_oi_change',
  'forward_basis',
  'straddle',
  'expected_move',
  'days_to_expiry',
  'lot_size',
] as const;
export type UnderlyingNumberField = (typeof UNDERLYING_NUMBER_FIELDS)[number];

/** Number fields of one contract (strike × side) of the chosen expiry. */
export const CONTRACT_NUMBER_FIELDS = [
  'strike',
  'ltp',
  'ltp_change_pct',
  'contract_iv',
  'delta',
  'theta',
  'oi',
  'contract_oi_change',
  'oi_change_pct',
  'volume',
  'moneyness',
] as const;
export type ContractNumberField = (typeof CONTRACT_NUMBER_FIELDS)[number];

/** Text fields: the underlying's symbol and kind; a contract's side. */
export type OptionTextField = 'symbol' | 'kind' | 'side';

type FieldText = readonly [unit: string, description: string, example: string];
const option = (name: string, [unit, description, example]: FieldText): ScreenField => ({
  name,
  kind: 'option',
  unit,
  description,
  example,
});
const text = (name: OptionTextField, description: string, example: string): ScreenField => ({
  name,
  kind: 'text',
  unit: 'text',
  description,
  example,
});

const UNDERLYING_TEXTS: Record<UnderlyingNumberField, FieldText> = {
  spot: ['points (₹ for stocks)', 'Live level of the underlying', 'spot > 1000'],
  spot_change_pct: ['%', 'Change of the underlying since the previous close', 'spot_change_pct > 1'],
  iv: [
    '% a year',
    'ATM implied volatility of the expiry: mean of the call and put IV back-solved from the LTP at the strike nearest the spot (as the option chain shows it)',
    'iv > 20',
  ],
  iv_rank: [
    '0–100',
    'IV rank: where the 30-day ATM volatility stands in its range over the last 250 sessions and today, (now − min) ÷ (max − min) × 100 (indices follow India VIX)',
    'iv_rank > 70',
  ],
  iv_percentile: [
    '0–100',
    'IV percentile: share of those sessions whose 30-day ATM volatility was below today’s, %',
    'iv_percentile > 80',
  ],
  pcr: ['ratio', 'Put–call ratio by open interest: Σ put OI ÷ Σ call OI of the expiry', 'pcr < 0.8'],
  pcr_volume: [
    'ratio',
    'Put–call ratio by volume: Σ put volume ÷ Σ call volume of the expiry',
    'pcr_volume > 1.2',
  ],
  max_pain: [
    'points (strike)',
    'Max pain: the strike at which option writers of the expiry pay the least at expiry',
    'max_pain > spot',
  ],
  max_pain_distance: [
    '%',
    'Distance of max pain from the spot, (max pain − spot) ÷ spot × 100: positive when max pain is above',
    'max_pain_distance > 2',
  ],
  call_oi: ['contracts', 'Call open interest of the expiry, summed over its strikes', 'call_oi > 100000'],
  put_oi: ['contracts', 'Put open interest of the expiry, summed over its strikes', 'put_oi > call_oi'],
  oi_change: [
    'contracts',
    'Change in open interest of the expiry since the previous close, calls and puts together',
    'oi_change > 0',
  ],
  call_oi_change: [
    'contracts',
    'Change in call open interest since the previous close',
    'call_oi_change > 0',
  ],
  put_oi_change: [
    'contracts',
    'Change in put open interest since the previous close',
    'put_oi_change > call_oi_change',
  ],
  forward_basis: [
    '%',
    'Cost-of-carry basis of the expiry: (forward − spot) ÷ spot × 100, forward = spot × e^((r − q)T) as the chain is priced',
    'forward_basis > 0.5',
  ],
  straddle: [
    '₹ per unit',
    'ATM straddle: call LTP + put LTP at the strike nearest the spot',
    'straddle > 100',
  ],
  expected_move: [
    '%',
    'Move to expiry the ATM straddle prices in: straddle ÷ spot × 100',
    'expected_move > 5',
  ],
  days_to_expiry: ['calendar days', 'Days from today’s session to the expiry', 'days_to_expiry <= 7'],
  lot_size: ['units', 'Units of the underlying in one contract', 'lot_size * spot > 500000'],
};

const CONTRACT_TEXTS: Record<ContractNumberField, FieldText> = {
  strike: ['points', 'Strike price of the contract', 'strike > spot'],
  ltp: ['₹ per unit', 'Last traded price (premium) of the contract', 'ltp < 50'],
  ltp_change_pct: ['%', 'Change of the premium since the previous close', 'ltp_change_pct > 20'],
  contract_iv: [
    '% a year',
    'Implied volatility back-solved from the contract’s LTP (Black–Scholes on the forward, r 6.5 %)',
    'contract_iv > iv',
  ],
  delta: [
    '−1 to 1',
    'Delta: change of the premium per point of the underlying (puts negative)',
    'abs(delta) < 0.3',
  ],
  theta: ['₹ per day', 'Theta: change of the premium per calendar day, other things equal', 'theta > -5'],
  oi: ['contracts', 'Open interest of the contract', 'oi > 10000'],
  contract_oi_change: [
    'contracts',
    'Change in the contract’s open interest since the previous close',
    'contract_oi_change > 5000',
  ],
  oi_change_pct: [
    '%',
    'Change in the contract’s open interest since the previous close, % of that close’s OI',
    'oi_change_pct > 50',
  ],
  volume: ['contracts', 'Contracts traded so far in the session', 'volume > oi'],
  moneyness: [
    '%',
    'How far out of the money, % of spot: (strike − spot) ÷ spot × 100 for a call, (spot − strike) ÷ spot × 100 for a put; negative in the money',
    'moneyness > 2 and moneyness < 5',
  ],
};

const TEXT_FIELDS: readonly ScreenField[] = [
  text('symbol', 'Derivatives symbol of the underlying (NIFTY, RELIANCE)', 'symbol = "NIFTY"'),
  text('kind', 'Kind of underlying: "index" or "stock"', 'kind = "stock"'),
];
const SIDE_FIELD = text('side', 'Side of the contract: "CE" (call) or "PE" (put)', 'side = "PE"');

/** Fields of the underlyings scope. */
export const UNDERLYING_SCREEN_FIELDS: readonly ScreenField[] = [
  ...UNDERLYING_NUMBER_FIELDS.map((name) => option(name, UNDERLYING_TEXTS[name])),
  ...TEXT_FIELDS,
];

/** Fields only a contract has. */
export const CONTRACT_ONLY_SCREEN_FIELDS: readonly ScreenField[] = [
  ...CONTRACT_NUMBER_FIELDS.map((name) => option(name, CONTRACT_TEXTS[name])),
  SIDE_FIELD,
];

const chainFunction = (name: string, unit: string, description: string, example: string): ScreenFunction => ({
  name,
  kind: 'chain',
  args: [{ name: 'steps', type: 'number' }],
  returns: 'number',
  unit,
  description,
  example,
});

/** Functions over the chain: a figure at the strike `steps` strikes above (+) or below (−) the ATM strike. */
export const CHAIN_SCREEN_FUNCTIONS: readonly ScreenFunction[] = [
  chainFunction(
    'call_oi_at',
    'contracts',
    'Call open interest at the strike `steps` strikes from the ATM strike (the one nearest the spot; + above, − below)',
    'call_oi_at(2) > 2 * call_oi_at(0)',
  ),
  chainFunction(
    'put_oi_at',
    'contracts',
    'Put open interest at the strike `steps` strikes from the ATM strike',
    'put_oi_at(-2) > put_oi_at(2)',
  ),
  chainFunction(
    'call_iv_at',
    '% a year',
    'Call IV (back-solved from the LTP) at the strike `steps` strikes from the ATM strike',
    'call_iv_at(2) < iv',
  ),
  chainFunction(
    'put_iv_at',
    '% a year',
    'Put IV at the strike `steps` strikes from the ATM strike; put_iv_at(-2) − call_iv_at(2) is a skew',
    'put_iv_at(-2) - call_iv_at(2) > 3',
  ),
];

/** The functions of option screens: arithmetic ones (abs, min, max) and those over the chain; indicators need bars. */
const OPTION_FUNCTIONS = [...SCREEN_FUNCTIONS.filter((fn) => fn.kind === 'math'), ...CHAIN_SCREEN_FUNCTIONS];

const contractOnly = (name: string): string | undefined =>
  CONTRACT_ONLY_SCREEN_FIELDS.some((f) => f.name === name)
    ? ` — "${name}" is a field of a contract: screen contracts to use it`
    : undefined;

const OPTION_CATALOGUES: Readonly<Record<OptionScreenScope, ScreenCatalogue>> = {
  underlyings: {
    fields: UNDERLYING_SCREEN_FIELDS,
    functions: OPTION_FUNCTIONS,
    offsets: false,
    elsewhere: contractOnly,
  },
  contracts: {
    fields: [...UNDERLYING_SCREEN_FIELDS, ...CONTRACT_ONLY_SCREEN_FIELDS],
    functions: OPTION_FUNCTIONS,
    offsets: false,
  },
};

/** The catalogue of an option-screen scope (contracts also read their underlying's fields). */
export function optionScreenCatalogue(scope: OptionScreenScope): ScreenCatalogue {
  return OPTION_CATALOGUES[scope];
}
