import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Retry only what may pass on a second try: not a gone session or a rate limit.
        retry: (failureCount, error) =>
          failureCount < 2 &&
          !(error instanceof ApiError && ['unauthorized', 'rate-limited'].includes(error.kind)),
      },
      mutations: { retry: false },
    },
  });
}
