/**
 * The signed-in user's day (spec 7 `DashboardRecord/getDashboardRecord` and `getWatchListSignal`;
 * issue 18): a watchlist with its quotes, today's auto-signals on its stocks, the sectors' day,
 * the paper account's open orders and positions, and the portfolio card. Reads the user's own lists
 * only: another user's `watchlist_id` answers HTTP 404 "No such watchlist", as a list that does not
 * exist. The portfolio card is `portfolio_id` (the user's first portfolio, else the paper book when it
 * holds anything); another user's `portfolio_id` is HTTP 404 "No such portfolio".
 */
import {
  type DashboardPortfolio,
  dashboardEndpoints,
  NO_SUCH_WATCHLIST_MESSAGE,
  type PortfolioSummary,
  type SignalRow,
  type WatchlistChoice,
} from '@nivesh/contracts';
import { SIGNAL_CATALOGUE, type SignalType, signalTypeOf } from '@nivesh/market';
import type { FastifyPluginAsync } from 'fastify';
import { sessionOf } from '../auth/session-auth';
import { ok, refuse, refuseNotFound } from '../http/answers';
import type { AreaRoutesOptions } from '../http/area-routes-options';
import { endpointRouter } from '../http/endpoint-routes';
import { resolveSector } from '../market/day/list-scope';
import { fromHundredths, marketSource, round } from '../market/market-answers';
import { sectorFigures, sectorsView } from '../market/routes/sectors/sector-rows';
import { positionsTable, SIMPLE_ORDER_COLUMNS, simpleOrderRow } from '../orders/order-rows';
import { NO_SUCH_PORTFOLIO, ownPortfolioSummary } from '../portfolios/portfolios.routes';
import { roboRebalancesOnRead } from '../robo-portfolios/robo-follow-rebalances';
import { signalRow } from '../signals/signal-answers';
import { watchlistRows } from '../watchlists/watchlist-rows';
import { WatchlistScreens } from '../watchlists/watchlist-screens';
import type { WatchlistWithSymbols } from '../watchlists/watchlists.repository';
import { chosenColumns, watchlistDto } from '../watchlists/watchlists.routes';

/** Movers of the chosen sector shown on each side. */
const SECTOR_MOVERS = 3;

/** Said by the portfolio card when the user has no portfolio and no paper holdings. */
export const NO_PORTFOLIO_NOTE =
  'No portfolio yet: make one on the Portfolios page, or buy for delivery on the order dashboard.';

/** A portfolio's list row as the dashboard's card (percentages of the previous value and of the cost). */
function dashboardPortfolio(p: PortfolioSummary): DashboardPortfolio {
  const day = p.dayPnl ?? 0;
  const before = p.value - day;
  return {
    id: p.id,
    name: p.name,
    currentValue: p.value,
    dayPnl: day,
    dayPnlPct: p.dayPnl !== null && before > 0 ? round((day / before) * 100, 2) : null,
    totalPnl: p.totalPnl,
    totalPnlPct: p.invested > 0 ? round((p.totalPnl / p.invested) * 100, 2) : null,
  };
}

const choice = (row: WatchlistWithSymbols): WatchlistChoice => ({
  id: row.id,
  name: row.name,
  count: row.symbols.length,
});

/** The type a `signal_id` names: null for `all`, undefined when it names none. */
function typeFilter(id: string): SignalType | null | undefined {
  return id.toLowerCase() === 'all' ? null : signalTypeOf(id);
}

const unknownSignal = (id: string) =>
  refuse(`No signal ${id}: choose one of ${SIGNAL_CATALOGUE.map((s) => s.type).join(', ')} or all`);

