// RoboPort/addRoboPortData and RoboPort/getFollow (packages/contracts/src/robo-portfolios): following
// a model portfolio makes a portfolio of the user's own, so both live beside the portfolio queries
// (the robo section follows, the portfolio page shows what it follows).
import { type RoboFollowBody, roboPortfolioEndpoints } from '@nivesh/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, isRefusal } from '@/lib/api-client';
import { PORTFOLIOS_KEY } from './portfolios-api';

/** Follows a model into a new portfolio; a success refreshes every portfolio query. */
export function useFollowModel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RoboFollowBody) => callEndpoint(roboPortfolioEndpoints.roboFollow, { body }),
    onSuccess: (answer) => {
      if (!isRefusal(answer)) void client.invalidateQueries({ queryKey: PORTFOLIOS_KEY });
    },
  });
}

/** Which model the portfolio follows (null: none), since when, and the rebalances not applied. */
export const useRoboFollowStatus = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: [...PORTFOLIOS_KEY, 'robo-follow', id],
    queryFn: ({ signal }) =>
      callEndpoint(roboPortfolioEndpoints.roboFollowStatus, { query: { portfolio_id: id }, signal }),
    enabled: enabled && id !== '',
  });
