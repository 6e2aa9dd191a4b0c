/**
 * The user's watchlists (spec 7 `watchlist/*`, `stock/saveStockWatchList`; pages `/watchlist/`…)
 * and the per-user column choice (`stock/getcolumnlist`, `stock/updatecolumn`; page `/edit-column/`),
 * for the signed-in user only: every read and change is scoped by the session's user id, so another
 * user's list is "No such watchlist", exactly as a list that does not exist. Limits: WATCHLISTS_MAX
 * lists of WATCHLIST_STOCKS_MAX stocks, checked under the user's lock.
 */
import {
  duplicateWatchlistMessage,
  screenDrivenMessage,
  stockEndpoints,
  WATCHLIST_FULL_MESSAGE,
  WATCHLIST_LIMIT_MESSAGE,
  WATCHLIST_STOCKS_MAX,
  WATCHLISTS_MAX,
  type Watchlist,
  watchlistEndpoints,
  watchlistNameError,
} from '@nivesh/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { sessionOf } from '../auth/session-auth';
import { ok, refuse } from '../http/answers';
import type { AreaRoutesOptions } from '../http/area-routes-options';
import { endpointRouter } from '../http/endpoint-routes';
import { marketSource } from '../market/market-answers';
import {
  defaultColumns,
  knownColumns,
  STOCK_COLUMNS,
  selectColumns,
} from '../market/routes/stock/stock-columns';
import { findSymbol, unknownSymbol } from '../market/routes/stock/stock-lookup';
import { watchlistRows } from './watchlist-rows';
import { type FollowedScreen, WatchlistScreens } from './watchlist-screens';
import type { WatchlistsRepository, WatchlistWithSymbols } from './watchlists.repository';

const NO_SUCH_WATCHLIST = 'No such watchlist';
const LIMITS = { lists: WATCHLISTS_MAX, stocks: WATCHLIST_STOCKS_MAX };

/** A list as shown: a list that follows a screen has the screen's current results as its stocks. */
export function watchlistDto(row: WatchlistWithSymbols, followed: FollowedScreen | null = null): Watchlist {
  const symbols = followed ? followed.symbols : row.symbols;
  return {
    id: row.id,
    name: row.name,
    count: symbols.length,
    symbols,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    screen: followed?.screen ?? null,
    refreshedAt: followed?.refreshedAt.toISOString() ?? null,
  };
}

/** `symbols` with the one at `index` swapped with its neighbour `by` places away (unchanged at an end). */
function moved(symbols: readonly string[], index: number, by: -1 | 1): string[] {
  const next = [...symbols];
  const other = index + by;
  const a = next[index];
  const b = next[other];
  if (a === undefined || b === undefined) return next;
  next[index] = b;
  next[other] = a;
  return next;
}

/** The user's chosen columns of a table (its default until the user chooses). */
export async function chosenColumns(
  repository: WatchlistsRepository,
  userId: string,
  table: keyof typeof STOCK_COLUMNS,
) {
  const fields = await repository.columnChoice(userId, table);
  const known = fields === undefined ? [] : knownColumns(table, fields);
  return known.length > 0 ? known : defaultColumns(table);
}

