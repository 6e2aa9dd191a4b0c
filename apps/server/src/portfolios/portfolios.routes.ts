/**
 * The user's portfolios (spec 7 `portfolio/*`; pages `/portfolio/`, `/portfolio-stock/{id}`), for
 * the signed-in user only: every read and change is scoped by the session's user id, so another
 * user's portfolio is "No such portfolio", exactly as one that does not exist. Changes run under
 * the user's lock and are refused when the FIFO engine cannot apply the whole set (a sale of shares
 * not held, say). The order dashboard's paper-trading delivery holdings are the read-only portfolio
 * `paper`: holdings only, as that book keeps quantity and cost but no dated lots.
 */
import {
  duplicatePortfolioMessage,
  PAPER_PORTFOLIO_ID,
  PORTFOLIO_FULL_MESSAGE,
  PORTFOLIO_LIMIT_MESSAGE,
  PORTFOLIO_TRANSACTIONS_MAX,
  PORTFOLIOS_MAX,
  type PortfolioSummary,
  portfolioEndpoints,
  portfolioNameError,
  transactionInputError,
} from '@nivesh/contracts';
import { CAPITAL_GAINS_NOTICE } from '@nivesh/market';
import type { FastifyPluginAsync } from 'fastify';
import { sessionOf } from '../auth/session-auth';
import type { PortfolioRow, PortfolioTransactionRow } from '../db/schema';
import { ok, refuse, refuseNotFound } from '../http/answers';
import type { AreaRoutesOptions } from '../http/area-routes-options';
import { endpointRouter } from '../http/endpoint-routes';
import type { MarketService } from '../market/market.service';
import { marketSource } from '../market/market-answers';
import { findSymbol, unknownSymbol } from '../market/routes/stock/stock-lookup';
import { roboRebalancesOnRead } from '../robo-portfolios/robo-follow-rebalances';
import type { MarketServices } from '../services';
import { parseTransactionsCsv, transactionsCsv } from './csv-import';
import {
  type Computed,
  capitalGainsOf,
  compute,
  firstError,
  holdingRows,
  paperHoldings,
  paperRow,
  returnsOf,
  summaryOf,
} from './portfolio-answers';
import { ESTIMATED_IMPORT, newTransactionRow, withMarketActions } from './portfolio-engine';
import type { NewTransaction, PortfoliosRepository } from './portfolios.repository';

export const NO_SUCH_PORTFOLIO = 'No such portfolio';
const PAPER_READ_ONLY = 'The paper-trading portfolio is read-only: trade it on the order dashboard';
const PAPER_NO_LOTS =
  'The paper-trading portfolio keeps quantity and cost only, no dated lots: returns and capital gains are for your own portfolios';
const LIMITS = { portfolios: PORTFOLIOS_MAX, transactions: PORTFOLIO_TRANSACTIONS_MAX };

/** What the 404 refusal needs of Fastify's reply. */
type Reply = Parameters<typeof refuseNotFound>[0];

interface Loaded {
  row: PortfolioRow;
  txRows: PortfolioTransactionRow[];
  computed: Computed;
  sourced: ReturnType<typeof withMarketActions>;
}

function load(market: MarketService, row: PortfolioRow, txRows: PortfolioTransactionRow[]): Loaded {
  const sourced = withMarketActions(market, txRows, market.feed.session().date);
  return { row, txRows, sourced, computed: compute(sourced) };
}

function summary(market: MarketService, loaded: Loaded): PortfolioSummary {
  const { computed } = loaded;
  if (computed.kind !== 'ok') return summaryOf(market, loaded.row, 'manual', [], loaded.txRows.length);
  return summaryOf(market, loaded.row, 'manual', computed.holdings, loaded.txRows.length, computed.txs);
}

/**
 * One of the user's portfolios as its list row: `id` (the paper book for `paper`), or without an id
 * the first of their own, else the paper book when it holds anything; undefined when `id` is not
 * theirs, null when they have none (the dashboard's portfolio card).
 */
export async function ownPortfolioSummary(
  { market, portfolios: repository, orders }: Pick<MarketServices, 'market' | 'portfolios' | 'orders'>,
  now: Date,
  userId: string,
  id: string | undefined,
  /** Makes what is due before the figures are read (a followed model's pending rebalances). */
  beforeRead: (userId: string, id: string) => Promise<unknown> = async () => undefined,
): Promise<PortfolioSummary | null | undefined> {
  const paper = () =>
    summaryOf(market, paperRow(now), 'paper', paperHoldings(orders.state.holdingsOf(userId)), 0);
  if (id === PAPER_PORTFOLIO_ID) return paper();
  const row = id === undefined ? (await repository.list(userId))[0] : await repository.get(userId, id);
  if (row) await beforeRead(userId, row.id);
  if (row) return summary(market, load(market, row, await repository.transactionsOf([row.id])));
  if (id !== undefined) return undefined;
  const book = paper();
  return book.holdings > 0 ? book : null;
}

