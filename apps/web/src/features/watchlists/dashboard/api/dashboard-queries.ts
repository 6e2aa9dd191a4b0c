// DashboardRecord/getWatchListSignal and DashboardRecord/getDashboardRecord
// (packages/contracts/src/dashboard): the signed-in user's day. Keys start with 'watchlists', so a
// change to a list (made on the watchlist pages) refreshes these too.
import { dashboardEndpoints } from '@nivesh/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { refreshWhileLive } from '@/lib/live-market-query';
import { WATCHLISTS_KEY } from '@/lib/watchlists/watchlists-api';

/** How often the answers refresh while the market trades (new signals close every 15 minutes). */
const LIVE_REFRESH_MS = 60_000;

export const useWatchListSignals = (
  watchlistId: string | undefined,
  signalId: string | undefined,
  signedIn: boolean,
) =>
  useQuery({
    queryKey: [...WATCHLISTS_KEY, 'signals', watchlistId ?? '', signalId ?? 'all'],
    queryFn: ({ signal }) =>
      callEndpoint(dashboardEndpoints.watchListSignal, {
        query: { watchlist_id: watchlistId, signal_id: signalId },
        signal,
      }),
    enabled: signedIn,
    refetchInterval: refreshWhileLive(LIVE_REFRESH_MS),
  });

export interface DashboardChoice {
  readonly watchlistId: string | undefined;
  readonly sectorId: string | undefined;
  /** The portfolio of the P&L card (default: the first, else the paper book). */
  readonly portfolioId: string | undefined;
}

export const useDashboardRecord = (
  { watchlistId, sectorId, portfolioId }: DashboardChoice,
  signedIn: boolean,
) =>
  useQuery({
    queryKey: [...WATCHLISTS_KEY, 'dashboard', watchlistId ?? '', sectorId ?? '', portfolioId ?? ''],
    queryFn: ({ signal }) =>
      callEndpoint(dashboardEndpoints.dashboardRecord, {
        query: { watchlist_id: watchlistId, sector_id: sectorId, portfolio_id: portfolioId },
        signal,
      }),
    enabled: signedIn,
    refetchInterval: refreshWhileLive(LIVE_REFRESH_MS),
  });