/** watchlist/*, stock/saveStockWatchList, stock/getcolumnlist and stock/updatecolumn. */
export const watchlistRoutes: FastifyPluginAsync<AreaRoutesOptions> = async (
  app,
  { services, clock, gates },
) => {
  const { market, watchlists: repository } = services;
  const route = endpointRouter(app, gates);
  const screens = new WatchlistScreens(services, clock);
  /** The list as shown to its user (a screen-driven list with the screen's results now). */
  const shown = async (userId: string, row: WatchlistWithSymbols): Promise<Watchlist> =>
    watchlistDto(row, await screens.follow(userId, row));

  route(watchlistEndpoints.watchlistList, async (request) => {
    const userId = sessionOf(request).user.id;
    const rows = await repository.list(userId);
    const lists: Watchlist[] = [];
    for (const row of rows) lists.push(await shown(userId, row));
    return ok(`${rows.length} of ${WATCHLISTS_MAX} watchlists`, {
      watchlists: lists,
      limits: LIMITS,
    });
  });

  route(watchlistEndpoints.watchlistData, async (request) => {
    const userId = sessionOf(request).user.id;
    const row = await repository.get(userId, request.query.watchlist_id);
    return row ? ok(row.name, { watchlist: await shown(userId, row) }) : refuse(NO_SUCH_WATCHLIST);
  });

  route(watchlistEndpoints.updateWatchlist, async (request) => {
    const { user } = sessionOf(request);
    const { watchlist_id: id } = request.query;
    const name = request.query.name.trim();
    const nameError = watchlistNameError(name);
    if (nameError !== null) return refuse(nameError);
    const link =
      request.query.screen === undefined ? undefined : await screens.linkOf(user.id, request.query.screen);
    if (link !== undefined && 'refusal' in link) return refuse(link.refusal);
    const saved = await repository.withUserLock(user.id, async (tx) => {
      if (id !== undefined && !(await tx.get(user.id, id))) return refuse(NO_SUCH_WATCHLIST);
      if (await tx.nameTaken(user.id, name, id)) return refuse(duplicateWatchlistMessage(name));
      if (id === undefined && (await tx.count(user.id)) >= WATCHLISTS_MAX)
        return refuse(WATCHLIST_LIMIT_MESSAGE);
      const now = clock.now();
      const row =
        id === undefined ? await tx.insert(user.id, name, now) : await tx.rename(user.id, id, name, now);
      if (row && link !== undefined) {
        await tx.link(user.id, row.id, link, now);
        return { ...row, ...link };
      }
      return row;
    });
    if (!saved) return refuse(NO_SUCH_WATCHLIST);
    if ('status' in saved) return saved;
    const watchlist = await shown(user.id, saved);
    const message = id === undefined ? `Created “${saved.name}”` : `Renamed to “${saved.name}”`;
    return ok(watchlist.screen ? `${message}, following “${watchlist.screen.name}”` : message, { watchlist });
  });

  route(watchlistEndpoints.deleteWatchlist, async (request) => {
    const deleted = await repository.delete(sessionOf(request).user.id, request.query.watchlist_id);
    return deleted ? ok('Watchlist deleted', {}) : refuse(NO_SUCH_WATCHLIST);
  });

  route(watchlistEndpoints.watchlistStocks, async (request) => {
    const { user } = sessionOf(request);
    const row = await repository.get(user.id, request.query.watchlist_id);
    if (!row) return refuse(NO_SUCH_WATCHLIST);
    const columns = await chosenColumns(repository, user.id, 'watchlist');
    const watchlist = await shown(user.id, row);
    const rows = watchlistRows(market, watchlist.symbols, columns);
    return ok(`${rows.length} stocks in “${row.name}”`, {
      watchlist,
      source: marketSource(market),
      columns,
      rows,
      limits: LIMITS,
    });
  });

  route(watchlistEndpoints.saveStock, async (request) => {
    const { user } = sessionOf(request);
    const { watchlist_id: id, action } = request.body;
    const found = findSymbol(market, request.body.symbol);
    if (action === 'add' && !found) return unknownSymbol(request.body.symbol);
    const symbol = found?.meta.symbol ?? request.body.symbol.toUpperCase();
    return repository.withUserLock(user.id, async (tx) => {
      const row = await tx.get(user.id, id);
      if (!row) return refuse(NO_SUCH_WATCHLIST);
      const followed = await screens.follow(user.id, row);
      if (followed) return refuse(screenDrivenMessage(row.name, followed.screen.name));
      const index = row.symbols.indexOf(symbol);
      let symbols: string[];
      let message: string;
      if (action === 'add') {
        if (index >= 0) return refuse(`${symbol} is already in “${row.name}”`);
        if (row.symbols.length >= WATCHLIST_STOCKS_MAX) return refuse(WATCHLIST_FULL_MESSAGE);
        symbols = [...row.symbols, symbol];
        message = `Added ${symbol} to “${row.name}”`;
      } else {
        if (index < 0) return refuse(`${symbol} is not in “${row.name}”`);
        if (action === 'remove') {
          symbols = row.symbols.filter((s) => s !== symbol);
          message = `Removed ${symbol} from “${row.name}”`;
        } else {
          symbols = moved(row.symbols, index, action === 'up' ? -1 : 1);
          message = action === 'up' ? `Moved ${symbol} up` : `Moved ${symbol} down`;
        }
      }
      await tx.setSymbols(row.id, symbols, clock.now());
      return ok(message, { watchlist: watchlistDto({ ...row, symbols }), symbols });
    });
  });

  route(stockEndpoints.columnList, async (request) => {
    const { table } = request.query;
    const chosen = await chosenColumns(repository, sessionOf(request).user.id, table);
    return ok(`Columns of ${table}`, { table, column: [...STOCK_COLUMNS[table]], chosen });
  });

  route(stockEndpoints.updateColumn, async (request) => {
    const { table, columns } = request.query;
    const selection = selectColumns(table, columns);
    if ('unknown' in selection) {
      return refuse(
        selection.unknown.length > 0
          ? `Unknown column ${selection.unknown.join(', ')} for ${table}`
          : 'Choose at least one column',
      );
    }
    await repository.saveColumnChoice(
      sessionOf(request).user.id,
      table,
      selection.columns.map((c) => c.field),
      clock.now(),
    );
    return ok('Columns saved', { table, column: selection.columns, stored: true });
  });
};
