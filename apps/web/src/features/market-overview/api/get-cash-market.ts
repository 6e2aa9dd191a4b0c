import { overviewEndpoints } from '@nivesh/contracts';
import { useQuery } from '@tanstack/react-query';
import { overviewQueryOptions } from '@/lib/market-queries/overview-query';

export interface CashMarketFilters {
  /** An NSE index name, or undefined for every equity. */
  readonly index?: string;
  /** A sector slug. */
  readonly sector?: string;
}

/** market/cashMarket: every equity of the cash segment with turnover, by index and sector. */
export const cashMarketQueryOptions = ({ index, sector }: CashMarketFilters) =>
  overviewQueryOptions(overviewEndpoints.cashMarket, { index, sector_id: sector });

export function useCashMarket(filters: CashMarketFilters) {
  return useQuery(cashMarketQueryOptions(filters));
}
