import { useEffect, useState } from 'react';
import type { MessageRef } from '../../lib/errors/index.ts';
import { clearIdinFailure, readIdinFailure } from '../../lib/session/index.ts';

/** The identity-service failure a callback page left for this page (spec §3), shown once. */
export function useIdinFailure(): MessageRef | null {
  const [failure] = useState<MessageRef | null>(() => readIdinFailure());
  useEffect(() => {
    if (failure !== null) clearIdinFailure();
  }, [failure]);
  return failure;
}
