import { LIVE_QUOTES_MAX, overviewEndpoints, STREAM_PATH } from '@nivesh/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { ok, refuse } from '../../http/answers';
import { type EndpointGates, endpointRouter } from '../../http/endpoint-routes';
import { resolveSector } from '../day/list-scope';
import type { MarketService } from '../market.service';
import { marketSource } from '../market-answers';
import { cashRows, cashTotals } from './overview/cash-market';
import { equityScope, indexNames, isScopeRefusal, sectorOptions } from './overview/equity-scope';
import { etfDetails, etfRows, findEtf } from './overview/etfs';
import {
  FUTURES_RATE_PCT,
  futureExpiries,
  futureStockRows,
  futuresClock,
  indexUnderlyings,
  isRolloverWeek,
} from './overview/future-stocks';
import { heatSummary, heatTiles } from './overview/heat-map';
import { heatTileDetail } from './overview/heat-tile-detail';
import { commodityRows, globalRows } from './overview/instrument-rows';
import { marketOverview } from './overview/market-overview';
import { marketSignal } from './overview/market-signal';
import { quoteOf } from './overview/overview-quotes';
import { preMarket } from './overview/pre-market';

export interface OverviewRoutesOptions {
  readonly gates: EndpointGates;
  readonly market: MarketService;
  /** Time (epoch ms) for the global markets' opening hours; default the market's clock (one clock). */
  readonly now?: () => number;
}

/** The overview area's market endpoints (see routes/README.md and packages/contracts/src/market/overview.ts). */
export const overviewRoutes: FastifyPluginAsync<OverviewRoutesOptions> = async (app, options) => {
  const route = endpointRouter(app, options.gates);
  const { market } = options;
  const now = options.now ?? (() => market.now());
  const state = () => market.feed.state;

  route(overviewEndpoints.marketOverview, async ({ query }) =>
    ok('Market overview', { source: marketSource(market), ...marketOverview(market, query.movers, now()) }),
  );

  route(overviewEndpoints.liveQuotes, async ({ query }) => {
    const symbols = [
      ...new Set(
        query.symbols
          .split(',')
          .map((s) => s.trim())
          .filter((s) => s !== ''),
      ),
    ];
    if (symbols.length > LIVE_QUOTES_MAX) return refuse(`Ask for at most ${LIVE_QUOTES_MAX} symbols`);
    const s = state();
    const quotes = [];
    const unknown: string[] = [];
    for (const symbol of symbols) {
      const id = s.idOf(symbol) ?? s.idOf(symbol.toUpperCase());
      // No price in the session (replayed files without it): said so, never a quote of 0.
      if (id === undefined || s.quote(id).ltp <= 0) unknown.push(symbol);
      else quotes.push(quoteOf(s, id));
    }
    return ok(`${quotes.length} quotes`, {
      source: marketSource(market),
      quotes,
      unknown,
      stream: app.hasRoute({ method: 'GET', url: STREAM_PATH }),
    });
  });

  route(overviewEndpoints.marketSignal, async () => {
    const signal = marketSignal(state());
    return signal
      ? ok(`Market signal: ${signal.signal}`, { source: marketSource(market), ...signal })
      : refuse('The market has no NIFTY 50 to read a signal from');
  });

  route(overviewEndpoints.cashMarket, async ({ query }) => {
    const s = state();
    const scope = equityScope(s, { index: query.index, sectorKey: query.sector_id });
    if (isScopeRefusal(scope)) return scope;
    const rows = cashRows(s, scope.ids);
    return ok(`${rows.length} equities`, {
      source: marketSource(market),
      index: scope.index,
      sector: scope.sector,
      indices: indexNames(s),
      sectors: sectorOptions(s),
      totals: cashTotals(rows),
      rows,
    });
  });

  route(overviewEndpoints.futureStock, async ({ query }) => {
    const s = state();
    let sector: string | null = null;
    if (query.sector_id !== undefined) {
      const found = resolveSector(s, query.sector_id);
      if (found === undefined) return refuse(`No sector ${query.sector_id}`);
      sector = found;
    }
    const expiries = futureExpiries(s.sessionDate);
    const expiry = expiries.find((e) => e.month === query.expiry);
    if (!expiry) return refuse(`No ${query.expiry}-month expiry in the calendar`);
    // The sector filter applies to stock futures only.
    if (query.kind === 'index') sector = null;
    const clock = futuresClock(market);
    const rows = futureStockRows(s, expiry, { kind: query.kind, sector, clock });
    return ok(`${rows.length} ${query.kind} futures expiring ${expiry.expiry} (simulated)`, {
      source: marketSource(market),
      simulated: true as const,
      carryRatePct: FUTURES_RATE_PCT,
      month: query.expiry,
      kind: query.kind,
      expiries,
      rolloverWeek: isRolloverWeek(expiries),
      sector,
      sectors: sectorOptions(s),
      unavailableIndices: indexUnderlyings(s).unavailable,
      rows,
    });
  });

  route(overviewEndpoints.heatMap, async ({ query }) => {
    const s = state();
    // A sector alone maps all its equities; otherwise the index (NIFTY 50 by default).
    const index = query.index ?? (query.sector_id === undefined ? 'NIFTY 50' : undefined);
    const scope = equityScope(s, { index, sectorKey: query.sector_id });
    if (isScopeRefusal(scope)) return scope;
    const tiles = heatTiles(s, scope.ids, query.measure);
    return ok(`${tiles.length} tiles`, {
      source: marketSource(market),
      index: scope.index,
      sector: scope.sector,
      measure: query.measure,
      indices: indexNames(s),
      sectors: sectorOptions(s),
      summary: heatSummary(tiles),
      tiles,
    });
  });

  route(overviewEndpoints.heatMapSymbol, async ({ query }) => {
    const detail = heatTileDetail(state(), query.symbol, query.index, query.measure);
    return 'status' in detail
      ? detail
      : ok(`${detail.tile.symbol} on the heat map`, {
          source: marketSource(market),
          ...detail,
        });
  });

  route(overviewEndpoints.globalMarket, async ({ query }) => {
    const checkedAt = now();
    const rows = globalRows(state(), checkedAt, query.region);
    return ok(`${rows.length} global indices`, { source: marketSource(market), checkedAt, rows });
  });

  route(overviewEndpoints.commodity, async ({ query }) => {
    const rows = commodityRows(state(), query.group === undefined ? {} : { group: query.group });
    return ok(`${rows.length} MCX contracts`, {
      source: marketSource(market),
      group: query.group ?? null,
      rows,
    });
  });

  route(overviewEndpoints.etfList, async () => {
    const rows = etfRows(state());
    return ok(`${rows.length} ETFs`, { source: marketSource(market), rows });
  });

  route(overviewEndpoints.etfDetails, async ({ query }) => {
    const s = state();
    const found = findEtf(s, query.symbol);
    if (!found) return refuse(`No ETF with symbol ${query.symbol}`);
    return ok(`${found.def.symbol} details`, {
      source: marketSource(market),
      ...etfDetails(s, found.id, found.def),
    });
  });

  route(overviewEndpoints.preMarket, async ({ query }) => {
    const body = preMarket(state(), query.category);
    return ok(`Pre-open session of ${body.date}: ${body.rows.length} stocks`, {
      source: marketSource(market),
      ...body,
    });
  });
};
