import { useMediaQuery } from '@mantine/hooks';

/** Below Mantine's `sm` breakpoint (48em). */
const phoneWidth = '(max-width: 47.99em)';

/** Known at the first render, so a phone never sees the other way of claiming flash by. */
export function useIsPhone(): boolean {
  return useMediaQuery(phoneWidth, false, { getInitialValueInEffect: false });
}
