import { type ChartIndicator, type ChartTimeframe, stockEndpoints } from '@nivesh/contracts';
import { useQuery } from '@tanstack/react-query';
import { marketQueryOptions } from '@/lib/market-queries/market-query';

/**
 * chartData/getChartingData: bars and server-computed overlays. Intraday charts reload every 30 s
 * while live (the last bar moves with the live quote in between); longer ones once a minute.
 */
export const chartDataQueryOptions = (
  symbol: string,
  timeframe: ChartTimeframe,
  indicators: readonly ChartIndicator[],
) =>
  marketQueryOptions(
    stockEndpoints.chartData,
    { symbol, timeframe, indicators: [...indicators].sort().join(',') || undefined },
    timeframe === '1D' || timeframe === '1W' ? 30_000 : 60_000,
  );

export function useChartData(
  symbol: string,
  timeframe: ChartTimeframe,
  indicators: readonly ChartIndicator[],
) {
  // Keep the symbol's old bars on screen while another timeframe or indicator set loads.
  return useQuery({
    ...chartDataQueryOptions(symbol, timeframe, indicators),
    placeholderData: (previous) =>
      previous && 'symbol' in previous && previous.symbol === symbol ? previous : undefined,
  });
}
