import { useEffect, useRef } from 'react';

/**
 * Runs a callback step once per page visit. An iDIN session can be processed only once, and React's
 * development double effects would otherwise send the second call.
 */
export function useRunOnce(step: () => void): void {
  const ran = useRef(false);
  const latest = useRef(step);
  latest.current = step;
  useEffect(() => {
    if (ran.current) return;
    ran.current = true;
    latest.current();
  }, []);
}
