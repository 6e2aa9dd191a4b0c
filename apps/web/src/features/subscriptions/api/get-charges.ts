import { chargesSchemas } from '@nivesh/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

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
    queryKey: ['subscriptions', 'Calculator/charges', params],
    queryFn: ({ signal }) =>
      apiRequest({
        endpoint: 'Calculator/charges',
        query: params ?? undefined,
        schema: chargesSchemas.ok,
        signal,
      }),
    enabled: params !== null,
    placeholderData: keepPreviousData,
  });
