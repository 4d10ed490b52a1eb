import { type OutboxItem, outbox } from '@mijn/contract';
import { useCallback, useEffect, useState } from 'react';
import { callEndpoint } from '../../lib/query/index.ts';

export const OUTBOX_POLL_MS = 3_000;

/** The newest message that carries a one-time code (the outbox answers newest first). */
export function latestCode(items: readonly OutboxItem[]): OutboxItem | undefined {
  return items.find((item) => item.code);
}

/**
 * Polls the development outbox while `polling`; `refetch` reads it at once. Plain calls, not a query:
 * the panel shows on the login page, which comes without TanStack Query (decision 0081), and a poll
 * is no reason for the loading bar.
 */
export function useLatestOutboxCode(polling: boolean) {
  const [latest, setLatest] = useState<OutboxItem | undefined>();
  const refetch = useCallback(
    () =>
      callEndpoint(outbox, { query: {} }, { customErrorHandling: true }).then(
        (items) => setLatest(latestCode(items)),
        // The outbox is a development aid: a missed read is retried at the next poll.
        () => undefined,
      ),
    [],
  );
  useEffect(() => {
    if (!polling) return;
    void refetch();
    const timer = setInterval(() => void refetch(), OUTBOX_POLL_MS);
    return () => clearInterval(timer);
  }, [polling, refetch]);
  return { data: latest, refetch };
}
