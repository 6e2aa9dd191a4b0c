// Optionchain/runScreen as a TanStack query: a submitted screen, refreshed while the session trades.
import { type OptionScreenQuery, optionScreenerEndpoints } from '@nivesh/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { liveMarketQueryOptions } from '@/lib/live-market-query';

/** Option screens refresh this often while the session trades (ms). */
export const OPTION_SCREEN_REFRESH_MS = 15_000;

/** The run of a submitted screen (disabled until one is submitted). */
export const useOptionScreen = (params: OptionScreenQuery | undefined) =>
  useQuery({
    ...liveMarketQueryOptions(
      'derivatives',
      optionScreenerEndpoints.runScreen,
      params ?? { query: '' },
      OPTION_SCREEN_REFRESH_MS,
    ),
    enabled: params !== undefined,
    placeholderData: keepPreviousData,
  });
