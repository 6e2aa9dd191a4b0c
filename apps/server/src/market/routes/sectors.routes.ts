import { sectorEndpoints } from '@nivesh/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { refuse } from '../../http/answers';
import { type EndpointGates, endpointRouter } from '../../http/endpoint-routes';
import type { MarketService } from '../market.service';
import { marketSource } from '../market-answers';
import {
  analysisRows,
  analysisStocks,
  leadersAndLaggards,
  relativeStrengthLine,
} from './sectors/sector-analysis';
import { benchmarkOf } from './sectors/sector-benchmarks';
import {
  groupMovers,
  industriesWithin,
  industryRows,
  type SectorsView,
  sectorFigures,
  sectorRows,
  sectorsView,
  stockRows,
} from './sectors/sector-rows';
import { type StockFundamentals, stockFundamentals } from './sectors/sector-valuation';
import { findGroup } from './sectors/stock-groups';

export interface SectorsRoutesOptions {
  readonly gates: EndpointGates;
  readonly market: MarketService;
}

/**
 * The sectors area's market endpoints (see routes/README.md and packages/contracts/src/market/sectors.ts):
 * sector/* (NSE sectors and industries) and exSector/* (sector analysis).
 */
export const sectorsRoutes: FastifyPluginAsync<SectorsRoutesOptions> = async (app, { market, gates }) => {
  const route = endpointRouter(app, gates);
  /** What every answer carries besides its rows. */
  function frame(view: SectorsView) {
    const source = marketSource(market);
    return {
      status: 1 as const,
      source,
      asOf: source.asOf,
      benchmark: benchmarkOf(view.benchmark, view.bases),
    };
  }

  /** The statements of the simulated companies, or null when they cannot be had (none is then shown). */
  function fundamentals(): StockFundamentals | null {
    try {
      return stockFundamentals(market);
    } catch (error) {
      app.log.error({ err: error }, 'sector valuation: simulated statements unavailable');
      return null;
    }
  }

  route(sectorEndpoints.sectorList, async () => {
    const view = sectorsView(market.feed.state);
    return { ...frame(view), message: 'NSE sectors', sectors: sectorRows(view, sectorFigures(view)) };
  });

  route(sectorEndpoints.sectorDetails, async ({ query }) => {
    const view = sectorsView(market.feed.state);
    const group = findGroup(view.groupings.sectors, query.sector_id);
    const figures = sectorFigures(view).find((f) => f.group === group);
    const [sector] = figures ? sectorRows(view, [figures]) : [];
    if (!group || !sector) return refuse(`No sector ${query.sector_id}`);
    const stocks = stockRows(view, group.ids);
    return {
      ...frame(view),
      message: sector.name,
      sector,
      industries: industriesWithin(view, group),
      stocks,
      ...groupMovers(stocks),
    };
  });

  route(sectorEndpoints.industryList, async () => {
    const view = sectorsView(market.feed.state);
    return { ...frame(view), message: 'Industries', industries: industryRows(view) };
  });

  route(sectorEndpoints.industryDetails, async ({ query }) => {
    const view = sectorsView(market.feed.state);
    const group = findGroup(view.groupings.industries, query.sector_id);
    if (!group) return refuse(`No industry ${query.sector_id}`);
    const rows = industryRows(view);
    const industry = rows.find((r) => r.slug === group.slug);
    if (!industry) return refuse(`No industry ${query.sector_id}`);
    const stocks = stockRows(view, group.ids);
    return {
      ...frame(view),
      message: industry.name,
      industry,
      siblings: rows.filter((r) => r.sector === industry.sector && r.slug !== industry.slug),
      stocks,
      ...groupMovers(stocks),
    };
  });

  route(sectorEndpoints.sectorAnalysis, async () => {
    const view = sectorsView(market.feed.state);
    const f = fundamentals();
    return {
      ...frame(view),
      message: 'Sector analysis',
      simulatedFundamentals: f !== null,
      sectors: analysisRows(market, view, sectorFigures(view), f),
    };
  });

  route(sectorEndpoints.sectorAnalysisDetails, async ({ query }) => {
    const view = sectorsView(market.feed.state);
    const group = findGroup(view.groupings.sectors, query.ex_sector_id);
    const figures = sectorFigures(view).find((x) => x.group === group);
    if (!group || !figures) return refuse(`No sector ${query.ex_sector_id}`);
    const f = fundamentals();
    const [sector] = analysisRows(market, view, [figures], f);
    if (!sector) return refuse(`No sector ${query.ex_sector_id}`);
    const stocks = analysisStocks(view, group.ids, f);
    return {
      ...frame(view),
      message: sector.name,
      simulatedFundamentals: f !== null,
      sector,
      relativeStrength: relativeStrengthLine(view, figures),
      stocks,
      ...leadersAndLaggards(stocks),
    };
  });
};
