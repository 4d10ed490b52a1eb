import { useEffect, useRef, useState } from 'react';

/**
 * Going back from a later step to an address form puts focus on its field again, so keyboard and
 * screen-reader users land where they continue; the first showing keeps the page's own focus.
 */
export function useFocusOnReturn<E extends HTMLElement>() {
  const container = useRef<E>(null);
  const [returns, setReturns] = useState(0);
  useEffect(() => {
    if (returns > 0) container.current?.querySelector<HTMLElement>('input[data-path]')?.focus();
  }, [returns]);
  return { container, returned: () => setReturns((count) => count + 1) };
}
