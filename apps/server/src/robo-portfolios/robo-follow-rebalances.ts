/**
 * A followed model's later rebalances applied to the follower's portfolio, lazily when the follower
 * reads it (as the market's corporate actions are applied on read). For each rebalance of the model
 * after the follow's applied-through date, in order: the portfolio's shares that day (its
 * transactions up to the day with the market's actions, FIFO as the portfolio computes them), the
 * day's printed closes and the follow's cash go through the model's own rule (`planFollowRebalance`);
 * the sells and buys are stored as transactions dated the rebalance day, labelled
 * "Robo rebalance: <model> <date>", and the follow's cash and applied-through date move on — in one
 * transaction under the user's portfolios lock, the update conditional on the applied-through date
 * read, so two requests (or two servers) never store a rebalance twice.
 */
import { PORTFOLIO_TRANSACTIONS_MAX } from '@nivesh/contracts';
import { type IsoDate, planFollowRebalance, type RoboRebalance } from '@nivesh/market';
import type { Clock } from '../clock';
import type { PortfolioTransactionRow, RoboFollowRow } from '../db/schema';
import type { MarketService } from '../market/market.service';
import { findSymbol } from '../market/routes/stock/stock-lookup';
import { compute } from '../portfolios/portfolio-answers';
import { withMarketActions } from '../portfolios/portfolio-engine';
import type { NewTransaction, PortfoliosRepository } from '../portfolios/portfolios.repository';
import type { MarketServices } from '../services';
import type { FollowDeps } from './robo-follow';
import type { RoboFollowsRepository } from './robo-follows.repository';

/** The source-file label of a rebalance's transactions. */
export const rebalanceLabel = (modelName: string, date: string): string =>
  `Robo rebalance: ${modelName} ${date}`;

/** The model's rebalances a follow has yet to apply, oldest first. */
export const pendingRebalances = (
  row: Pick<RoboFollowRow, 'since' | 'appliedThrough'>,
  rebalances: readonly RoboRebalance[],
): RoboRebalance[] => rebalances.filter((r) => r.date > row.since && r.date > row.appliedThrough);

/** Printed close in paise of `symbol` on the completed day `date`, or undefined. */
function closeOn(market: MarketService, date: string): (symbol: string) => number | undefined {
  const state = market.feed.state;
  const t = state.dates.indexOf(date as IsoDate);
  return (symbol) => {
    const found = t < 0 ? undefined : findSymbol(market, symbol);
    const close = found ? (state.daily(found.id).close[t] ?? 0) : 0;
    return close > 0 ? Math.round(close) : undefined;
  };
}

/** Applies one rebalance inside the lock; false when it cannot (the portfolio does not compute, or is full). */
async function applyOne(
  market: MarketService,
  follows: RoboFollowsRepository,
  portfolios: PortfoliosRepository,
  row: RoboFollowRow,
  modelName: string,
  rebalance: RoboRebalance,
  now: Date,
): Promise<RoboFollowRow | undefined> {
  const all = await portfolios.transactionsOf([row.portfolioId]);
  const rows = all.filter((tx) => tx.tradeDate <= rebalance.date);
  const computed = compute(withMarketActions(market, rows, rebalance.date as IsoDate));
  if (computed.kind !== 'ok') return undefined;
  const plan = planFollowRebalance({
    held: new Map(computed.holdings.map((h) => [h.symbol, Number(h.quantity)])),
    cashPaise: row.cashPaise,
    closePaise: closeOn(market, rebalance.date),
    chosen: rebalance.holdings.map((h) => h.symbol),
  });
  const label = rebalanceLabel(modelName, rebalance.date);
  const txs: NewTransaction[] = plan.trades.map((t) => ({
    kind: t.side,
    symbol: t.symbol,
    isin: null,
    tradeDate: rebalance.date,
    quantity: t.quantity,
    pricePaise: t.pricePaise,
    chargesPaise: t.chargesPaise,
    ratioNew: null,
    ratioOld: null,
    acquiredOn: null,
    source: 'import',
    sourceFile: label,
  }));
  if (all.length + txs.length > PORTFOLIO_TRANSACTIONS_MAX) return undefined;
  // Transactions the user dated after the day must still compute with these (no sell of more than held).
  const trial: PortfolioTransactionRow[] = [
    ...all,
    ...txs.map((tx, i) => ({
      ...tx,
      id: `robo-${i}`,
      portfolioId: row.portfolioId,
      seq: Number.MAX_SAFE_INTEGER,
      isin: null,
      quantity: tx.quantity ?? null,
      pricePaise: tx.pricePaise ?? null,
      chargesPaise: tx.chargesPaise ?? 0,
      ratioNew: null,
      ratioOld: null,
      acquiredOn: null,
      sourceFile: label,
      createdAt: now,
    })),
  ].sort((a, b) => (a.tradeDate < b.tradeDate ? -1 : a.tradeDate > b.tradeDate ? 1 : 0));
  const session = market.feed.session().date;
  if (compute(withMarketActions(market, trial, session)).kind !== 'ok') return undefined;
  if (!(await follows.markApplied(row, rebalance.date, plan.cashPaise))) return undefined;
  if (txs.length > 0) await portfolios.addTransactions(row.portfolioId, txs, now);
  return { ...row, appliedThrough: rebalance.date, cashPaise: plan.cashPaise };
}

/**
 * Applies the model's rebalances the user's followed portfolio `portfolioId` has yet to apply;
 * nothing for a portfolio that follows no model or is not the user's. Returns the follow row after.
 */
export async function applyFollowRebalances(
  deps: FollowDeps,
  userId: string,
  portfolioId: string,
): Promise<RoboFollowRow | undefined> {
  const before = await deps.follows.get(userId, portfolioId);
  if (!before) return undefined;
  const found = (await deps.runs()).runs.get(before.modelId);
  if (!found || pendingRebalances(before, found.run.rebalances).length === 0) return before;
  return deps.follows.withUserLock(userId, async (follows, portfolios) => {
    // Read again under the lock: another request may have applied them meanwhile.
    let row = await follows.get(userId, portfolioId);
    if (!row) return undefined;
    for (const rebalance of pendingRebalances(row, found.run.rebalances)) {
      const next = await applyOne(
        deps.market,
        follows,
        portfolios,
        row,
        found.model.name,
        rebalance,
        deps.now(),
      );
      if (!next) break;
      row = next;
    }
    return row;
  });
}

/** What following a model needs of the services. */
export function followDepsOf(
  services: Pick<MarketServices, 'market' | 'portfolios' | 'roboFollows' | 'roboPortfolios'>,
  clock: Clock,
): FollowDeps {
  return {
    market: services.market,
    portfolios: services.portfolios,
    follows: services.roboFollows,
    runs: () => services.roboPortfolios.runs(),
    now: () => clock.now(),
  };
}

/** For portfolio/* reads: applies a followed model's pending rebalances to the user's portfolio `id`. */
export function roboRebalancesOnRead(
  services: Pick<MarketServices, 'market' | 'portfolios' | 'roboFollows' | 'roboPortfolios'>,
  clock: Clock,
): (userId: string, id: string) => Promise<unknown> {
  const deps = followDepsOf(services, clock);
  return (userId, id) => applyFollowRebalances(deps, userId, id);
}
