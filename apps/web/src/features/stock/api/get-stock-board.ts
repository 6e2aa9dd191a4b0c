import { stockEndpoints } from '@nivesh/contracts';
import { useQuery } from '@tanstack/react-query';
import { marketQueryOptions } from '@/lib/market-queries/market-query';

/** stock/getBoardsDataBySymbol: the stock's industry (or sector) peers. */
export const stockBoardQueryOptions = (symbol: string) =>
  marketQueryOptions(stockEndpoints.stockBoard, { symbol }, 10_000);

export function useStockBoard(symbol: string) {
  return useQuery(stockBoardQueryOptions(symbol));
}
