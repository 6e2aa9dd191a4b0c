import { overviewEndpoints, STREAM_PATH, type StockListRow, stockEndpoints } from '@nivesh/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../http/answers';
import { type EndpointGates, endpointRouter } from '../../http/endpoint-routes';
import type { MarketService } from '../market.service';
import { marketSource } from '../market-answers';
import { chartDataOf } from './stock/chart-data';
import { simulatedDepth } from './stock/market-depth';
import { analysisOf, valuationFor } from './stock/stock-fundamentals';
import { futuresOf } from './stock/stock-futures';
import {
  type FoundSymbol,
  findSymbol,
  instrumentKind,
  profileOf,
  statsOf,
  unknownSymbol,
} from './stock/stock-lookup';
import { peersOf } from './stock/stock-peers';
import { allSupportRows, supportRowOf } from './stock/stock-pivots';
import { corporateActionsOf, periodReturns } from './stock/stock-returns';
import { technicalSnapshot } from './stock/stock-technicals';

export interface StockRoutesOptions {
  readonly gates: EndpointGates;
  readonly market: MarketService;
}

/** Every symbol with its live price, alphabetically (serves the directory and the search). */
function allStockRows(market: MarketService): StockListRow[] {
  const state = market.feed.state;
  const rows: StockListRow[] = [];
  for (let id = 0; id < state.symbolCount; id++) {
    const meta = state.meta(id);
    const quote = market.quote(meta.symbol);
    if (!quote) continue;
    rows.push({
      symbol: meta.symbol,
      name: meta.name ?? meta.symbol,
      kind: instrumentKind(meta),
      sector: meta.sector,
      industry: meta.industry ?? null,
      ltp: quote.ltp,
      change: quote.change,
      changePct: quote.changePct,
      volume: quote.volume,
    });
  }
  return rows.sort((a, b) => (a.symbol < b.symbol ? -1 : a.symbol > b.symbol ? 1 : 0));
}

/** The stock area's market endpoints (see routes/README.md and packages/contracts/src/market/stock.ts). */
export const stockRoutes: FastifyPluginAsync<StockRoutesOptions> = async (app, { market, gates }) => {
  const route = endpointRouter(app, gates);
  /** Runs `answer` for a known symbol, or refuses with "No stock with symbol X". */
  const withSymbol = <T>(symbol: string, answer: (found: FoundSymbol) => T) => {
    const found = findSymbol(market, symbol);
    return found ? answer(found) : unknownSymbol(symbol);
  };
  // Asked per request: the stream plugin may be registered after this one.
  const hasStream = () => app.hasRoute({ method: 'GET', url: STREAM_PATH });
  const quoteOf = (found: FoundSymbol) => {
    const quote = market.quote(found.meta.symbol);
    if (!quote) throw new Error(`No quote for ${found.meta.symbol}`);
    return quote;
  };

  route(stockEndpoints.stockDetails, async ({ query }) =>
    withSymbol(query.symbol, (found) =>
      ok(`${found.meta.symbol} details`, {
        source: marketSource(market),
        profile: profileOf(found.meta),
        quote: quoteOf(found),
        stats: statsOf(market, found),
        stream: hasStream(),
      }),
    ),
  );

  route(stockEndpoints.stockData, async ({ query }) =>
    withSymbol(query.symbol, (found) =>
      ok(`${found.meta.symbol} returns and corporate actions`, {
        source: marketSource(market),
        symbol: found.meta.symbol,
        ltp: quoteOf(found).ltp,
        returns: periodReturns(market, found),
        corporateActions: corporateActionsOf(market, found),
      }),
    ),
  );

  route(stockEndpoints.stockScanDetails, async ({ query }) =>
    withSymbol(query.symbol, (found) =>
      ok(`${found.meta.symbol} technicals`, {
        source: marketSource(market),
        ...technicalSnapshot(market, found),
      }),
    ),
  );

  route(stockEndpoints.stockSupport, async ({ query }) => {
    const source = marketSource(market);
    if (query.symbol === undefined) {
      const rows = allSupportRows(market);
      return ok(`Pivot levels of ${rows.length} stocks`, { source, rows });
    }
    return withSymbol(query.symbol, (found) => {
      const row = supportRowOf(market, found);
      return row
        ? ok(`${found.meta.symbol} pivot levels`, { source, rows: [row] })
        : { status: 0 as const, message: `${found.meta.symbol} has no completed session yet` };
    });
  });

  route(stockEndpoints.stockAnalysis, async ({ query }) =>
    withSymbol(query.symbol, (found) => {
      const analysis = analysisOf(market, found);
      return analysis
        ? ok(`${found.meta.symbol} key ratios and simulated statements`, {
            source: marketSource(market),
            ...analysis,
          })
        : {
            status: 0 as const,
            message: `${found.meta.symbol} has no financial statements (not a listed company)`,
          };
    }),
  );

  route(stockEndpoints.stockFutures, async ({ query }) =>
    withSymbol(query.symbol, (found) =>
      ok(`${found.meta.symbol} futures (simulated)`, {
        source: marketSource(market),
        ...futuresOf(market, found),
      }),
    ),
  );

  route(stockEndpoints.stockBoard, async ({ query }) =>
    withSymbol(query.symbol, (found) =>
      found.meta.isIndex
        ? { status: 0 as const, message: `${found.meta.symbol} is an index: it has no peers` }
        : ok(`Peers of ${found.meta.symbol}`, {
            source: marketSource(market),
            ...peersOf(market, found, valuationFor(market)),
          }),
    ),
  );

  route(stockEndpoints.allStocks, async () => {
    const stocks = allStockRows(market);
    return ok(`${stocks.length} symbols`, { source: marketSource(market), total: stocks.length, stocks });
  });

  route(stockEndpoints.chartData, async ({ query }) =>
    withSymbol(query.symbol, (found) => {
      const chart = chartDataOf(market, found, query);
      return ok(`${chart.bars.length} ${chart.interval} bars of ${found.meta.symbol}`, {
        source: marketSource(market),
        ...chart,
      });
    }),
  );

  route(overviewEndpoints.marketDetails, async ({ query }) =>
    withSymbol(query.symbol, (found) => {
      const stats = statsOf(market, found);
      const quote = quoteOf(found);
      // An index has no order book.
      const depth = found.meta.isIndex
        ? simulatedDepth(found.meta.symbol, 0, null)
        : simulatedDepth(found.meta.symbol, Math.round(quote.ltp * 100), stats.averageVolume20);
      return ok(`${found.meta.symbol} market details`, {
        source: marketSource(market),
        profile: profileOf(found.meta),
        quote,
        stats,
        depth: { simulated: true, ...depth },
        stream: hasStream(),
        // Delivery quantities come only with imported sec_bhavdata files; the simulation has none.
        deliveryPct: null,
      });
    }),
  );
};
