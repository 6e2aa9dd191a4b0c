// screener/screenLanguage (packages/contracts/src/market/screens.ts): the screening language that the
// screener, the back-testing page and the user strategies write their rules in.
import { screenEndpoints } from '@nivesh/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiRefusal, callEndpoint } from '@/lib/api-client';

/** The fields, functions, sectors and examples of the language (for autocomplete and the reference). */
export const useScreenLanguage = () =>
  useQuery(
    queryOptions({
      queryKey: ['screener', 'screenLanguage'],
      queryFn: ({ signal }) => callEndpoint(screenEndpoints.screenLanguage, { signal }),
      staleTime: Number.POSITIVE_INFINITY,
    }),
  );

/** Where a screen went wrong: the message and, for a syntax or type error, the character position. */
export interface ScreenProblem {
  readonly message: string;
  readonly position: number | null;
}

export function problemOf(refusal: ApiRefusal): ScreenProblem {
  const position = refusal.body?.position;
  return { message: refusal.message, position: typeof position === 'number' ? position : null };
}
