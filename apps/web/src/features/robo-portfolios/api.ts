// RoboPort/* as TanStack Query hooks: the model portfolios section fetches through here.
import {
  type RoboModelId,
  type RoboModelsAnswer,
  type RoboRebalancesQuery,
  roboPortfolioEndpoints,
} from '@nivesh/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiRefusal, callEndpoint } from '@/lib/api-client';

/** The record changes once a market day: no polling, kept a few minutes. */
const STALE_MS = 5 * 60_000;

export const useRoboModels = () =>
  useQuery(
    queryOptions<RoboModelsAnswer | ApiRefusal>({
      queryKey: ['robo-portfolios', roboPortfolioEndpoints.roboModels.path],
      queryFn: ({ signal }) => callEndpoint(roboPortfolioEndpoints.roboModels, { query: {}, signal }),
      staleTime: STALE_MS,
    }),
  );

export const useRoboHoldings = (model: RoboModelId) =>
  useQuery({
    queryKey: ['robo-portfolios', roboPortfolioEndpoints.roboHoldings.path, model],
    queryFn: ({ signal }) => callEndpoint(roboPortfolioEndpoints.roboHoldings, { query: { model }, signal }),
    staleTime: STALE_MS,
  });

export const useRoboRebalances = (params: RoboRebalancesQuery) =>
  useQuery({
    queryKey: ['robo-portfolios', roboPortfolioEndpoints.roboRebalances.path, params],
    queryFn: ({ signal }) => callEndpoint(roboPortfolioEndpoints.roboRebalances, { query: params, signal }),
    staleTime: STALE_MS,
    placeholderData: keepPreviousData,
  });

export const useRoboPerformance = (model: RoboModelId) =>
  useQuery({
    queryKey: ['robo-portfolios', roboPortfolioEndpoints.roboPerformance.path, model],
    queryFn: ({ signal }) =>
      callEndpoint(roboPortfolioEndpoints.roboPerformance, { query: { model }, signal }),
    staleTime: STALE_MS,
  });
