import { useMediaQuery } from '@mantine/hooks';

/** The phone layout's media query (Mantine's `sm` breakpoint): tables and charts change below it. */
export const PHONE_QUERY = '(max-width: 48em)';

/**
 * Whether the screen is a phone's, read synchronously on the first render so the first paint
 * already has the phone's layout.
 */
export function usePhone(): boolean {
  return useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
}
