import { type BacktestRefusal, type BacktestStrategy, toolEndpoints } from '@nivesh/contracts';
import {
  AUTOSIGNAL_REPLAY_METHOD,
  AUTOSIGNAL_STRATEGIES,
  autosignalSummary,
  type BacktestRequest,
  BacktestRequestError,
  backtestRunSteps,
  compileScreen,
  INTRADAY_AUTOSIGNAL_REPLAY_METHOD,
  SCREEN_METHOD,
  ScreenSyntaxError,
  STRATEGIES,
  screenCostRefusal,
  toolSummary,
  toolUnavailableReason,
} from '@nivesh/market';
import type { FastifyPluginAsync } from 'fastify';
import type { AreaRoutesOptions } from '../http/area-routes-options';
import { endpointRouter } from '../http/endpoint-routes';
import { equityIds } from '../market/day/list-scope';
import type { MarketService } from '../market/market.service';
import { marketSource, round } from '../market/market-answers';
import { runPayload } from './backtest-answers';
import { backtestMarketData } from './backtest-market-data';
import { backtestRequestOf, requestKey } from './backtest-request-of-query';
import { BacktestBusyError } from './backtest-runner';
import { INTRADAY_SESSIONS, intradayHistoryMethod, marketDayKey } from './intraday-history-cache';

function refusal(message: string, field: string | null = null): BacktestRefusal {
  return { status: 0, message, field, position: null, line: null, column: null };
}

function refusalOf(error: BacktestRequestError): BacktestRefusal {
  return {
    ...refusal(error.message, error.field),
    position: error.at?.position ?? null,
    line: error.at?.line ?? null,
    column: error.at?.column ?? null,
  };
}

/**
 * Why a custom strategy's rules are too costly to back-test over its scope, or null (also for rules
 * with a mistake, which the run itself reports with its position).
 */
function customCostRefusal(request: BacktestRequest, market: MarketService): BacktestRefusal | null {
  const { strategy, scope } = request;
  if (strategy.kind !== 'custom') return null;
  let rules: ReturnType<typeof compileScreen>[];
  try {
    rules = [compileScreen(strategy.entry), compileScreen(strategy.exit)];
  } catch (error) {
    if (error instanceof ScreenSyntaxError) return null;
    throw error;
  }
  const state = market.feed.state;
  const stocks =
    scope.kind === 'symbol'
      ? 1
      : equityIds(state).filter((id) => scope.kind === 'universe' || state.meta(id).sector === scope.sector)
          .length;
  const message = screenCostRefusal(rules, stocks);
  return message === null ? null : refusal(message, 'entry');
}

let toolList: BacktestStrategy[] | undefined;
/** The catalogue's tools (built once: the catalogue does not change while the server runs). */
function tradingTools(): BacktestStrategy[] {
  toolList ??= STRATEGIES.map((d) => {
    const reason = toolUnavailableReason(d);
    return {
      id: d.id,
      name: d.name,
      family: d.family,
      description: d.description,
      summary: toolSummary(d),
      timeframe: d.timeframe === 'daily' ? 'Daily' : '15-minute',
      side: d.side,
      product: d.product,
      stopLossPct: d.stopLossPercent,
      targetPct: d.targetPercent,
      available: reason === null,
      unavailableReason: reason,
    };
  });
  return toolList;
}

/** Said of every 15-minute type in the list: what its back-test runs on. */
const M15_AUTOSIGNAL_NOTE = `Back-tested on the last ${INTRADAY_SESSIONS} completed sessions of 15-minute bars, as the market played them.`;

const autosignals = (): BacktestStrategy[] =>
  AUTOSIGNAL_STRATEGIES.map((s) => {
    const short = s.info.side === 'sell';
    const m15 = s.timeframe === 'm15';
    return {
      id: s.info.type,
      name: s.info.label,
      family: `${s.info.timeframe} auto-signal`,
      description: `${s.info.description} Live plan: ${s.info.plan}.${m15 ? ` ${M15_AUTOSIGNAL_NOTE}` : ''}`,
      summary: autosignalSummary(s),
      timeframe: s.info.timeframe,
      side: short ? 'short' : 'long',
      product: short || m15 ? 'intraday' : 'delivery',
      stopLossPct: 0,
      targetPct: 0,
      available: true,
      unavailableReason: null,
    };
  });

/** How the auto-signal types are back-tested: the daily replay, the 15-minute replay and its sessions. */
const autosignalMethod = (simulated: boolean) =>
  `Daily types: ${AUTOSIGNAL_REPLAY_METHOD} 15-minute types: ${INTRADAY_AUTOSIGNAL_REPLAY_METHOD} ${intradayHistoryMethod(simulated)}`;

/** BackTest/gettypDaata (the strategies of a type) and BackTest/run (one back-test, cached per market day). */
export const backtestRoutes: FastifyPluginAsync<AreaRoutesOptions> = async (
  app,
  { services: { market, intradayHistory, backtests: runner }, gates },
) => {
  const route = endpointRouter(app, gates);
  const autosignalTypesMethod = autosignalMethod(market.feed.simulated);

  route(toolEndpoints.backtestStrategies, async ({ query }) => {
    const tools = query.type === 'tradingTool';
    const strategies = tools ? tradingTools() : autosignals();
    return {
      status: 1 as const,
      message: `${strategies.length} ${tools ? 'trading tools' : 'auto-signal types'}`,
      type: query.type,
      strategies,
      method: tools ? SCREEN_METHOD : autosignalTypesMethod,
    };
  });

  route(toolEndpoints.backtestRun, async ({ query }) => {
    try {
      const request = backtestRequestOf(query, market);
      const tooCostly = customCostRefusal(request, market);
      if (tooCostly) return tooCostly;
      const key = `${marketDayKey(market)}|${requestKey(request)}`;
      const timed = await runner.run(key, () =>
        backtestRunSteps(request, backtestMarketData(market, intradayHistory)),
      );
      const { run } = timed;
      return {
        status: 1 as const,
        message: `${run.result.metrics.trades} trades over ${run.period.bars} sessions`,
        source: marketSource(market),
        ...runPayload(run, market.feed.simulated),
        elapsedMs: timed.cached ? 0 : round(timed.elapsedMs, 1),
        cached: timed.cached,
      };
    } catch (error) {
      if (error instanceof BacktestRequestError) return refusalOf(error);
      if (error instanceof BacktestBusyError) return refusal(error.message);
      throw error;
    }
  });
};
