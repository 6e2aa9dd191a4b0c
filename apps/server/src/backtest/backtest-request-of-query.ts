import type { BacktestRunParams } from '@nivesh/contracts';
import { type BacktestRequest, BacktestRequestError, type BacktestStrategyChoice } from '@nivesh/market';
import { resolveSector } from '../market/day/list-scope';
import type { MarketService } from '../market/market.service';

type Query = BacktestRunParams;

function strategyOf(query: Query): BacktestStrategyChoice {
  if (query.strategy_type === 'custom')
    return { kind: 'custom', entry: query.entry ?? '', exit: query.exit ?? '' };
  const id = query.strategy_id ?? '';
  if (id === '') throw new BacktestRequestError('strategy', 'Choose a strategy');
  return query.strategy_type === 'tradingTool'
    ? { kind: 'tradingTool', id }
    : { kind: 'autosignal', type: id };
}

/** The domain request a `BackTest/run` query describes (sector slugs resolved); throws `BacktestRequestError`. */
export function backtestRequestOf(query: Query, market: MarketService): BacktestRequest {
  let scope: BacktestRequest['scope'] = { kind: 'universe' };
  if (query.scope === 'symbol') {
    if (!query.symbol) throw new BacktestRequestError('symbol', 'Choose a stock');
    scope = { kind: 'symbol', symbol: query.symbol };
  } else if (query.scope === 'sector') {
    const key = query.sector_id ?? '';
    if (key === '') throw new BacktestRequestError('sector', 'Choose a sector');
    // An unknown sector passes through as typed: the run refuses it after checking the rules.
    scope = { kind: 'sector', sector: resolveSector(market.feed.state, key) ?? key };
  }
  return {
    strategy: strategyOf(query),
    scope,
    from: query.from || undefined,
    to: query.to || undefined,
    capitalRupees: query.capital,
    positionPercent: query.position_pct,
    maxOpenPositions: query.max_positions,
    stopLossPercent: query.stop_pct,
    targetPercent: query.target_pct,
    product: query.product,
    slippageBps: query.slippage_bps,
    brokerPlan: query.plan,
  };
}

/** A stable key of everything that changes a run's answer (identity parameters left out). */
export function requestKey(request: BacktestRequest): string {
  return JSON.stringify(request, (_key, value: unknown) => (value === undefined ? null : value));
}
