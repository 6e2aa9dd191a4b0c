import { type ChartInterval, type ChartTimeframe, stockEndpoints } from '@nivesh/contracts';
import { useQuery } from '@tanstack/react-query';
import { overviewQueryOptions } from '@/lib/market-queries/overview-query';

export interface ChartRequest {
  readonly symbol: string;
  readonly timeframe?: ChartTimeframe;
  readonly interval?: ChartInterval;
}

/** chartData/getChartingData (the stock area's endpoint): bars of an index or ETF. Refreshed every 15 s while live. */
export const chartDataQueryOptions = ({ symbol, timeframe, interval }: ChartRequest) =>
  overviewQueryOptions(stockEndpoints.chartData, { symbol, timeframe, interval }, 15_000);

export function useChartData(request: ChartRequest) {
  return useQuery(chartDataQueryOptions(request));
}
