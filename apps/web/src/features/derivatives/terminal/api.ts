// OptionTrading/* (packages/contracts/src/orders/option-trading.ts) for the option trading terminal:
// the account's F&O positions (refreshed while the market trades), the margin of a basket before it
// is placed (a POST that only reads, so a query keyed by its body), and placing it.
import { type ContractOrderBody, optionTradingEndpoints } from '@nivesh/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { liveMarketQueryOptions } from '@/lib/live-market-query';

const AREA = 'option-trading';
/** Positions and orders refresh this often while the session trades (ms). */
export const TERMINAL_REFRESH_MS = 3_000;

/** Every F&O position of the account (the terminal lists the chosen underlying's first). */
export const fnoPositionsQueryOptions = () =>
  liveMarketQueryOptions(AREA, optionTradingEndpoints.positions, {}, TERMINAL_REFRESH_MS);
export const useFnoPositions = () =>
  useQuery({ ...fnoPositionsQueryOptions(), placeholderData: keepPreviousData });

export const orderMarginQueryOptions = (body: ContractOrderBody) =>
  queryOptions({
    queryKey: [AREA, optionTradingEndpoints.orderMargin.path, body],
    queryFn: ({ signal }) => callEndpoint(optionTradingEndpoints.orderMargin, { body, signal }),
    staleTime: 5_000,
    refetchInterval: 10_000,
  });
export const useOrderMargin = (body: ContractOrderBody, enabled: boolean) =>
  useQuery({ ...orderMarginQueryOptions(body), enabled, placeholderData: keepPreviousData });

/** Places a basket; the positions (here and on the order dashboard) are asked again after. */
export function usePlaceContractOrders() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ContractOrderBody) => callEndpoint(optionTradingEndpoints.placeOrders, { body }),
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: [AREA] });
      await client.invalidateQueries({ queryKey: ['order-dashboard'] });
    },
  });
}
