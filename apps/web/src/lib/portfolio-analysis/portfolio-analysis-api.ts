// PortfolioAnalysis/* (packages/contracts/src/portfolio-analysis): the signed-in user's risk
// profiles and the risk X-ray of their holdings, as query options and mutations for the
// /portfolio-analysis pages. Keys start with 'portfolio-analysis'; a change refreshes them all.
import { type AddRiskProfileBody, portfolioAnalysisEndpoints } from '@nivesh/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, isRefusal } from '@/lib/api-client';

const KEY = 'portfolio-analysis';
export const PORTFOLIO_ANALYSIS_KEY = [KEY] as const;

/**
 * The profile does not exist, is another user's, or its id is malformed: the endpoints answer a
 * refusal (HTTP 404 for the first two, `alsoAnswers: [404]`), which the client hands back as data.
 */
export const isNotFound = (query: { readonly data?: unknown }): boolean =>
  query.data !== undefined && isRefusal(query.data);

export const useRiskProfiles = (signedIn: boolean) =>
  useQuery({
    queryKey: [KEY, 'list'],
    queryFn: ({ signal }) => callEndpoint(portfolioAnalysisEndpoints.profileList, { signal }),
    enabled: signedIn,
  });

export const useRiskProfile = (id: string, signedIn: boolean) =>
  useQuery({
    queryKey: [KEY, 'profile', id],
    queryFn: ({ signal }) =>
      callEndpoint(portfolioAnalysisEndpoints.profileData, { query: { profile_id: id }, signal }),
    enabled: signedIn && id !== '',
  });

/**
 * The X-ray of `portfolioId` (one of the user's portfolios, or `paper`) against profile `id`; with
 * `portfolioId` '' the server reads the first portfolio, else the paper book.
 */
export const useRiskPerformance = (id: string, portfolioId: string, signedIn: boolean) =>
  useQuery({
    queryKey: [KEY, 'performance', id, portfolioId],
    queryFn: ({ signal }) =>
      callEndpoint(portfolioAnalysisEndpoints.performance, {
        query: { profile_id: id, ...(portfolioId === '' ? {} : { portfolio_id: portfolioId }) },
        signal,
      }),
    enabled: signedIn && id !== '',
    // Switching holdings keeps the last X-ray (and its picker) on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });

/** Scores and keeps a questionnaire; success refreshes the profiles. */
export const useAddRiskProfile = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AddRiskProfileBody) => callEndpoint(portfolioAnalysisEndpoints.addProfile, { body }),
    onSuccess: (answer) => {
      if (!isRefusal(answer)) void client.invalidateQueries({ queryKey: PORTFOLIO_ANALYSIS_KEY });
    },
  });
};

/** Deletes one profile (the dialog reads the answer; the caller refreshes). */
export const deleteRiskProfile = (id: string): Promise<unknown> =>
  callEndpoint(portfolioAnalysisEndpoints.deleteProfile, { query: { profile_id: id } });
