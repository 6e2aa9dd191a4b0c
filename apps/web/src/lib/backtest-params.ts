// The back-test form as URL search parameters (the same names as BackTest/run's query), so a
// result's URL re-runs it: parse → form, form → parameters, and which request field an error is about.
import type {
  BacktestBrokerPlan,
  BacktestRunKind,
  BacktestRunQuery,
  BacktestScopeKind,
  EndpointQuery,
  toolEndpoints,
} from '@nivesh/contracts';

export interface BacktestForm {
  readonly strategyType: BacktestRunKind;
  readonly strategyId: string;
  readonly entry: string;
  readonly exit: string;
  readonly scope: BacktestScopeKind;
  readonly symbol: string;
  readonly sectorId: string;
  /** YYYY-MM-DD or '' (the whole history). */
  readonly from: string;
  readonly to: string;
  readonly capital: string;
  readonly positionPct: string;
  readonly maxPositions: string;
  /** '' = the strategy's own. */
  readonly stopPct: string;
  readonly targetPct: string;
  /** '' = the strategy's own. */
  readonly product: '' | 'intraday' | 'delivery';
  readonly slippageBps: string;
  readonly plan: BacktestBrokerPlan;
}

export const DEFAULT_FORM: BacktestForm = {
  strategyType: 'tradingTool',
  strategyId: 'sma-cross-20-50',
  entry: 'crosses_above(sma(close, 20), sma(close, 50))',
  exit: 'crosses_below(sma(close, 20), sma(close, 50))',
  scope: 'symbol',
  symbol: 'RELIANCE',
  sectorId: '',
  from: '',
  to: '',
  capital: '1000000',
  positionPct: '100',
  maxPositions: '10',
  stopPct: '',
  targetPct: '',
  product: '',
  slippageBps: '5',
  plan: 'discount',
};

const oneOf = <T extends string>(value: string | null, options: readonly T[], fallback: T): T =>
  options.find((o) => o === value) ?? fallback;

/** The form a URL describes (missing parameters take the defaults). */
export function formFromParams(params: URLSearchParams): BacktestForm {
  const text = (key: string, fallback: string) => params.get(key) ?? fallback;
  const d = DEFAULT_FORM;
  return {
    strategyType: oneOf(params.get('strategy_type'), ['tradingTool', 'autosignal', 'custom'], d.strategyType),
    strategyId: text('strategy_id', d.strategyId),
    entry: text('entry', d.entry),
    exit: text('exit', d.exit),
    scope: oneOf(params.get('scope'), ['symbol', 'sector', 'universe'], d.scope),
    symbol: text('symbol', d.symbol),
    sectorId: text('sector_id', d.sectorId),
    from: text('from', d.from),
    to: text('to', d.to),
    capital: text('capital', d.capital),
    positionPct: text('position_pct', d.positionPct),
    maxPositions: text('max_positions', d.maxPositions),
    stopPct: text('stop_pct', d.stopPct),
    targetPct: text('target_pct', d.targetPct),
    product: oneOf(params.get('product'), ['', 'intraday', 'delivery'], d.product),
    slippageBps: text('slippage_bps', d.slippageBps),
    plan: oneOf(params.get('plan'), ['discount', 'fullService', 'statutoryOnly'], d.plan),
  };
}

/** Whether the URL asks for a run (the form was submitted, or a shared link was opened). */
export function hasRun(params: URLSearchParams): boolean {
  return params.has('strategy_type') && params.has('capital');
}

/** The query of BackTest/run (and the page's URL) for a form: only what applies, blanks left out. */
export function queryOfForm(form: BacktestForm): Record<string, string> {
  const q: Record<string, string> = {
    strategy_type: form.strategyType,
    scope: form.scope,
    capital: form.capital.trim(),
  };
  const put = (key: keyof BacktestRunQuery, value: string) => {
    if (value.trim() !== '') q[key] = value.trim();
  };
  if (form.strategyType === 'custom') {
    q.entry = form.entry;
    q.exit = form.exit;
  } else put('strategy_id', form.strategyId);
  if (form.scope === 'symbol') put('symbol', form.symbol.toUpperCase());
  if (form.scope === 'sector') put('sector_id', form.sectorId);
  put('from', form.from);
  put('to', form.to);
  if (form.scope === 'symbol') put('position_pct', form.positionPct);
  else put('max_positions', form.maxPositions);
  put('stop_pct', form.stopPct);
  put('target_pct', form.targetPct);
  put('product', form.product);
  put('slippage_bps', form.slippageBps);
  q.plan = form.plan;
  return q;
}

/** The form as BackTest/run's typed query (the server validates and refuses what is wrong). */
export function runQueryOfForm(form: BacktestForm): EndpointQuery<typeof toolEndpoints.backtestRun> {
  return {
    ...queryOfForm(form),
    strategy_type: form.strategyType,
    scope: form.scope,
    capital: form.capital.trim(),
    product: form.product === '' ? undefined : form.product,
    plan: form.plan,
  };
}

/** Form fields, by the names the server gives in a refusal (`field`) or a 400's `errors[].field`. */
export type FormField =
  | 'strategy'
  | 'entry'
  | 'exit'
  | 'symbol'
  | 'sector'
  | 'scope'
  | 'from'
  | 'to'
  | 'capital'
  | 'positionPct'
  | 'maxPositions'
  | 'stopPct'
  | 'targetPct'
  | 'product'
  | 'slippageBps'
  | 'plan';

const FIELD_NAMES: Readonly<Record<string, FormField>> = {
  strategy: 'strategy',
  strategy_type: 'strategy',
  strategy_id: 'strategy',
  entry: 'entry',
  exit: 'exit',
  symbol: 'symbol',
  sector: 'sector',
  sector_id: 'sector',
  scope: 'scope',
  from: 'from',
  to: 'to',
  capital: 'capital',
  positionPercent: 'positionPct',
  position_pct: 'positionPct',
  maxOpenPositions: 'maxPositions',
  max_positions: 'maxPositions',
  stopLossPercent: 'stopPct',
  stop_pct: 'stopPct',
  targetPercent: 'targetPct',
  target_pct: 'targetPct',
  product: 'product',
  slippageBps: 'slippageBps',
  slippage_bps: 'slippageBps',
  brokerPlan: 'plan',
  plan: 'plan',
};

/** The form field a server field name is about (`querystring.capital`, `capital`, `stopLossPercent`…), or null. */
export function formFieldOf(field: string | null | undefined): FormField | null {
  if (!field) return null;
  const name = field.split(/[./]/).filter(Boolean).at(-1) ?? '';
  return FIELD_NAMES[name] ?? null;
}
