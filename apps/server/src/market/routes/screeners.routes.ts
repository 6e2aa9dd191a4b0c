import { sectorEndpoints, sectorSlug } from '@nivesh/contracts';
import { PIOTROSKI_SIGNALS } from '@nivesh/market';
import type { FastifyPluginAsync } from 'fastify';
import { type EndpointGates, endpointRouter } from '../../http/endpoint-routes';
import { resolveSector } from '../day/list-scope';
import type { MarketService } from '../market.service';
import { marketSource, pageRows } from '../market-answers';
import { PIOTROSKI_METHOD, piotroskiRow, piotroskiScores } from './screeners/piotroski-scan';

export interface ScreenersRoutesOptions {
  readonly gates: EndpointGates;
  readonly market: MarketService;
}

/** The screeners area (issue 4): piotroski/piotroskiScan so far; see packages/contracts/src/market/screeners.ts. */
export const screenersRoutes: FastifyPluginAsync<ScreenersRoutesOptions> = async (app, { market, gates }) => {
  const route = endpointRouter(app, gates);
  const state = () => market.feed.state;

  route(sectorEndpoints.piotroskiScan, async ({ query }) => {
    let sector: string | null = null;
    if (query.sector_id !== undefined) {
      const found = resolveSector(state(), query.sector_id);
      if (found === undefined) return { status: 0 as const, message: `No sector ${query.sector_id}` };
      sector = found;
    }
    const scored = piotroskiScores(market);
    const bySector = new Map<string, number>();
    for (const s of scored) {
      const name = state().meta(s.id).sector;
      bySector.set(name, (bySector.get(name) ?? 0) + 1);
    }
    const sectors = [...bySector]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, count]) => ({ slug: sectorSlug(name), name, count }));
    const inSector = scored.filter((s) => sector === null || state().meta(s.id).sector === sector);
    const histogram = new Array<number>(10).fill(0);
    for (const s of inSector) histogram[s.result.score] = (histogram[s.result.score] ?? 0) + 1;
    const rows = inSector
      .filter((s) => s.result.score >= query.min_score)
      .map((s) => piotroskiRow(market, s))
      .sort((a, b) => b.score - a.score || (b.marketCapCr ?? 0) - (a.marketCapCr ?? 0));
    const page = pageRows(rows, query.page, query.limit);
    return {
      status: 1 as const,
      message: `${page.total} stocks scoring ${query.min_score} or more`,
      source: marketSource(market),
      simulatedStatements: true,
      method: PIOTROSKI_METHOD,
      signals: PIOTROSKI_SIGNALS.map((s) => ({ ...s })),
      sector,
      sectors,
      minScore: query.min_score,
      histogram,
      total: page.total,
      page: page.page,
      rows: page.rows,
    };
  });
};
