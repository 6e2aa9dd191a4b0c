import { sectorSlug, toolEndpoints } from '@nivesh/contracts';
import { findStrategy, measurementMethod, STRATEGIES } from '@nivesh/market';
import type { FastifyPluginAsync } from 'fastify';
import { refuse } from '../http/answers';
import type { AreaRoutesOptions } from '../http/area-routes-options';
import { endpointRouter } from '../http/endpoint-routes';
import { equitySectors, resolveSector } from '../market/day/list-scope';
import type { MarketService } from '../market/market.service';
import { marketSource, round } from '../market/market-answers';
import { playedSessionsText } from './measurement-bars';
import { LIVE_DAILY_BARS } from './todays-signals';
import {
  familyDtos,
  filterTools,
  performanceDto,
  signalCount,
  toolDto,
  toolSignals,
  unknownFamily,
} from './tool-answers';

/** A sector name for `sector_id` (null for none or `all`), or the refusal for an unknown one. */
function sectorOf(
  market: MarketService,
  sectorId: string | undefined,
): { sector: string | null } | { refusal: string } {
  if (sectorId === undefined || sectorId.toLowerCase() === 'all') return { sector: null };
  const found = resolveSector(market.feed.state, sectorId);
  return found === undefined ? { refusal: `No sector ${sectorId}` } : { sector: found };
}

const noTool = (id: string) =>
  `No trading tool “${id}”: choose one of the ${STRATEGIES.length} in the catalogue`;

/**
 * Trading tools (issue 4): TradingTools/getData (the catalogue with today's signal counts, one
 * tool's signals), TradingTools/getPerformance (measured back-test performance per tool),
 * TradingTerminal/getTradingTerminal (tools for the picker) and getTradingTerminalData (a tool's
 * signals with live quotes). docs/trading-tools.md.
 */
export const tradingToolRoutes: FastifyPluginAsync<AreaRoutesOptions> = async (
  app,
  { services: { market, todaysSignals: signals, toolPerformance: performance }, gates },
) => {
  const route = endpointRouter(app, gates);
  // Premium (issue 6): the measured performance is a Pro / Pro+ feature of the subscription catalogue.
  route(toolEndpoints.tradingTools, async ({ query }) => {
    const badFamily = unknownFamily(query.family);
    if (badFamily) return refuse(badFamily);
    const scope = sectorOf(market, query.sector_id);
    if ('refusal' in scope) return refuse(scope.refusal);
    const selected = query.strategy_id === undefined ? undefined : findStrategy(query.strategy_id);
    if (query.strategy_id !== undefined && !selected) return refuse(noTool(query.strategy_id));
    performance.ensureMeasuring();
    const scan = await signals.scan();
    const tools = filterTools(query).map((s) => ({
      ...toolDto(s),
      signalsToday: signalCount(signals, scan, s, scope.sector),
    }));
    return {
      status: 1 as const,
      message: `${tools.length} of ${STRATEGIES.length} trading tools`,
      source: marketSource(market),
      catalogueCount: STRATEGIES.length,
      families: familyDtos(),
      tools,
      sector: scope.sector,
      sectors: equitySectors(market.feed.state).map((name) => ({ slug: sectorSlug(name), name })),
      scanned: scan.universe.count,
      dailyBars: LIVE_DAILY_BARS,
      scanMs: round(scan.elapsedMs, 1),
      selected: selected
        ? { tool: toolDto(selected), ...toolSignals(market, signals, scan, selected, scope.sector) }
        : null,
    };
  });

  route(toolEndpoints.toolPerformance, async ({ query }) => {
    const badFamily = unknownFamily(query.family);
    if (badFamily) return refuse(badFamily);
    performance.ensureMeasuring();
    const progress = performance.progress();
    const rows = filterTools(query).map((s) => {
      const measured = performance.performanceOf(s.id);
      return {
        id: s.id,
        name: s.name,
        family: s.family,
        timeframe: s.timeframe,
        side: s.side,
        product: s.product,
        performance: measured ? performanceDto(measured) : null,
      };
    });
    return {
      status: 1 as const,
      message:
        progress.state === 'done'
          ? `${progress.measured} trading tools measured`
          : `Measuring: ${progress.measured} of ${progress.total} trading tools done`,
      source: marketSource(market),
      method: `${measurementMethod()} The 15-minute tools' sessions: ${playedSessionsText(market.feed.simulated)}.`,
      progress,
      rows,
    };
  });

  route(toolEndpoints.tradingTerminal, async () => {
    performance.ensureMeasuring();
    const scan = await signals.scan();
    return {
      status: 1 as const,
      message: `${STRATEGIES.length} trading tools`,
      catalogueCount: STRATEGIES.length,
      tools: STRATEGIES.map((s) => ({
        id: s.id,
        name: s.name,
        family: s.family,
        timeframe: s.timeframe,
        side: s.side,
        signalsToday: signalCount(signals, scan, s, null),
      })),
    };
  });

  route(toolEndpoints.tradingTerminalData, async ({ query }) => {
    const tool = findStrategy(query.strategy_id);
    if (!tool) return refuse(noTool(query.strategy_id));
    const scope = sectorOf(market, query.sector_id);
    if ('refusal' in scope) return refuse(scope.refusal);
    const scan = await signals.scan();
    const found = toolSignals(market, signals, scan, tool, scope.sector);
    return {
      status: 1 as const,
      message: `${found.signals.length} stocks flagged by ${tool.name}`,
      source: marketSource(market),
      sector: scope.sector,
      tool: toolDto(tool),
      ...found,
    };
  });
};
