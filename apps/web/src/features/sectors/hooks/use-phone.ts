import { useMediaQuery } from '@mantine/hooks';

/** True below Mantine's `sm` breakpoint (48em), where charts use short labels. */
export function usePhone(): boolean {
  return useMediaQuery('(max-width: 48em)') ?? false;
}