/** DashboardRecord/getWatchListSignal and DashboardRecord/getDashboardRecord. */
export const dashboardRoutes: FastifyPluginAsync<AreaRoutesOptions> = async (
  app,
  { services, gates, clock },
) => {
  const { market, watchlists, signals, orders } = services;
  const route = endpointRouter(app, gates);
  const state = () => market.feed.state;
  const today = () => market.feed.session().date;
  const screens = new WatchlistScreens(services, clock);

  /**
   * The user's lists and the one asked for (the first without an id): `chosen` is undefined when
   * the id is not one of the user's lists, null when the user has none.
   */
  async function listsAndChosen(userId: string, id: string | undefined) {
    const lists = await watchlists.list(userId);
    const found = id === undefined ? (lists[0] ?? null) : lists.find((l) => l.id === id);
    // A list that follows a screen shows the screen's results now.
    const followed = found ? await screens.follow(userId, found) : null;
    const chosen = found && followed ? { ...found, symbols: followed.symbols } : found;
    return { lists, chosen, followed };
  }

  /** Today's signals of `type` (null: every type) on the list's stocks, in firing order. */
  async function listSignals(list: WatchlistWithSymbols | null, type: SignalType | null) {
    const date = today();
    const checked = type === null ? SIGNAL_CATALOGUE.map((s) => s.type) : [type];
    let rows: SignalRow[] = [];
    if (list && list.symbols.length > 0) {
      const symbols = new Set(list.symbols);
      const day = await signals.onDay(date, type === null ? {} : { type });
      rows = day.filter((r) => symbols.has(r.symbol)).map((r) => signalRow(state(), r));
    }
    return {
      date,
      signal: SIGNAL_CATALOGUE.find((s) => s.type === type) ?? null,
      checked,
      rows,
    };
  }

  route(dashboardEndpoints.watchListSignal, async (request, reply) => {
    const { user } = sessionOf(request);
    const type = typeFilter(request.query.signal_id);
    if (type === undefined) return unknownSignal(request.query.signal_id);
    const { lists, chosen, followed } = await listsAndChosen(user.id, request.query.watchlist_id);
    if (chosen === undefined) return refuseNotFound(reply, NO_SUCH_WATCHLIST_MESSAGE);
    const found = await listSignals(chosen, type);
    return ok(chosen ? `${found.rows.length} signals today on “${chosen.name}”` : 'No watchlist yet', {
      source: marketSource(market),
      watchlists: lists.map(choice),
      watchlist: chosen ? watchlistDto(chosen, followed) : null,
      types: [...SIGNAL_CATALOGUE],
      ...found,
    });
  });

  /** Every sector's day (best first) and the movers of `sectorId`'s sector, else of the best one. */
  function sectorsToday(sectorId: string | undefined) {
    const view = sectorsView(state());
    const figures = sectorFigures(view).sort(
      (a, b) => b.row.weightedChangePct - a.row.weightedChangePct || a.row.name.localeCompare(b.row.name),
    );
    const name = sectorId === undefined ? figures[0]?.group.name : resolveSector(state(), sectorId);
    const group = figures.find((f) => f.group.name === name)?.group;
    const movers = (group?.ids ?? []).flatMap((id) => {
      const q = state().quote(id);
      if (q.prevClose <= 0) return [];
      return [{ symbol: state().meta(id).symbol, ltp: fromHundredths(q.ltp), changePct: round(q.changePct) }];
    });
    movers.sort((a, b) => b.changePct - a.changePct || a.symbol.localeCompare(b.symbol));
    return {
      rows: figures.map(({ row }) => ({
        name: row.name,
        slug: row.slug,
        count: row.count,
        advances: row.advances,
        declines: row.declines,
        weightedChangePct: row.weightedChangePct,
      })),
      selected: group?.slug ?? null,
      gainers: movers.filter((m) => m.changePct > 0).slice(0, SECTOR_MOVERS),
      losers: movers
        .filter((m) => m.changePct < 0)
        .slice(-SECTOR_MOVERS)
        .reverse(),
    };
  }

  const applyRobo = roboRebalancesOnRead(services, clock);
  route(dashboardEndpoints.dashboardRecord, async (request, reply) => {
    const { user } = sessionOf(request);
    const { watchlist_id: watchlistId, sector_id: sectorId, portfolio_id: portfolioId } = request.query;
    if (sectorId !== undefined && resolveSector(state(), sectorId) === undefined)
      return refuse(`No sector ${sectorId}`);
    const { lists, chosen, followed } = await listsAndChosen(user.id, watchlistId);
    if (chosen === undefined) return refuseNotFound(reply, NO_SUCH_WATCHLIST_MESSAGE);
    const portfolio = await ownPortfolioSummary(services, clock.now(), user.id, portfolioId, applyRobo);
    if (portfolio === undefined) return refuseNotFound(reply, NO_SUCH_PORTFOLIO);
    const columns = chosen ? await chosenColumns(watchlists, user.id, 'watchlist') : [];
    const ltpOf = (symbol: string) => orders.ltpPaise(symbol);
    const open = orders.state
      .ordersOf(user.id)
      .filter((o) => o.status === 'open')
      .sort((a, b) => b.updatedAt - a.updatedAt || b.id.localeCompare(a.id));
    return ok('Your day', {
      source: marketSource(market),
      watchlists: lists.map(choice),
      watchlist: chosen
        ? {
            watchlist: watchlistDto(chosen, followed),
            columns,
            rows: watchlistRows(market, chosen.symbols, columns),
          }
        : null,
      signals: await listSignals(chosen, null),
      sectors: sectorsToday(sectorId),
      openOrders: { column: SIMPLE_ORDER_COLUMNS, result: open.map((o) => simpleOrderRow(o, ltpOf)) },
      positions: positionsTable(orders.state.positionsOf(user.id), ltpOf),
      portfolio: portfolio ? dashboardPortfolio(portfolio) : null,
      portfolioNote: portfolio ? '' : NO_PORTFOLIO_NOTE,
    });
  });
};