/** portfolio/*. */
export const portfolioRoutes: FastifyPluginAsync<AreaRoutesOptions> = async (
  app,
  { services, clock, gates },
) => {
  const { market, portfolios: repository, orders } = services;
  const applyRobo = roboRebalancesOnRead(services, clock);
  const route = endpointRouter(app, gates);
  const today = (): string => market.feed.session().date;

  const paperSummary = (userId: string): PortfolioSummary =>
    summaryOf(market, paperRow(clock.now()), 'paper', paperHoldings(orders.state.holdingsOf(userId)), 0);

  async function loadOwn(
    repo: PortfoliosRepository,
    userId: string,
    id: string,
  ): Promise<Loaded | undefined> {
    const row = await repo.get(userId, id);
    if (!row) return undefined;
    return load(market, row, await repo.transactionsOf([row.id]));
  }

  /** The user's own portfolio with its computed holdings, or the refusal (paper, none: 404, or not applicable). */
  async function computedOwn(reply: Reply, userId: string, id: string) {
    if (id === PAPER_PORTFOLIO_ID) return refuse(PAPER_NO_LOTS);
    await applyRobo(userId, id);
    const loaded = await loadOwn(repository, userId, id);
    if (!loaded) return refuseNotFound(reply, NO_SUCH_PORTFOLIO);
    const computed = loaded.computed;
    if (computed.kind === 'invalid') return refuse(firstError(computed.errors));
    return { loaded, computed };
  }

  const transactionsAnswer = (loaded: Loaded, message: string) =>
    ok(message, {
      portfolio: summary(market, loaded),
      transactions: loaded.sourced.map((s) => s.dto),
      limits: LIMITS,
    });

  /** Checks the portfolio's transactions with `added` (FIFO applies them all) and stores them. */
  async function addAll(
    repo: PortfoliosRepository,
    loaded: Loaded,
    added: readonly { row: NewTransaction; label: string }[],
  ): Promise<string | undefined> {
    if (loaded.txRows.length + added.length > PORTFOLIO_TRANSACTIONS_MAX) return PORTFOLIO_FULL_MESSAGE;
    const now = clock.now();
    const trial: PortfolioTransactionRow[] = [
      ...loaded.txRows,
      ...added.map((a, i) => ({
        ...a.row,
        id: `new-${i}`,
        portfolioId: loaded.row.id,
        seq: Number.MAX_SAFE_INTEGER,
        isin: a.row.isin ?? null,
        quantity: a.row.quantity ?? null,
        pricePaise: a.row.pricePaise ?? null,
        chargesPaise: a.row.chargesPaise ?? 0,
        ratioNew: a.row.ratioNew ?? null,
        ratioOld: a.row.ratioOld ?? null,
        acquiredOn: a.row.acquiredOn ?? null,
        sourceFile: a.row.sourceFile ?? null,
        createdAt: now,
      })),
    ].sort((a, b) => (a.tradeDate < b.tradeDate ? -1 : a.tradeDate > b.tradeDate ? 1 : 0));
    const computed = load(market, loaded.row, trial).computed;
    if (computed.kind === 'invalid') {
      const error = computed.errors[0];
      const at = error?.id?.startsWith('new-') ? added[Number(error.id.slice(4))]?.label : undefined;
      return at === undefined ? firstError(computed.errors) : `${at}: ${error?.message ?? ''}`;
    }
    await repo.addTransactions(
      loaded.row.id,
      added.map((a) => a.row),
      now,
    );
    return undefined;
  }

  route(portfolioEndpoints.portfolioList, async (request) => {
    const { user } = sessionOf(request);
    const rows = await repository.list(user.id);
    // A followed model's pending rebalances are made before any figure of its portfolio is shown.
    for (const id of await services.roboFollows.followedIds(user.id)) await applyRobo(user.id, id);
    const txs = await repository.transactionsOf(rows.map((r) => r.id));
    const portfolios = rows.map((row) =>
      summary(
        market,
        load(
          market,
          row,
          txs.filter((t) => t.portfolioId === row.id),
        ),
      ),
    );
    const paper = paperSummary(user.id);
    if (paper.holdings > 0) portfolios.push(paper);
    return ok(`${rows.length} of ${PORTFOLIOS_MAX} portfolios`, {
      portfolios,
      limits: LIMITS,
      source: marketSource(market),
    });
  });

  route(portfolioEndpoints.savePortfolio, async (request, reply) => {
    const { user } = sessionOf(request);
    const { portfolio_id: id } = request.body;
    if (id === PAPER_PORTFOLIO_ID) return refuse(PAPER_READ_ONLY);
    const name = request.body.name.trim();
    const nameError = portfolioNameError(name);
    if (nameError !== null) return refuse(nameError);
    const saved = await repository.withUserLock(user.id, async (tx) => {
      if (id !== undefined && !(await tx.get(user.id, id))) return refuseNotFound(reply, NO_SUCH_PORTFOLIO);
      if (await tx.nameTaken(user.id, name, id)) return refuse(duplicatePortfolioMessage(name));
      if (id === undefined && (await tx.count(user.id)) >= PORTFOLIOS_MAX)
        return refuse(PORTFOLIO_LIMIT_MESSAGE);
      const now = clock.now();
      return id === undefined ? tx.insert(user.id, name, now) : tx.rename(user.id, id, name, now);
    });
    if (!saved) return refuseNotFound(reply, NO_SUCH_PORTFOLIO);
    if ('status' in saved) return saved;
    const loaded = load(market, saved, await repository.transactionsOf([saved.id]));
    return ok(id === undefined ? `Created “${saved.name}”` : `Renamed to “${saved.name}”`, {
      portfolio: summary(market, loaded),
    });
  });

  route(portfolioEndpoints.deletePortfolio, async (request, reply) => {
    const id = request.body.portfolio_id;
    if (id === PAPER_PORTFOLIO_ID) return refuse(PAPER_READ_ONLY);
    const deleted = await repository.delete(sessionOf(request).user.id, id);
    return deleted ? ok('Portfolio deleted', {}) : refuseNotFound(reply, NO_SUCH_PORTFOLIO);
  });

  route(portfolioEndpoints.transactions, async (request, reply) => {
    const { user } = sessionOf(request);
    const id = request.query.portfolio_id;
    if (id === PAPER_PORTFOLIO_ID)
      return ok('The paper-trading portfolio', {
        portfolio: paperSummary(user.id),
        transactions: [],
        limits: LIMITS,
      });
    await applyRobo(user.id, id);
    const loaded = await loadOwn(repository, user.id, id);
    if (!loaded) return refuseNotFound(reply, NO_SUCH_PORTFOLIO);
    return transactionsAnswer(loaded, `${loaded.txRows.length} transactions in “${loaded.row.name}”`);
  });

  route(portfolioEndpoints.addTransaction, async (request, reply) => {
    const { user } = sessionOf(request);
    const body = request.body;
    if (body.portfolio_id === PAPER_PORTFOLIO_ID) return refuse(PAPER_READ_ONLY);
    const problem = transactionInputError(
      {
        kind: body.kind,
        symbol: body.symbol,
        date: body.date,
        quantity: body.quantity,
        price: body.price,
        charges: body.charges,
        ratioNew: body.ratio_new,
        ratioOld: body.ratio_old,
        acquiredOn: body.acquired_on,
      },
      today(),
    );
    if (problem) return refuse(problem.message);
    const found = findSymbol(market, body.symbol);
    if (!found || found.meta.isIndex) return unknownSymbol(body.symbol);
    return repository.withUserLock(user.id, async (repo) => {
      const loaded = await loadOwn(repo, user.id, body.portfolio_id);
      if (!loaded) return refuseNotFound(reply, NO_SUCH_PORTFOLIO);
      const row = newTransactionRow({ ...body, symbol: found.meta.symbol }, { source: 'manual' });
      const error = await addAll(repo, loaded, [{ row, label: `${found.meta.symbol} on ${body.date}` }]);
      if (error !== undefined) return refuse(error);
      const after = await loadOwn(repo, user.id, body.portfolio_id);
      return after
        ? transactionsAnswer(after, `Added a ${body.kind} of ${found.meta.symbol}`)
        : refuseNotFound(reply, NO_SUCH_PORTFOLIO);
    });
  });

  route(portfolioEndpoints.deleteTransaction, async (request, reply) => {
    const { user } = sessionOf(request);
    const { portfolio_id: id, transaction_id: txId } = request.body;
    if (id === PAPER_PORTFOLIO_ID) return refuse(PAPER_READ_ONLY);
    return repository.withUserLock(user.id, async (repo) => {
      const loaded = await loadOwn(repo, user.id, id);
      if (!loaded) return refuseNotFound(reply, NO_SUCH_PORTFOLIO);
      if (!loaded.txRows.some((t) => t.id === txId)) return refuseNotFound(reply, 'No such transaction');
      const rest = load(
        market,
        loaded.row,
        loaded.txRows.filter((t) => t.id !== txId),
      ).computed;
      if (rest.kind === 'invalid')
        return refuse(`Deleting it leaves a transaction that cannot apply: ${firstError(rest.errors)}`);
      await repo.deleteTransaction(id, txId, clock.now());
      const after = await loadOwn(repo, user.id, id);
      return after
        ? transactionsAnswer(after, 'Transaction deleted')
        : refuseNotFound(reply, NO_SUCH_PORTFOLIO);
    });
  });

  route(portfolioEndpoints.holdings, async (request, reply) => {
    const { user } = sessionOf(request);
    const id = request.query.portfolio_id;
    if (id === PAPER_PORTFOLIO_ID) {
      const holdings = paperHoldings(orders.state.holdingsOf(user.id));
      return ok('Paper-trading holdings', {
        portfolio: paperSummary(user.id),
        source: marketSource(market),
        ...holdingRows(market, holdings),
        actions: [],
      });
    }
    const loaded = await loadOwn(repository, user.id, id);
    if (!loaded) return refuseNotFound(reply, NO_SUCH_PORTFOLIO);
    if (loaded.computed.kind === 'invalid') return refuse(firstError(loaded.computed.errors));
    const actions = loaded.sourced
      .filter((s) => s.dto.source === 'market')
      .map((s) => ({
        symbol: s.dto.symbol,
        date: s.dto.date,
        kind: s.dto.kind === 'bonus' || s.dto.kind === 'split' ? s.dto.kind : ('dividend' as const),
        description: s.dto.sourceFile ?? '',
      }));
    return ok(`Holdings of “${loaded.row.name}”`, {
      portfolio: summary(market, loaded),
      source: marketSource(market),
      ...holdingRows(market, loaded.computed.holdings, loaded.computed.txs),
      actions,
    });
  });

  route(portfolioEndpoints.returns, async (request, reply) => {
    const own = await computedOwn(reply, sessionOf(request).user.id, request.query.portfolio_id);
    if ('status' in own) return own;
    const { loaded, computed } = own;
    return ok(`Returns of “${loaded.row.name}”`, {
      portfolio: summary(market, loaded),
      ...returnsOf(market, computed),
    });
  });

  route(portfolioEndpoints.capitalGains, async (request, reply) => {
    const own = await computedOwn(reply, sessionOf(request).user.id, request.query.portfolio_id);
    if ('status' in own) return own;
    const { loaded, computed } = own;
    const gains = capitalGainsOf(market, computed);
    return ok('Capital gains: an estimate, not tax advice', {
      portfolio: summary(market, loaded),
      estimate: true as const,
      notice: gains.years.length > 0 ? gains.notice : CAPITAL_GAINS_NOTICE,
      years: gains.years,
    });
  });

  route(portfolioEndpoints.importCsv, async (request, reply) => {
    const { user } = sessionOf(request);
    const { portfolio_id: id, format, file_name: fileName, content } = request.body;
    if (id === PAPER_PORTFOLIO_ID) return refuse(PAPER_READ_ONLY);
    const parsed = parseTransactionsCsv(fileName, format, content, today());
    if (parsed.kind === 'bad') return refuse(parsed.message);
    return repository.withUserLock(user.id, async (repo) => {
      const loaded = await loadOwn(repo, user.id, id);
      if (!loaded) return refuseNotFound(reply, NO_SUCH_PORTFOLIO);
      const added = parsed.rows.map((r) => {
        const found = findSymbol(market, r.input.symbol);
        const symbol = found && !found.meta.isIndex ? found.meta.symbol : r.input.symbol;
        return {
          label: `${fileName} line ${r.line}`,
          row: newTransactionRow(
            {
              kind: r.input.kind,
              symbol,
              isin: r.isin,
              date: r.input.date,
              quantity: r.input.quantity,
              price: r.input.price,
              charges: r.input.charges,
              ratio_new: r.input.ratioNew,
              ratio_old: r.input.ratioOld,
              acquired_on: r.input.acquiredOn,
            },
            { source: r.chargesEstimated ? ESTIMATED_IMPORT : 'import', sourceFile: fileName },
          ),
        };
      });
      const error = await addAll(repo, loaded, added);
      if (error !== undefined) return refuse(error);
      const after = await loadOwn(repo, user.id, id);
      if (!after) return refuseNotFound(reply, NO_SUCH_PORTFOLIO);
      return ok(`Imported ${added.length} transactions from ${fileName}`, {
        portfolio: summary(market, after),
        imported: added.length,
        skipped: parsed.skipped,
      });
    });
  });

  route(portfolioEndpoints.exportCsv, async (request, reply) => {
    const { user } = sessionOf(request);
    const loaded = await loadOwn(repository, user.id, request.query.portfolio_id);
    if (!loaded) return refuseNotFound(reply, NO_SUCH_PORTFOLIO);
    const own = loaded.sourced.filter((s) => s.dto.source !== 'market').map((s) => s.dto);
    const safe = loaded.row.name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'portfolio';
    return ok(`${own.length} transactions`, {
      fileName: `${safe}-transactions.csv`,
      csv: transactionsCsv(own),
    });
  });
};
