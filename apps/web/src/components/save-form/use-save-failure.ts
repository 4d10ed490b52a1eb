import { useRef, useState } from 'react';
import type { ScreenError } from '../../lib/errors/index.ts';

/** Why a save of details failed, and the alert that says it taking focus when it appears. */
export function useSaveFailure() {
  const [failure, setFailure] = useState<ScreenError | null>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  return {
    failure,
    failureRef,
    clear: () => setFailure(null),
    show: (outcome: ScreenError | null) => {
      setFailure(outcome);
      requestAnimationFrame(() => failureRef.current?.focus());
    },
  };
}

export type SaveFailure = ReturnType<typeof useSaveFailure>;
