// TradingTools/* and TradingTerminal/* (packages/contracts/src/market/trading-tools.ts).
import { toolEndpoints } from '@nivesh/contracts';
import { useQuery } from '@tanstack/react-query';
import { isRefusal } from '@/lib/api-client';
import { liveMarketQueryOptions } from '@/lib/live-market-query';

export type {
  MeasuredPerformance,
  TerminalDataAnswer,
  ToolFamilyDto,
  ToolPerformanceAnswer,
  ToolPerformanceRow,
  ToolSignal,
  ToolWithCount,
  TradingTerminalAnswer,
  TradingToolDto,
  TradingToolsAnswer,
} from '@nivesh/contracts';

/** Signals move with the market minute by minute; the catalogue itself never changes. */
const REFRESH_MS = 60_000;
/** The terminal's table refreshes its list of stocks often (quotes stream live anyway). */
const TERMINAL_REFRESH_MS = 15_000;
/** While tools are being measured the performance page polls for progress. */
const PROGRESS_MS = 3_000;

export interface ToolFilterParams {
  readonly family?: string;
  readonly timeframe?: 'daily' | 'm15';
  readonly side?: 'long' | 'short';
  readonly sectorId?: string;
  readonly strategyId?: string;
}

/** TradingTools/getData: the catalogue with today's signal counts, and one tool's signals. */
export const useTradingTools = (p: ToolFilterParams) =>
  useQuery(
    liveMarketQueryOptions(
      'trading-tools',
      toolEndpoints.tradingTools,
      {
        family: p.family,
        timeframe: p.timeframe,
        side: p.side,
        sector_id: p.sectorId,
        strategy_id: p.strategyId,
      },
      REFRESH_MS,
    ),
  );

/** TradingTools/getPerformance: measured back-test numbers per tool, polled while measuring. */
export const useToolPerformance = () => {
  const options = liveMarketQueryOptions('trading-tools', toolEndpoints.toolPerformance, {}, REFRESH_MS);
  return useQuery({
    ...options,
    refetchInterval: (query) => {
      const data = query.state.data;
      if (data === undefined || isRefusal(data)) return false;
      return data.progress.state === 'done' ? false : PROGRESS_MS;
    },
  });
};

/** TradingTerminal/getTradingTerminal: every tool for the picker. */
export const useTerminalTools = () =>
  useQuery(liveMarketQueryOptions('trading-tools', toolEndpoints.tradingTerminal, {}, REFRESH_MS));

/** TradingTerminal/getTradingTerminalData: a tool's signals with quotes (off until a tool is chosen). */
export const useTerminalData = (strategyId: string | undefined, sectorId: string | undefined) =>
  useQuery({
    ...liveMarketQueryOptions(
      'trading-tools',
      toolEndpoints.tradingTerminalData,
      { strategy_id: strategyId ?? '', sector_id: sectorId },
      TERMINAL_REFRESH_MS,
    ),
    enabled: strategyId !== undefined,
  });
