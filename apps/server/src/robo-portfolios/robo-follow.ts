/**
 * Following a model portfolio (RoboPort/addRoboPortData): a new portfolio of the signed-in user's,
 * named after the model, with one buy per stock of the model's latest rebalance at its weight, in
 * whole shares at the session's price (the live quote the portfolios value holdings at), paying
 * the delivery charges of a contract note; the follow row records the model, the session and the
 * cash left. RoboPort/getFollow applies the model's later rebalances (robo-follow-rebalances.ts)
 * and tells which model a portfolio follows and the rebalances applied since.
 */
import {
  duplicatePortfolioMessage,
  PORTFOLIO_LIMIT_MESSAGE,
  PORTFOLIO_NAME_MAX,
  PORTFOLIOS_MAX,
  type RoboFollowDto,
  type RoboModelId,
  roboFollowAmountError,
  roboFollowMinimumMessage,
} from '@nivesh/contracts';
import { type FollowTarget, planFollow, type RoboRun } from '@nivesh/market';
import type { RoboFollowRow } from '../db/schema';
import { ok, refuse, refuseNotFound } from '../http/answers';
import type { MarketService } from '../market/market.service';
import { quoteReader } from '../portfolios/portfolio-answers';
import type { PortfoliosRepository } from '../portfolios/portfolios.repository';
import { NO_SUCH_PORTFOLIO } from '../portfolios/portfolios.routes';
import { applyFollowRebalances, rebalanceLabel } from './robo-follow-rebalances';
import type { RoboFollowsRepository } from './robo-follows.repository';
import type { RoboRuns } from './robo-portfolios.service';

export const NO_REBALANCE_YET = 'This model has not rebalanced yet: there is nothing to follow';

const rupees = (paise: number): number => Math.round(paise) / 100;

export interface FollowDeps {
  readonly market: MarketService;
  readonly portfolios: PortfoliosRepository;
  readonly follows: RoboFollowsRepository;
  readonly runs: () => Promise<RoboRuns>;
  readonly now: () => Date;
}

/** `tradesOf(label)`: how many of the portfolio's transactions carry an applied rebalance's label. */
function followDto(
  row: RoboFollowRow,
  name: string,
  run: RoboRun,
  tradesOf: (label: string) => number = () => 0,
): RoboFollowDto {
  const since = run.rebalances.filter((r) => r.date > row.since).reverse();
  const brief = (r: RoboRun['rebalances'][number], trades: number) => ({
    date: r.date,
    entered: [...r.entered],
    exited: [...r.exited],
    trades,
  });
  const notApplied = since.filter((r) => r.date > row.appliedThrough).map((r) => brief(r, r.trades.length));
  const applied = since
    .filter((r) => r.date <= row.appliedThrough)
    .map((r) => brief(r, tradesOf(rebalanceLabel(name, r.date))));
  return {
    portfolioId: row.portfolioId,
    model: row.modelId as RoboModelId,
    modelName: name,
    since: row.since,
    amount: rupees(row.amountPaise),
    cash: rupees(row.cashPaise),
    appliedThrough: row.appliedThrough,
    applied,
    notApplied,
  };
}

/** "Momentum (robo)", then "Momentum (robo) 2", … : the first name the user has not used. */
async function freeName(repo: PortfoliosRepository, userId: string, modelName: string): Promise<string> {
  const base = `${modelName} (robo)`.slice(0, PORTFOLIO_NAME_MAX - 3);
  for (let k = 1; k <= PORTFOLIOS_MAX + 1; k++) {
    const name = k === 1 ? base : `${base} ${k}`;
    if (!(await repo.nameTaken(userId, name))) return name;
  }
  return base;
}

/** RoboPort/addRoboPortData for `userId`. */
export async function followModel(
  deps: FollowDeps,
  userId: string,
  body: { model: RoboModelId; amount: number },
  noSuchModel: string,
) {
  const amountError = roboFollowAmountError(body.amount);
  if (amountError !== null) return refuse(amountError);
  const runs = await deps.runs();
  const found = runs.runs.get(body.model);
  if (!found) return refuse(noSuchModel);
  const { model, run } = found;
  const latest = run.rebalances[run.rebalances.length - 1];
  if (!latest || latest.holdings.length === 0) return refuse(NO_REBALANCE_YET);
  const quote = quoteReader(deps.market);
  const targets: FollowTarget[] = [];
  for (const h of latest.holdings) {
    const price = quote(h.symbol)?.pricePaise;
    if (price === undefined) return refuse(`${h.symbol} has no price today: try again in a moment`);
    targets.push({ symbol: h.symbol, weight: h.weight, pricePaise: price });
  }
  const amountPaise = Math.round(body.amount * 100);
  const plan = planFollow(targets, amountPaise);
  if (plan.kind === 'too-small')
    return refuse(roboFollowMinimumMessage(plan.minimumPaise / 100, targets.length));
  const since = deps.market.feed.session().date;
  return deps.follows.withUserLock(userId, async (follows, repo) => {
    if ((await repo.count(userId)) >= PORTFOLIOS_MAX) return refuse(PORTFOLIO_LIMIT_MESSAGE);
    const name = await freeName(repo, userId, model.name);
    if (await repo.nameTaken(userId, name)) return refuse(duplicatePortfolioMessage(name));
    const now = deps.now();
    const portfolio = await repo.insert(userId, name, now);
    await repo.addTransactions(
      portfolio.id,
      plan.buys.map((b) => ({
        kind: 'buy',
        symbol: b.symbol,
        isin: null,
        tradeDate: since,
        quantity: b.quantity,
        pricePaise: b.pricePaise,
        chargesPaise: b.chargesPaise,
        ratioNew: null,
        ratioOld: null,
        acquiredOn: null,
        source: 'import',
        sourceFile: `Robo: ${model.name}`,
      })),
      now,
    );
    const row = await follows.insert(
      userId,
      { portfolioId: portfolio.id, modelId: model.id, since, amountPaise, cashPaise: plan.cashPaise },
      now,
    );
    return ok(`Following ${model.name} in “${name}”`, {
      portfolio: { id: portfolio.id, name },
      follow: followDto(row, model.name, run),
      buys: plan.buys.map((b) => ({
        symbol: b.symbol,
        quantity: b.quantity,
        price: rupees(b.pricePaise),
        charges: rupees(b.chargesPaise),
      })),
      spent: rupees(plan.spentPaise),
    });
  });
}

/**
 * RoboPort/getFollow for `userId`: another user's (or no) portfolio is HTTP 404 "No such portfolio",
 * as every portfolio/* call answers it.
 */
export async function followStatus(
  deps: FollowDeps,
  userId: string,
  portfolioId: string,
  reply: { code(statusCode: number): unknown },
) {
  if (!(await deps.portfolios.get(userId, portfolioId))) return refuseNotFound(reply, NO_SUCH_PORTFOLIO);
  const row = await applyFollowRebalances(deps, userId, portfolioId);
  if (!row) return ok('This portfolio follows no model', { follow: null });
  const found = (await deps.runs()).runs.get(row.modelId);
  if (!found) return ok('This portfolio follows no model', { follow: null });
  const labels = new Map<string, number>();
  for (const tx of await deps.portfolios.transactionsOf([row.portfolioId]))
    if (tx.sourceFile) labels.set(tx.sourceFile, (labels.get(tx.sourceFile) ?? 0) + 1);
  return ok(`Follows ${found.model.name} since ${row.since}`, {
    follow: followDto(row, found.model.name, found.run, (label) => labels.get(label) ?? 0),
  });
}
