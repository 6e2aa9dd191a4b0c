import { subscriptionEndpoints } from '@nivesh/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';

export type { ChargeLines } from '@nivesh/contracts';

export type ChargesParams = {
  readonly product: 'intraday' | 'delivery';
  readonly quantity: number;
  readonly buy_price: number;
  readonly sell_price: number;
};

/** Calculator/charges: the server computes the charges with the market package's one rates table. */
export const useCharges = (params: ChargesParams | null) =>
  useQuery({
    queryKey: ['subscriptions', subscriptionEndpoints.charges.path, params],
    queryFn: ({ signal }) =>
      callEndpoint(subscriptionEndpoints.charges, { query: params ?? undefined, signal }),
    enabled: params !== null,
    placeholderData: keepPreviousData,
  });
