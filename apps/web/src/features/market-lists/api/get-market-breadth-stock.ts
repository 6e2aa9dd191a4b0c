import { listEndpoints, type MarketBreadthStockResponse } from '@nivesh/contracts';
import { useQuery } from '@tanstack/react-query';
import { listsQueryOptions } from '@/lib/market-queries/lists-query';

export type MarketBreadthStockAnswer = Extract<MarketBreadthStockResponse, { status: 1 }>;

/** TodayActivity/getMarketBreadthStock: one sector's stocks with their day change and SMAs. */
export const marketBreadthStockQueryOptions = (params: { readonly sector: string; readonly date?: string }) =>
  listsQueryOptions(listEndpoints.marketBreadthStock, {
    ex_sector_id: params.sector,
    date: params.date,
  });

export const useMarketBreadthStock = (params: { readonly sector: string; readonly date?: string }) =>
  useQuery(marketBreadthStockQueryOptions(params));
