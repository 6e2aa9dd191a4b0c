// portfolio/* (packages/contracts/src/portfolios): the signed-in user's portfolios as query options
// and mutations for the portfolio pages. Keys start with 'portfolios'; a change refreshes them all.
import {
  type AddTransactionBody,
  type ImportCsvBody,
  portfolioEndpoints,
  type SavePortfolioBody,
} from '@nivesh/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, isRefusal } from '@/lib/api-client';
import { refreshWhileLive } from '@/lib/live-market-query';

const KEY = 'portfolios';
export const PORTFOLIOS_KEY = [KEY] as const;
/** Holdings and the list follow the live quotes while the market trades. */
const LIVE_REFRESH_MS = 30_000;

export const usePortfolios = (signedIn: boolean) =>
  useQuery({
    queryKey: [KEY, 'list'],
    queryFn: ({ signal }) => callEndpoint(portfolioEndpoints.portfolioList, { signal }),
    enabled: signedIn,
    refetchInterval: refreshWhileLive(LIVE_REFRESH_MS),
  });

export const usePortfolioHoldings = (id: string, signedIn: boolean) =>
  useQuery({
    queryKey: [KEY, 'holdings', id],
    queryFn: ({ signal }) =>
      callEndpoint(portfolioEndpoints.holdings, { query: { portfolio_id: id }, signal }),
    enabled: signedIn && id !== '',
    refetchInterval: refreshWhileLive(LIVE_REFRESH_MS),
  });

export const usePortfolioTransactions = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: [KEY, 'transactions', id],
    queryFn: ({ signal }) =>
      callEndpoint(portfolioEndpoints.transactions, { query: { portfolio_id: id }, signal }),
    enabled: enabled && id !== '',
  });

export const usePortfolioReturns = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: [KEY, 'returns', id],
    queryFn: ({ signal }) =>
      callEndpoint(portfolioEndpoints.returns, { query: { portfolio_id: id }, signal }),
    enabled: enabled && id !== '',
  });

export const useCapitalGains = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: [KEY, 'gains', id],
    queryFn: ({ signal }) =>
      callEndpoint(portfolioEndpoints.capitalGains, { query: { portfolio_id: id }, signal }),
    enabled: enabled && id !== '',
  });

/** A mutation whose success (status 1) refreshes every portfolio query. */
function usePortfolioMutation<V, A>(run: (variables: V) => Promise<A>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (answer) => {
      if (!isRefusal(answer)) void client.invalidateQueries({ queryKey: PORTFOLIOS_KEY });
    },
  });
}

/** Creates a portfolio (no `portfolio_id`) or renames one. */
export const useSavePortfolio = () =>
  usePortfolioMutation((body: SavePortfolioBody) => callEndpoint(portfolioEndpoints.savePortfolio, { body }));

export const useAddTransaction = () =>
  usePortfolioMutation((body: AddTransactionBody) =>
    callEndpoint(portfolioEndpoints.addTransaction, { body }),
  );

export const useDeleteTransaction = () =>
  usePortfolioMutation((body: { portfolio_id: string; transaction_id: string }) =>
    callEndpoint(portfolioEndpoints.deleteTransaction, { body }),
  );

export const useImportCsv = () =>
  usePortfolioMutation((body: ImportCsvBody) => callEndpoint(portfolioEndpoints.importCsv, { body }));

/** Deletes one portfolio (the dialog reads the answer; the caller refreshes). */
export const deletePortfolio = (id: string): Promise<unknown> =>
  callEndpoint(portfolioEndpoints.deletePortfolio, { body: { portfolio_id: id } });

export const exportPortfolioCsv = (id: string) =>
  callEndpoint(portfolioEndpoints.exportCsv, { query: { portfolio_id: id } });
