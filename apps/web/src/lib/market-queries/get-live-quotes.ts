import { overviewEndpoints } from '@nivesh/contracts';
import { useQuery } from '@tanstack/react-query';
import { overviewQueryOptions } from './overview-query';

/** market/liveQuotes: a few symbols' quotes, polled every 5 s while the market trades. */
export const liveQuotesQueryOptions = (symbols: readonly string[]) =>
  overviewQueryOptions(overviewEndpoints.liveQuotes, { symbols: symbols.join(',') });

/**
 * The quotes once, then polled while the market trades unless `poll` is false (the stream is up and
 * carries the prices): the index strip's first values and its fallback.
 */
export function useLiveQuotesSnapshot(symbols: readonly string[], poll: boolean) {
  const options = liveQuotesQueryOptions(symbols);
  return useQuery({ ...options, refetchInterval: poll ? options.refetchInterval : false });
}
